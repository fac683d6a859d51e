import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import { TASK_KIND, isTaskActive } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { TaskRow } from '../../db/schema/tasks.ts';
import type { Clock } from '../../platform/clock.ts';
import { openStoredFile, type OutgoingFile } from '../../platform/stored-file.ts';
import type { Storage } from '../../platform/storage.ts';
import { storedFileColumns, storeUpload } from '../../platform/uploads.ts';

import { taskDetail, type TaskView } from './tasks-detail.service.ts';
import { attachmentNotFound, fileBadType, fileMissing, taskNotFound } from './tasks.errors.ts';
import type { TaskPublisher } from './tasks.events.ts';
import type { TaskActor } from './tasks.policy.ts';
import * as parts from './tasks-parts.repository.ts';
import * as repo from './tasks.repository.ts';

/** A file on its way out. */
export type TaskFileDownload = OutgoingFile;

/** What a task's files need: the stored bytes beside the rows. */
export type TaskFileDeps = { db: Db; clock: Clock; storage: Storage; publish: TaskPublisher };

/**
 * The bytes are stored first (type from the bytes, security R25); if the row cannot be written
 * the file is removed again. A client's file on an open «Загрузите выписку» completes it.
 */
export async function attachTaskFile(
  deps: TaskFileDeps,
  actor: TaskActor,
  task: TaskRow,
  file: { filename: string; bytes: Buffer },
  view: TaskView & { completesStatement: boolean },
) {
  const { db, clock, storage, publish } = deps;
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
  return taskDetail(deps, task.id, view);
}

export async function downloadTaskFile(
  deps: Pick<TaskFileDeps, 'db' | 'storage'>,
  task: TaskRow,
  attachmentId: number,
): Promise<TaskFileDownload> {
  const row = await parts.findAttachment(deps.db, task.id, attachmentId);
  const file = row
    ? await openStoredFile(deps.storage, row.storageKey, { name: row.name, mimeType: row.mimeType })
    : null;
  if (!file) throw attachmentNotFound();
  return file;
}
