import {
  TASK_LIMITS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskDetail,
} from '@kabinet/domain/tasks';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { useAddChecklistItem, useAssignees, useUpdateTask } from '../api.ts';
import { assigneeChoices, assigneeValue, reassignBody } from '../model.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What staff change in a task's drawer — status, assignee and due date, each saved as
 * it is chosen (PATCH /staff/tasks/{id}; a new date starts the reminders over on the server).
 */
export function TaskStaffEditor({ task }: { task: TaskDetail }) {
  const update = useUpdateTask(task.id);
  const people = useAssignees(task.company_id);
  const staffIds = new Set((people.data ?? []).filter((p) => p.is_staff).map((p) => p.id));
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, { onError: showErrorToast });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label="Статус"
        data={TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }))}
        value={task.status}
        allowDeselect={false}
        onChange={(value) => {
          if (value && value !== task.status) save({ status: value as TaskDetail['status'] });
        }}
        disabled={update.isPending}
      />
      <Select
        label="Исполнитель"
        data={assigneeChoices(task, people.data ?? [])}
        value={assigneeValue(task)}
        allowDeselect={false}
        onChange={(value) => {
          if (value !== null && value !== assigneeValue(task)) {
            save(reassignBody(task, value, staffIds));
          }
        }}
        disabled={update.isPending || people.isPending}
      />
      <TextInput
        label="Срок"
        type="date"
        // Keyed by the saved date: a refused change shows the task's own date again.
        key={task.due_date ?? ''}
        defaultValue={task.due_date ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if ((value === '' || ISO_DATE.test(value)) && value !== (task.due_date ?? '')) {
            save({ due_date: value || null });
          }
        }}
        disabled={update.isPending}
      />
    </SimpleGrid>
  );
}

/** Staff add a checklist item: «Новый пункт» and «Добавить пункт». */
export function AddChecklistItem({ taskId }: { taskId: number }) {
  const [text, setText] = useState('');
  const add = useAddChecklistItem(taskId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        add.mutate(text.trim(), { onSuccess: () => setText(''), onError: showErrorToast });
      }}
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Новый пункт чек-листа"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={TASK_LIMITS.checklistItem}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={add.isPending} disabled={!text.trim()}>
          Добавить пункт
        </Button>
      </Group>
    </form>
  );
}
