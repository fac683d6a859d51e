import { FILE_TYPES } from '@kabinet/domain/files';
import {
  defaultManagementTitle,
  MANAGEMENT_FILE_UPLOAD,
  managementPeriodEnd,
  managementPeriodName,
  type ManagementFile,
  type UploadManagementFileFields,
} from '@kabinet/domain/management-accounting';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { detectFileType } from '../../platform/file-detection.ts';
import { randomString } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ManagementAccess } from './management-accounting-access.service.ts';
import type { NotifyManagementReports } from './management-accounting.events.ts';
import { fileBadType, fileMissing } from './management-accounting.errors.ts';
import type { ManagementActor } from './management-accounting.policy.ts';
import * as repo from './management-accounting.repository.ts';

/** The name a download is saved under: the uploaded one without its path or control characters. */
function storedName(uploaded: string, extension: string): string {
  const base = [...(uploaded.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '')]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"')
    .join('')
    .trim();
  return `${base.slice(0, 150) || 'report'}.${extension}`;
}

/** What publishing a report needs; the files service passes its own reads and announcer. */
export type ManagementPublishDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  audit: RecordAudit;
  access: ManagementAccess;
  notify?: NotifyManagementReports;
  get(actor: ManagementActor, companyId: number, fileId: number): Promise<ManagementFile>;
  announce(companyId: number): Promise<void>;
};

/**
 * Issue 15: staff publish a management report — the bytes' type is read from the bytes (PDF or
 * XLSX), stored through the Storage port, the row and its audit entry written in one
 * transaction; then the pages refresh and the company's client users are notified.
 */
export function createManagementPublishService(deps: ManagementPublishDeps) {
  const { db, storage, access } = deps;
  return { upload };

  async function upload(
    actor: ManagementActor,
    companyId: number,
    fields: UploadManagementFileFields,
    file: { filename: string; bytes: Buffer },
  ): Promise<ManagementFile> {
    const companyName = await access.staffCompany(actor, companyId);
    if (file.bytes.length === 0) throw fileMissing();
    const extension = await detectFileType(
      file.bytes,
      MANAGEMENT_FILE_UPLOAD.extensions,
      file.filename,
    );
    if (!extension) throw fileBadType();
    const key = `management/${companyId}/${randomString(32)}.${extension}`;
    await storage.put(key, file.bytes);
    const now = deps.clock.now();
    const title =
      fields.title || defaultManagementTitle(fields.kind, fields.period_type, fields.period);
    try {
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertFile(tx, {
          companyId,
          kind: fields.kind,
          periodType: fields.period_type,
          period: fields.period,
          periodEnd: managementPeriodEnd(fields.period_type, fields.period),
          title,
          comment: fields.comment ?? '',
          fileName: storedName(file.filename, extension),
          extension,
          mimeType: FILE_TYPES[extension].mime,
          size: file.bytes.length,
          storageKey: key,
          uploadedBy: actor.id,
          createdAt: now,
          updatedAt: now,
        });
        await deps.audit(tx, {
          actorId: actor.id,
          action: 'management_file.published',
          companyId,
          subject: { type: 'company', id: companyId, name: companyName },
          before: null,
          after: { file_id: inserted.id, kind: inserted.kind, period: inserted.period, title },
        });
        return inserted;
      });
      await deps.announce(companyId);
      await deps.notify?.({
        companyId,
        fileId: row.id,
        kind: row.kind,
        periodName: managementPeriodName(row.periodType, row.period),
        title,
        actorUserId: actor.id,
      });
      return deps.get(actor, companyId, row.id);
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
  }
}
