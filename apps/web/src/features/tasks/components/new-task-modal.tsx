import { staffTaskCreateBodySchema, type StaffTaskCreateBody } from '@kabinet/domain/tasks';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { useCreateTask } from '../api.ts';

import {
  TaskCompanySelect,
  useAssigneeOptions,
  useCompanyOptions,
  type NewTaskValues,
} from './new-task-fields.tsx';

/** A company must be chosen; the title follows the domain's rule. */
function validate(values: NewTaskValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.company_id) errors.company_id = 'Выберите компанию.';
  const check = zodValidator(staffTaskCreateBodySchema.pick({ title: true }))({
    title: values.title,
  });
  return { ...errors, ...check };
}

/** The assignee select's value: '' the whole company, 'staff' its managers, or a user id. */
function bodyOf(values: NewTaskValues, staffIds: Set<number>): StaffTaskCreateBody {
  const assigneeId =
    values.assignee && values.assignee !== 'staff' ? Number(values.assignee) : null;
  const staff = values.assignee === 'staff' || (assigneeId !== null && staffIds.has(assigneeId));
  return staffTaskCreateBodySchema.parse({
    company_id: Number(values.company_id),
    title: values.title,
    description: values.description,
    due_date: values.due_date || null,
    audience: staff ? 'staff' : 'client',
    assignee_user_id: assigneeId,
    checklist: values.checklist
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  });
}

/** «Новая задача»: company, title, description, due date, assignee, checklist. */
export function NewTaskModal({
  opened,
  onClose,
  companyId,
}: {
  opened: boolean;
  onClose: () => void;
  companyId?: number | null;
}) {
  const companies = useCompanyOptions();
  const create = useCreateTask();
  const form = useForm<NewTaskValues>({
    initialValues: {
      company_id: companyId ? String(companyId) : '',
      title: '',
      description: '',
      due_date: '',
      assignee: '',
      checklist: '',
    },
    validate,
  });
  const selectedCompany = form.values.company_id ? Number(form.values.company_id) : null;
  const { staffIds, options: assigneeOptions } = useAssigneeOptions(selectedCompany);

  return (
    <Modal opened={opened} onClose={onClose} title="Новая задача" size="lg">
      <form
        onSubmit={form.onSubmit((values) =>
          create.mutate(bodyOf(values, staffIds), {
            onSuccess: () => {
              form.reset();
              onClose();
            },
            onError: showErrorToast,
          }),
        )}
      >
        <Stack gap="sm">
          <TaskCompanySelect
            form={form}
            options={companies.options}
            onSearchChange={companies.setSearch}
          />
          <TextInput label="Название" required maxLength={200} {...form.getInputProps('title')} />
          <Textarea
            label="Описание"
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('description')}
          />
          <TextInput label="Срок" type="date" {...form.getInputProps('due_date')} />
          <Select
            label="Исполнитель"
            data={assigneeOptions}
            allowDeselect={false}
            disabled={selectedCompany === null}
            {...form.getInputProps('assignee')}
          />
          <Textarea
            label="Чек-лист"
            description="Каждый пункт с новой строки"
            autosize
            minRows={2}
            {...form.getInputProps('checklist')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={create.isPending}>
              Поставить задачу
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
