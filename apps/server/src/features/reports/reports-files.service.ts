import { COMPANY_DOCUMENT_UPLOAD, FILE_TYPES } from '@kabinet/domain/files';
import {
  canAttachReceipt,
  canReplaceReportFile,
  type Report,
  type ReportFileSlot,
} from '@kabinet/domain/reports';

import type { Clock } from '../../platform/clock.ts';
import { detectFileType } from '../../platform/file-detection.ts';
import { randomString } from '../../platform/secrets.ts';
import type { Storage } from '../../platform/storage.ts';

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

/** A display name safe for a header: no path, no control characters, ≤ 150 characters. */
function displayName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 150);
  return `${clean || 'report'}.${extension}`;
}

/**
 * Issue 15: the report file and the office's receipt or protocol, through the Storage port; the
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
    if (file.bytes.length === 0) throw fileMissing();
    const extension = await detectFileType(
      file.bytes,
      COMPANY_DOCUMENT_UPLOAD.extensions,
      file.filename,
    );
    if (!extension) throw fileBadType();
    const key = `reports/${companyId}/${randomString(32)}.${extension}`;
    await storage.put(key, file.bytes);
    const stored = {
      name: displayName(file.filename, extension),
      mime: FILE_TYPES[extension].mime,
      size: file.bytes.length,
      key,
      at: deps.clock.now(),
    };
    const previous = await db
      .transaction(async (tx) => {
        const locked = await repo.lockReport(tx, reportId);
        if (!locked) throw reportNotFound();
        if (slot === 'report') {
          await repo.updateReport(tx, reportId, {
            ...{ fileName: stored.name, fileMime: stored.mime, fileSize: stored.size },
            ...{ fileKey: key, fileUploadedAt: stored.at, updatedAt: stored.at },
            ...clearedSignature,
            signRound: locked.signRound + 1,
          });
          return locked.fileKey;
        }
        await repo.updateReport(tx, reportId, {
          ...{ receiptName: stored.name, receiptMime: stored.mime, receiptSize: stored.size },
          ...{ receiptKey: key, receiptUploadedAt: stored.at, updatedAt: stored.at },
        });
        return locked.receiptKey;
      })
      .catch(async (error: unknown) => {
        await storage.remove(key);
        throw error;
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
    const bytes = key ? await storage.get(key) : null;
    if (!name || !mime || !bytes) throw reportFileNotFound();
    return { name, mimeType: mime, bytes };
  }
}

export type ReportFilesService = ReturnType<typeof createReportFilesService>;
