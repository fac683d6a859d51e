import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import { localDate } from '@kabinet/domain/shared';
import { TASK_KIND, isTaskActive, type TaskDetail, type TaskStatus } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { Clock } from '../../platform/clock.ts';
import { openStoredFile, type OutgoingFile } from '../../platform/stored-file.ts';
import type { Storage } from '../../platform/storage.ts';
import { storedFileColumns, storeUpload } from '../../platform/uploads.ts';

import {
  attachmentNotFound,
  checklistItemNotFound,
  fileBadType,
  fileMissing,
  taskNotFound,
} from './tasks.errors.ts';
import type { TaskPublisher } from './tasks.events.ts';
import type { TaskActor } from './tasks.policy.ts';
import * as parts from './tasks-parts.repository.ts';
import * as repo from './tasks.repository.ts';
import {
  serializeAttachment,
  serializeChecklistItem,
  serializeComment,
  serializeTask,
  type People,
} from './tasks.serializers.ts';

/** A file on its way out. */
export type TaskFileDownload = OutgoingFile;

/** How the caller sees the task: which API path it is under, and whether they may complete it. */
export type TaskView = { base: string; canComplete: (task: TaskRow) => boolean };

/**
 * What both sides do with a task once the caller's right to it is checked — read it
 * whole, comment, tick the checklist, attach files (a statement task completes itself with its
 * first file), change its status; every change in one transaction, published after commit.
 */
export function createTaskWork(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  publish: TaskPublisher;
}) {
  const { db, clock, storage, publish } = deps;
  return {
    peopleOf,
    listed,
    detail,
    comment,
    toggleChecklist,
    attach,
    download,
    setStatus,
    today,
    now,
  };

  /** A page of tasks as the lists show them: people and part counts read once for the page. */
  async function listed(
    rows: readonly repo.TaskListRow[],
    canComplete: (task: TaskRow) => boolean,
  ) {
    const [people, counts] = await Promise.all([
      peopleOf(rows.flatMap((row) => [row.assigneeId, row.createdBy, row.completedBy])),
      repo.countTaskParts(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    const day = today();
    return rows.map((row) =>
      serializeTask(row, {
        people,
        counts: counts.get(row.id),
        today: day,
        canComplete: canComplete(row),
      }),
    );
  }

  function now() {
    return clock.now();
  }

  function today() {
    return localDate(clock.now());
  }

  async function peopleOf(ids: readonly (number | null)[]): Promise<People> {
    const rows = await repo.findPeople(
      db,
      ids.filter((id): id is number => id !== null),
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function detail(taskId: number, view: TaskView): Promise<TaskDetail> {
    const task = await repo.findTask(db, taskId);
    if (!task) throw taskNotFound();
    const parts = await repo.findTaskParts(db, taskId);
    const people = await peopleOf([
      task.assigneeId,
      task.createdBy,
      task.completedBy,
      ...parts.comments.map((row) => row.authorId),
      ...parts.attachments.map((row) => row.uploadedBy),
    ]);
    const counts = {
      checklistTotal: parts.checklist.length,
      checklistDone: parts.checklist.filter((item) => item.done).length,
      comments: parts.comments.length,
      attachments: parts.attachments.length,
    };
    return {
      ...serializeTask(task, {
        people,
        counts,
        today: today(),
        canComplete: view.canComplete(task),
      }),
      checklist: parts.checklist.map(serializeChecklistItem),
      comments: parts.comments.map((row) => serializeComment(row, people)),
      attachments: parts.attachments.map((row) =>
        serializeAttachment(row, people, `${view.base}/${task.id}`),
      ),
    };
  }

  async function comment(actor: TaskActor, task: TaskRow, text: string, view: TaskView) {
    await parts.insertComment(db, {
      taskId: task.id,
      authorId: actor.id,
      text,
      createdAt: clock.now(),
    });
    await repo.updateTask(db, task.id, { updatedAt: clock.now() });
    await publish([task], { notices: false });
    return detail(task.id, view);
  }

  async function toggleChecklist(
    actor: TaskActor,
    task: TaskRow,
    itemId: number,
    done: boolean,
    view: TaskView,
  ) {
    const item = await parts.setChecklistItemDone(db, {
      taskId: task.id,
      itemId,
      done,
      by: actor.id,
      at: clock.now(),
    });
    if (!item) throw checklistItemNotFound();
    await publish([task], { notices: false });
    return detail(task.id, view);
  }

  /**
   * The bytes are stored first (type from the bytes, security R25); if the row cannot be written
   * the file is removed again. A client's file on an open «Загрузите выписку» completes it.
   */
  async function attach(
    actor: TaskActor,
    task: TaskRow,
    file: { filename: string; bytes: Buffer },
    view: TaskView & { completesStatement: boolean },
  ) {
    const upload = {
      file,
      accepted: COMPANY_DOCUMENT_UPLOAD.extensions,
      folder: `tasks/${task.companyId}`,
      fallbackName: 'file',
      errors: { missing: fileMissing, badType: fileBadType },
    };
    const changed = await storeUpload(storage, upload, (stored) =>
      db.transaction(async (tx) => {
        const locked = await repo.lockTask(tx, task.id);
        if (!locked) throw taskNotFound();
        const now = clock.now();
        await parts.insertAttachment(tx, {
          taskId: task.id,
          ...storedFileColumns(stored),
          uploadedBy: actor.id,
          createdAt: now,
        });
        const completes =
          view.completesStatement &&
          locked.kind === TASK_KIND.UPLOAD_STATEMENT &&
          isTaskActive(locked.status);
        const update = completes
          ? { status: 'done' as const, completedAt: now, completedBy: actor.id, updatedAt: now }
          : { updatedAt: now };
        return (await repo.updateTask(tx, task.id, update)) ?? locked;
      }),
    );
    await publish([changed], { notices: changed.status !== task.status });
    return detail(task.id, view);
  }

  async function download(task: TaskRow, attachmentId: number): Promise<TaskFileDownload> {
    const row = await parts.findAttachment(db, task.id, attachmentId);
    const file = row
      ? await openStoredFile(storage, row.storageKey, { name: row.name, mimeType: row.mimeType })
      : null;
    if (!file) throw attachmentNotFound();
    return file;
  }

  /**
   * Moves the task to `status` in `tx`; finishing stamps who and when, reopening clears them.
   * Answers the row before and after.
   */
  async function setStatus(tx: Db, actor: TaskActor, taskId: number, status: TaskStatus) {
    const before = await repo.lockTask(tx, taskId);
    if (!before) throw taskNotFound();
    const now = clock.now();
    const finished = !isTaskActive(status);
    const after = await repo.updateTask(tx, taskId, {
      status,
      updatedAt: now,
      completedAt: finished ? (before.completedAt ?? now) : null,
      completedBy: finished ? (isTaskActive(before.status) ? actor.id : before.completedBy) : null,
    });
    return { before, after: after ?? before };
  }
}

export type TaskWork = ReturnType<typeof createTaskWork>;
