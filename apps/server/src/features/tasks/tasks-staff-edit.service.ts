import {
  TASK_KIND,
  TASK_STATUS_LABELS,
  isTaskActive,
  type StaffTaskCreateBody,
  type StaffTaskUpdateBody,
  type TaskStatus,
} from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';
import { servedCompany, servedTask, STAFF_VIEW } from './tasks-staff.policy.ts';
import { badAssignee, eventTaskLocked } from './tasks.errors.ts';
import type { TaskPublisher } from './tasks.events.ts';
import type { TaskActor } from './tasks.policy.ts';
import * as repo from './tasks.repository.ts';
import type { TaskWork } from './tasks-work.service.ts';

/** What creating and editing a task needs: each change is audited and published after commit. */
export type StaffTaskEditDeps = {
  db: Db;
  work: TaskWork;
  publish: TaskPublisher;
  audit: RecordAudit;
};

async function assertAssignee(
  db: Db,
  companyId: number,
  audience: 'client' | 'staff',
  assigneeId: number | null,
) {
  if (assigneeId === null) return;
  const allowed =
    audience === 'client'
      ? (await companyClientUserIds(db, companyId)).includes(assigneeId)
      : (await companyStaffUserIds(db, companyId)).includes(assigneeId);
  if (!allowed) throw badAssignee();
}

/** A manual task for a company the caller serves. */
export async function createStaffTask(
  deps: StaffTaskEditDeps,
  actor: TaskActor,
  body: StaffTaskCreateBody,
) {
  const { db, work } = deps;
  await servedCompany(db, actor, body.company_id);
  await assertAssignee(db, body.company_id, body.audience, body.assignee_user_id);
  const task = await db.transaction(async (tx) => {
    const now = work.now();
    const row = await repo.insertTask(
      tx,
      {
        companyId: body.company_id,
        kind: TASK_KIND.MANUAL,
        title: body.title,
        description: body.description,
        dueDate: body.due_date,
        audience: body.audience,
        assigneeId: body.assignee_user_id,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      },
      body.checklist,
    );
    await deps.audit(tx, {
      actorId: actor.id,
      action: 'task.created',
      companyId: row.companyId,
      subject: { type: 'task', id: row.id, name: row.title },
      before: null,
      after: { title: row.title, due_date: row.dueDate, assignee_id: row.assigneeId },
    });
    return row;
  });
  await deps.publish([task]);
  return work.detail(task.id, STAFF_VIEW);
}

/**
 * PATCH: a manual task's every field; an event task's due date, assignee and status only (its
 * title and text follow its source). A new assignee hears «assigned».
 */
export async function updateStaffTask(
  deps: StaffTaskEditDeps,
  actor: TaskActor,
  taskId: number,
  body: StaffTaskUpdateBody,
) {
  const { db, work } = deps;
  const task = await servedTask(db, actor, taskId);
  const isManual = task.kind === TASK_KIND.MANUAL;
  if (
    !isManual &&
    (body.title !== undefined || body.description !== undefined || body.audience !== undefined)
  ) {
    throw eventTaskLocked();
  }
  const audience = body.audience ?? task.audience;
  const assigneeId =
    body.assignee_user_id !== undefined
      ? body.assignee_user_id
      : body.audience !== undefined && body.audience !== task.audience
        ? null
        : task.assigneeId;
  await assertAssignee(db, task.companyId, audience, assigneeId);
  const { before, after } = await db.transaction(async (tx) => {
    let moved = body.status
      ? await work.setStatus(tx, actor, taskId, body.status)
      : { before: task as TaskRow, after: task as TaskRow };
    const changes = {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.due_date !== undefined
        ? { dueDate: body.due_date, remindersSent: 0, lastRemindedAt: null }
        : {}),
      audience,
      assigneeId,
      updatedAt: work.now(),
    };
    const updated = await repo.updateTask(tx, taskId, changes);
    moved = { before: moved.before, after: updated ?? moved.after };
    await deps.audit(tx, {
      actorId: actor.id,
      action:
        body.status && body.status !== moved.before.status ? 'task.status_changed' : 'task.updated',
      companyId: task.companyId,
      subject: { type: 'task', id: task.id, name: moved.after.title },
      before: auditState(moved.before),
      after: auditState(moved.after),
    });
    return moved;
  });
  const reassigned = after.assigneeId !== before.assigneeId || after.audience !== before.audience;
  const finished = isTaskActive(before.status) && !isTaskActive(after.status);
  await deps.publish([after], { notices: reassigned || finished });
  return work.detail(taskId, STAFF_VIEW);
}

function auditState(task: TaskRow) {
  return {
    title: task.title,
    status: TASK_STATUS_LABELS[task.status as TaskStatus],
    due_date: task.dueDate,
    assignee_id: task.assigneeId,
  };
}
