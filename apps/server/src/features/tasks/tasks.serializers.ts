import { formatPersonName, hasManagerRights } from '@kabinet/domain/shared';
import {
  TASK_KIND_LABELS,
  TASK_STATUS_LABELS,
  isOverdue,
  overdueDays,
  type Task,
  type TaskAttachment,
  type TaskChecklistItem,
  type TaskComment,
  type TaskPerson,
} from '@kabinet/domain/tasks';

import type {
  TaskAttachmentRow,
  TaskChecklistItemRow,
  TaskCommentRow,
} from '../../db/schema/tasks.ts';

import type { PersonRow, TaskCounts, TaskListRow } from './tasks.repository.ts';

/** People by id, for the serializers. */
export type People = ReadonlyMap<number, PersonRow>;

/** A person as a task shows them; null for nobody or a deleted user. */
export function serializePerson(people: People, id: number | null): TaskPerson | null {
  const person = id === null ? undefined : people.get(id);
  if (!person) return null;
  return {
    id: person.id,
    name: formatPersonName(person.name, person.lastName) || 'Пользователь',
    is_staff: hasManagerRights(person.roleSlug),
  };
}

const NO_COUNTS: TaskCounts = { checklistTotal: 0, checklistDone: 0, comments: 0, attachments: 0 };

/** A task row → the API's Task (docs/api/tasks.md). */
export function serializeTask(
  row: TaskListRow,
  context: { people: People; counts?: TaskCounts | undefined; today: string; canComplete: boolean },
): Task {
  const assignee = serializePerson(context.people, row.assigneeId);
  const counts = context.counts ?? NO_COUNTS;
  const state = { status: row.status, due_date: row.dueDate };
  return {
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    kind: row.kind,
    kind_name: TASK_KIND_LABELS[row.kind],
    status: row.status,
    status_name: TASK_STATUS_LABELS[row.status],
    title: row.title,
    description: row.description,
    due_date: row.dueDate,
    overdue: isOverdue(state, context.today),
    overdue_days: overdueDays(state, context.today),
    audience: row.audience,
    assignee,
    assignee_name: assignee?.name ?? (row.audience === 'client' ? 'Компания' : 'Менеджер'),
    link: row.link ?? '',
    can_complete: context.canComplete,
    created_by: serializePerson(context.people, row.createdBy),
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: serializePerson(context.people, row.completedBy),
    checklist_total: counts.checklistTotal,
    checklist_done: counts.checklistDone,
    comments_count: counts.comments,
    attachments_count: counts.attachments,
  };
}

export function serializeChecklistItem(row: TaskChecklistItemRow): TaskChecklistItem {
  return {
    id: row.id,
    text: row.text,
    done: row.done,
    done_at: row.doneAt?.toISOString() ?? null,
    position: row.position,
  };
}

export function serializeComment(row: TaskCommentRow, people: People): TaskComment {
  return {
    id: row.id,
    author: serializePerson(people, row.authorId),
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

/** `base` is the task's API path the download hangs under (client or staff). */
export function serializeAttachment(
  row: TaskAttachmentRow,
  people: People,
  base: string,
): TaskAttachment {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mime: row.mimeType,
    url: `${base}/attachments/${row.id}`,
    uploaded_by: serializePerson(people, row.uploadedBy),
    created_at: row.createdAt.toISOString(),
  };
}
