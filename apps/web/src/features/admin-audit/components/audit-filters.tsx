import { FilterSelect, ListSearch } from '../../../shared/ui/list-search.tsx';
import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES } from '@kabinet/domain/audit';
import type { ManagerOption } from '@kabinet/domain/companies';
import { CloseButton, Group, Pill, Select } from '@mantine/core';

import type { AuditFilters as Filters } from '../model.ts';

interface AuditFiltersProps {
  filters: Filters;
  staff: ManagerOption[];
  /** The name of the company filtered by, when known. */
  companyName: string | null;
  onChange: (changes: Partial<Filters>) => void;
}

/** Search (500 ms after the last key), action, staff member, and the company picked in the log. */
export function AuditFilters({ filters, staff, companyName, onChange }: AuditFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ListSearch
        label="Поиск"
        placeholder="Имя, компания, значение"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        width="1 1 240px"
      />
      <FilterSelect
        label="Действие"
        options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_NAMES[value] }))}
        value={filters.action}
        onChange={(value) => onChange({ action: value })}
        width={260}
      />
      <Select
        label="Сотрудник"
        placeholder="Все"
        data={staff.map((person) => ({ value: String(person.id), label: person.name }))}
        value={filters.actor || null}
        onChange={(value) => onChange({ actor: value ?? '' })}
        clearable
        searchable
        w={{ base: '100%', xs: 220 }}
      />
      {filters.company ? (
        <Pill size="lg">
          <Group gap={4} wrap="nowrap">
            {companyName ? `Компания: ${companyName}` : `Компания №${filters.company}`}
            <CloseButton
              size="sm"
              aria-label="Показать все компании"
              onClick={() => onChange({ company: '' })}
            />
          </Group>
        </Pill>
      ) : null}
    </Group>
  );
}
