import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';

import { useAssignees, useServedCompanies } from '../api.ts';

export type NewTaskValues = {
  company_id: string;
  title: string;
  description: string;
  due_date: string;
  assignee: string;
  checklist: string;
};
type NewTaskForm = UseFormReturnType<NewTaskValues>;

/**
 * The companies the staff member serves, as the company select's options, narrowed by what is
 * typed in it.
 */
export function useCompanyOptions() {
  const [search, setSearch] = useState('');
  const companies = useServedCompanies(search);
  const companyList: { id: number; name: string }[] = companies.data ?? [];
  const options = companyList.map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  return { options, setSearch };
}

/** The task's company; choosing another one clears the assignee. */
export function TaskCompanySelect({
  form,
  options,
  onSearchChange,
}: {
  form: NewTaskForm;
  options: { value: string; label: string }[];
  onSearchChange: (search: string) => void;
}) {
  return (
    <Select
      label="Компания"
      searchable
      required
      data={options}
      onSearchChange={onSearchChange}
      nothingFoundMessage="Компаний не найдено"
      {...form.getInputProps('company_id')}
      onChange={(value) => {
        form.setFieldValue('company_id', value ?? '');
        form.setFieldValue('assignee', '');
      }}
    />
  );
}

/**
 * Who can take a task in the company: the whole company, its managers, or one person (staff
 * marked «менеджер»), and which of those people are staff.
 */
export function useAssigneeOptions(companyId: number | null) {
  const assignees = useAssignees(companyId);
  const staffIds = new Set((assignees.data ?? []).filter((p) => p.is_staff).map((p) => p.id));
  const options = [
    { value: '', label: 'Вся компания' },
    { value: 'staff', label: 'Менеджеры компании' },
    ...(assignees.data ?? []).map((person) => ({
      value: String(person.id),
      label: person.is_staff ? `${person.name} (менеджер)` : person.name,
    })),
  ];
  return { staffIds, options };
}
