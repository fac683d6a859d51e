import { COMPANY_DOCUMENT_UPLOAD } from '@kabinet/domain/files';
import {
  canAttachReceipt,
  canReplaceReportFile,
  type Report,
  type ReportFileSlot,
} from '@kabinet/domain/reports';

import type { Clock } from '../../platform/clock.ts';
import { openStoredFile } from '../../platform/stored-file.ts';
import type { Storage } from '../../platform/storage.ts';
import { storeUpload } from '../../platform/uploads.ts';

import type { ReportsAccess, ReportsReader } from './reports-access.service.ts';
import { announceReportChange, type AnnounceDeps } from './reports-announce.service.ts';
import {
  fileBadType,
  fileLocked,
  fileMissing,
  receiptTooEarly,
  reportFileNotFound,
  reportNotFound,
} from './reports.errors.ts';
import * as repo from './reports.repository.ts';
import { clearedSignature } from './reports-moves.service.ts';

/**
 * The report file and the office's receipt or protocol, through the Storage port; the
 * type is detected from the bytes (PDF, Word, Excel, JPG, PNG up to 20 MB, as documents). A new
 * report file clears the client's signature and opens a new signing round (the signature was
 * of the old file); the file of a sent report stays as sent.
 */
export function createReportFilesService(
  deps: AnnounceDeps & { clock: Clock; storage: Storage; access: ReportsAccess },
) {
  const { db, storage, access } = deps;
  return { upload, download };

  async function upload(
    actor: ReportsReader,
    companyId: number,
    reportId: number,
    slot: ReportFileSlot,
    file: { filename: string; bytes: Buffer },
  ): Promise<Report> {
    await access.staffCompany(actor, companyId);
    const { row } = await access.visibleReport(actor, companyId, reportId);
    if (slot === 'report' && !canReplaceReportFile(row.status)) throw fileLocked();
    if (slot === 'receipt' && !canAttachReceipt(row.status)) throw receiptTooEarly();
    const upload = {
      file,
      accepted: COMPANY_DOCUMENT_UPLOAD.extensions,
      folder: `reports/${companyId}`,
      fallbackName: 'report',
      errors: { missing: fileMissing, badType: fileBadType },
    };
    const previous = await storeUpload(storage, upload, (stored) => {
      const at = deps.clock.now();
      return db.transaction(async (tx) => {
        const locked = await repo.lockReport(tx, reportId);
        if (!locked) throw reportNotFound();
        if (slot === 'report') {
          await repo.updateReport(tx, reportId, {
            ...{ fileName: stored.name, fileMime: stored.mimeType, fileSize: stored.size },
            ...{ fileKey: stored.key, fileUploadedAt: at, updatedAt: at },
            ...clearedSignature,
            signRound: locked.signRound + 1,
          });
          return locked.fileKey;
        }
        await repo.updateReport(tx, reportId, {
          ...{ receiptName: stored.name, receiptMime: stored.mimeType, receiptSize: stored.size },
          ...{ receiptKey: stored.key, receiptUploadedAt: at, updatedAt: at },
        });
        return locked.receiptKey;
      });
    });
    if (previous) await storage.remove(previous);
    return announceReportChange(deps, {
      reportId,
      event: null,
      audience: 'client',
      actorId: actor.id,
    });
  }

  async function download(
    actor: ReportsReader,
    companyId: number,
    reportId: number,
    slot: ReportFileSlot,
  ) {
    const { row } = await access.visibleReport(actor, companyId, reportId);
    const [name, mime, key] =
      slot === 'report'
        ? [row.fileName, row.fileMime, row.fileKey]
        : [row.receiptName, row.receiptMime, row.receiptKey];
    const file = name && mime ? await openStoredFile(storage, key, { name, mimeType: mime }) : null;
    if (!file) throw reportFileNotFound();
    return file;
  }
}

export type ReportFilesService = ReturnType<typeof createReportFilesService>;
