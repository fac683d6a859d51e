import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';
import {
  ACTIVE_TASK_STATUSES,
  CLOSED_TASK_STATUSES,
  TASK_KIND,
  TASK_STATUS_LABELS,
  isTaskActive,
  type StaffTaskCreateBody,
  type StaffTaskUpdateBody,
  type StaffTasksQuery,
  type Task,
  type TaskCount,
  type TaskPerson,
  type TaskStatus,
} from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { ListPage } from '../../platform/page-answer.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import {
  companyClientUserIds,
  companyStaffUserIds,
} from '../companies/companies-audience.service.ts';
import {
  badAssignee,
  companyNotFound,
  eventTaskLocked,
  notTaskStaff,
  taskNotFound,
} from './tasks.errors.ts';
import type { TaskPublisher } from './tasks.events.ts';
import { canManageCompanyTasks, type TaskActor } from './tasks.policy.ts';
import * as parts from './tasks-parts.repository.ts';
import * as repo from './tasks.repository.ts';
import { serializePerson } from './tasks.serializers.ts';
import type { TaskView, TaskWork } from './tasks-work.service.ts';

const STAFF_VIEW: TaskView = {
  base: '/api/v1/staff/tasks',
  canComplete: (task) => isTaskActive(task.status),
};

/**
 * The staff side (docs/api/tasks.md): tasks across the companies a manager serves
 * (admin and crm: all), manual tasks for a company, edits, status changes, comments, files.
 * Another company's task is 404; a non-staff caller 403 (also refused by the auth hook).
 */
export function createStaffTasksService(deps: {
  db: Db;
  work: TaskWork;
  publish: TaskPublisher;
  audit: RecordAudit;
}) {
  const { db, work } = deps;
  return {
    list,
    count,
    get,
    create,
    update,
    comment,
    addChecklistItem,
    toggleChecklist,
    attach,
    download,
    assignees,
  };

  function assertStaff(actor: TaskActor) {
    if (!hasManagerRights(actor.roleSlug)) throw notTaskStaff();
  }

  async function servedCompany(actor: TaskActor, companyId: number) {
    assertStaff(actor);
    if (!(await repo.companyExists(db, companyId))) throw companyNotFound();
    if (!(await canManageCompanyTasks(db, actor, companyId))) throw companyNotFound();
  }

  async function servedTask(actor: TaskActor, taskId: number): Promise<TaskRow> {
    assertStaff(actor);
    const task = await repo.findTask(db, taskId);
    if (!task || !(await canManageCompanyTasks(db, actor, task.companyId))) throw taskNotFound();
    return task;
  }

  async function list(actor: TaskActor, query: StaffTasksQuery): Promise<ListPage<Task>> {
    assertStaff(actor);
    const finished = query.status === 'done' && !query.overdue;
    const statuses = query.overdue
      ? ACTIVE_TASK_STATUSES
      : query.status === 'done'
        ? CLOSED_TASK_STATUSES
        : query.status === 'open'
          ? ACTIVE_TASK_STATUSES
          : undefined;
    const { rows, total } = await repo.listTasks(
      db,
      {
        companyId: query.company_id,
        statuses,
        kind: query.kind,
        staffMine: query.mine ? actor.id : undefined,
        servedBy: isAdmin(actor.roleSlug) ? undefined : actor.id,
        dueBefore: query.overdue ? work.today() : undefined,
      },
      { offset: (query.page - 1) * query.per_page, limit: query.per_page, finished },
    );
    return {
      data: await work.listed(rows, STAFF_VIEW.canComplete),
      total,
      page: query.page,
      perPage: query.per_page,
    };
  }

  /** The staff menu badge: open tasks on the caller (theirs, and their companies' unheld staff tasks). */
  async function count(actor: TaskActor): Promise<TaskCount> {
    assertStaff(actor);
    return repo.countTasks(
      db,
      { statuses: ACTIVE_TASK_STATUSES, staffMine: actor.id },
      work.today(),
    );
  }

  async function get(actor: TaskActor, taskId: number) {
    await servedTask(actor, taskId);
    return work.detail(taskId, STAFF_VIEW);
  }

  /** Who a task of the company may be given to: its client users and its managers. */
  async function assignees(actor: TaskActor, companyId: number): Promise<TaskPerson[]> {
    await servedCompany(actor, companyId);
    const [clients, staff] = await Promise.all([
      companyClientUserIds(db, companyId),
      companyStaffUserIds(db, companyId),
    ]);
    const people = await work.peopleOf([...clients, ...staff]);
    return [...new Set([...clients, ...staff])].flatMap((id) => serializePerson(people, id) ?? []);
  }

  async function assertAssignee(
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

  async function create(actor: TaskActor, body: StaffTaskCreateBody) {
    await servedCompany(actor, body.company_id);
    await assertAssignee(body.company_id, body.audience, body.assignee_user_id);
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
  async function update(actor: TaskActor, taskId: number, body: StaffTaskUpdateBody) {
    const task = await servedTask(actor, taskId);
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
    await assertAssignee(task.companyId, audience, assigneeId);
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
          body.status && body.status !== moved.before.status
            ? 'task.status_changed'
            : 'task.updated',
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

  async function comment(actor: TaskActor, taskId: number, text: string) {
    const task = await servedTask(actor, taskId);
    return work.comment(actor, task, text, STAFF_VIEW);
  }

  async function addChecklistItem(actor: TaskActor, taskId: number, text: string) {
    const task = await servedTask(actor, taskId);
    await parts.appendChecklistItem(db, task.id, text);
    await deps.publish([task], { notices: false });
    return work.detail(taskId, STAFF_VIEW);
  }

  async function toggleChecklist(actor: TaskActor, taskId: number, itemId: number, done: boolean) {
    const task = await servedTask(actor, taskId);
    return work.toggleChecklist(actor, task, itemId, done, STAFF_VIEW);
  }

  async function attach(
    actor: TaskActor,
    taskId: number,
    file: { filename: string; bytes: Buffer },
  ) {
    const task = await servedTask(actor, taskId);
    return work.attach(actor, task, file, { ...STAFF_VIEW, completesStatement: false });
  }

  async function download(actor: TaskActor, taskId: number, attachmentId: number) {
    const task = await servedTask(actor, taskId);
    return work.download(task, attachmentId);
  }
}

function auditState(task: TaskRow) {
  return {
    title: task.title,
    status: TASK_STATUS_LABELS[task.status as TaskStatus],
    due_date: task.dueDate,
    assignee_id: task.assigneeId,
  };
}

export type StaffTasksService = ReturnType<typeof createStaffTasksService>;
