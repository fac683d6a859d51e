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
import type { Storage } from '../../platform/storage.ts';
import { storeUpload } from '../../platform/uploads.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ManagementAccess } from './management-accounting-access.service.ts';
import type { NotifyManagementReports } from './management-accounting.events.ts';
import { fileBadType, fileMissing } from './management-accounting.errors.ts';
import type { ManagementActor } from './management-accounting.policy.ts';
import * as repo from './management-accounting.repository.ts';
import { assertXlsxWithinLimits } from './management-accounting-xlsx-preview-runner.service.ts';

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
 * Staff publish a management report — the bytes' type is read from the bytes (PDF or
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
    // A workbook that unpacks beyond the limits is refused before anything is stored.
    await assertXlsxWithinLimits(file.bytes);
    const now = deps.clock.now();
    const title =
      fields.title || defaultManagementTitle(fields.kind, fields.period_type, fields.period);
    const upload = {
      file,
      accepted: MANAGEMENT_FILE_UPLOAD.extensions,
      folder: `management/${companyId}`,
      fallbackName: 'report',
      errors: { missing: fileMissing, badType: fileBadType },
    };
    const row = await storeUpload(storage, upload, (stored) =>
      db.transaction(async (tx) => {
        const inserted = await repo.insertFile(tx, {
          companyId,
          kind: fields.kind,
          periodType: fields.period_type,
          period: fields.period,
          periodEnd: managementPeriodEnd(fields.period_type, fields.period),
          title,
          comment: fields.comment ?? '',
          fileName: stored.name,
          extension: stored.extension,
          mimeType: stored.mimeType,
          size: stored.size,
          storageKey: stored.key,
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
      }),
    );
    // After commit: the stored file has its row, whatever the announcing does.
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
  }
}
