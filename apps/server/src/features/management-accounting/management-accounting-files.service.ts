import {
  managementPeriodEnd,
  type ManagementFile,
  type UpdateManagementFileBody,
} from '@kabinet/domain/management-accounting';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { openStoredFile } from '../../platform/stored-file.ts';
import { emitToUsers, type Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ManagementAccess } from './management-accounting-access.service.ts';
import { createManagementPublishService } from './management-accounting-publish.service.ts';
import type { NotifyManagementReports } from './management-accounting.events.ts';
import { fileNotFound, filePreviewOnlyXlsx } from './management-accounting.errors.ts';
import type { ManagementActor } from './management-accounting.policy.ts';
import * as repo from './management-accounting.repository.ts';
import { serializeManagementFile } from './management-accounting.serializers.ts';
import { createXlsxPreviews } from './management-accounting-xlsx-preview-runner.service.ts';

type FilesDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  audit: RecordAudit;
  access: ManagementAccess;
  notify?: NotifyManagementReports;
};

/** A report of a company the actor sees, or 404. */
async function visibleFile(
  deps: Pick<FilesDeps, 'db' | 'access'>,
  actor: ManagementActor,
  companyId: number,
  fileId: number,
) {
  await deps.access.visibleCompany(actor, companyId);
  const row = await repo.findFile(deps.db, companyId, fileId);
  if (!row) throw fileNotFound();
  return row;
}

/** The company's pages refresh their reports. */
async function announceFiles(deps: FilesDeps, companyId: number) {
  const audience = await deps.access.audienceOf(companyId);
  emitToUsers(deps.realtime, audience, 'ManagementAccountingChanged', {
    company_id: companyId,
    part: 'files',
  });
}

/** Staff change a report's title, kind, period or comment; audited, the pages refresh. */
async function updateFile(
  deps: FilesDeps,
  actor: ManagementActor,
  companyId: number,
  fileId: number,
  body: UpdateManagementFileBody,
): Promise<ManagementFile> {
  const companyName = await deps.access.staffCompany(actor, companyId);
  const { file } = await visibleFile(deps, actor, companyId, fileId);
  const period =
    body.period_type && body.period !== undefined
      ? {
          periodType: body.period_type,
          period: body.period,
          periodEnd: managementPeriodEnd(body.period_type, body.period),
        }
      : {};
  await deps.db.transaction(async (tx) => {
    await repo.updateFile(tx, fileId, {
      ...(body.title ? { title: body.title } : {}),
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
      ...(body.kind ? { kind: body.kind } : {}),
      ...period,
      updatedAt: deps.clock.now(),
    });
    await deps.audit(tx, {
      actorId: actor.id,
      action: 'management_file.updated',
      companyId,
      subject: { type: 'company', id: companyId, name: companyName },
      before: { file_id: fileId, title: file.title, period: file.period, kind: file.kind },
      after: { file_id: fileId, ...body },
    });
  });
  await announceFiles(deps, companyId);
  return serializeManagementFile(await visibleFile(deps, actor, companyId, fileId));
}

/**
 * Management reports: staff upload them (PDF or XLSX, the type read from the bytes) —
 * that publishes them: the company's client users are notified and its pages refresh; the
 * client lists, previews and downloads them. Staff change the title, kind, period and comment,
 * or delete one. Every staff change is audited.
 */
export function createManagementFilesService(deps: FilesDeps) {
  const { db, storage, access } = deps;
  const previews = createXlsxPreviews({ storage });
  const announce = (companyId: number) => announceFiles(deps, companyId);
  const publish = createManagementPublishService({ ...deps, get, announce });
  return {
    list,
    get,
    download,
    preview,
    upload: publish.upload,
    update: (
      actor: ManagementActor,
      companyId: number,
      fileId: number,
      body: UpdateManagementFileBody,
    ) => updateFile(deps, actor, companyId, fileId, body),
    remove,
  };

  async function list(actor: ManagementActor, companyId: number): Promise<ManagementFile[]> {
    await access.visibleCompany(actor, companyId);
    return (await repo.listFiles(db, companyId)).map(serializeManagementFile);
  }

  async function get(actor: ManagementActor, companyId: number, fileId: number) {
    return serializeManagementFile(await visibleFile(deps, actor, companyId, fileId));
  }

  async function download(actor: ManagementActor, companyId: number, fileId: number) {
    const { file } = await visibleFile(deps, actor, companyId, fileId);
    const outgoing = await openStoredFile(storage, file.storageKey, {
      name: file.fileName,
      mimeType: file.mimeType,
    });
    if (!outgoing) throw fileNotFound();
    return outgoing;
  }

  /** An XLSX report's first sheets as tables (the download's access), made once off the loop. */
  async function preview(actor: ManagementActor, companyId: number, fileId: number) {
    const { file } = await visibleFile(deps, actor, companyId, fileId);
    if (file.extension !== 'xlsx') throw filePreviewOnlyXlsx();
    return previews.preview(file.storageKey, () => storage.get(file.storageKey));
  }

  async function remove(actor: ManagementActor, companyId: number, fileId: number) {
    const companyName = await access.staffCompany(actor, companyId);
    const { file } = await visibleFile(deps, actor, companyId, fileId);
    await db.transaction(async (tx) => {
      await repo.deleteFile(tx, fileId);
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'management_file.deleted',
        companyId,
        subject: { type: 'company', id: companyId, name: companyName },
        before: { file_id: fileId, title: file.title, period: file.period },
        after: null,
      });
    });
    await storage.remove(file.storageKey);
    await previews.forget(file.storageKey);
    await announce(companyId);
  }
}

export type ManagementFilesService = ReturnType<typeof createManagementFilesService>;
