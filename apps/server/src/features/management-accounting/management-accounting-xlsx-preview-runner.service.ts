import type { ManagementFilePreview } from '@kabinet/domain/management-accounting';

import type { Storage } from '../../platform/storage.ts';
import { createTaskQueue, runWorkerTask, type WorkerLimits } from '../../platform/worker-task.ts';
import { inspectZip, type ZipLimits } from '../../platform/zip-inspection.ts';

import { fileTooComplex, filePreviewUnreadable } from './management-accounting.errors.ts';

/**
 * What an XLSX report may hold unpacked. A real management report is a few sheets of hundreds
 * of rows (a few MB of XML); the limits leave room for tens of thousands of rows and refuse a
 * file that unpacks to hundreds of megabytes (a «zip bomb» of 600 KiB does) before it is stored.
 */
export const MANAGEMENT_XLSX_LIMITS: ZipLimits = {
  entries: 1_000,
  unpackedBytes: 50 * 1024 * 1024,
  rows: 100_000,
  countRowsIn: /^xl\/worksheets\/[^/]+\.xml$/,
};

/** The preview's thread: exceljs holds a whole workbook of the limits above in well under this. */
export const PREVIEW_WORKER_LIMITS: WorkerLimits = { memoryMb: 512, timeoutMs: 30_000 };

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/** 422 at upload for an archive beyond MANAGEMENT_XLSX_LIMITS (a PDF passes untouched). */
export async function assertXlsxWithinLimits(bytes: Buffer): Promise<void> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) return;
  const problem = await inspectZip(bytes, MANAGEMENT_XLSX_LIMITS);
  if (problem === 'unreadable') throw filePreviewUnreadable();
  if (problem) throw fileTooComplex();
}

type Made = { preview: ManagementFilePreview } | { unreadable: true };

/**
 * Previews of XLSX reports, made once on a worker thread (PREVIEW_WORKER_LIMITS, one at a time)
 * and kept in the storage beside the report: the next request reads the stored answer, so a
 * member who reloads the page costs a file read, not another parse. A file that cannot be shown
 * (unreadable, beyond the limits, out of memory or time) is remembered as such, too.
 */
export function createXlsxPreviews(deps: { storage: Storage; limits?: WorkerLimits }) {
  const { storage } = deps;
  const queue = createTaskQueue(1);
  const making = new Map<string, Promise<Made>>();
  const worker = new URL('./management-accounting-xlsx-preview.worker.mjs', import.meta.url);
  return { preview, forget };

  /** The report's preview, or 422 when it cannot be shown. `bytes` reads the report. */
  async function preview(
    storageKey: string,
    bytes: () => Promise<Buffer | null>,
  ): Promise<ManagementFilePreview> {
    const key = previewKey(storageKey);
    let made = await stored(key);
    if (!made) {
      // Two requests for the same report wait for one parse.
      const pending = making.get(key) ?? make(key, bytes);
      making.set(key, pending);
      made = await pending.finally(() => making.delete(key));
    }
    if ('unreadable' in made) throw filePreviewUnreadable();
    return made.preview;
  }

  async function make(key: string, bytes: () => Promise<Buffer | null>): Promise<Made> {
    const file = await bytes();
    if (!file) return { unreadable: true };
    // A report stored before the upload limits, or one that slipped past them, stops here.
    if (await inspectZip(file, MANAGEMENT_XLSX_LIMITS)) return keep(key, { unreadable: true });
    const limits = deps.limits ?? PREVIEW_WORKER_LIMITS;
    const outcome = await queue(() => runWorkerTask<Made>(worker, { bytes: file }, limits));
    if (outcome.ok) return keep(key, outcome.value);
    // Out of memory is the file's doing and is remembered; out of time may be a busy machine's,
    // so a later request tries again (one at a time: the server stays responsive meanwhile).
    const made: Made = { unreadable: true };
    return outcome.reason === 'timeout' ? made : keep(key, made);
  }

  async function keep(key: string, made: Made): Promise<Made> {
    await storage.put(key, Buffer.from(JSON.stringify(made)));
    return made;
  }

  async function stored(key: string): Promise<Made | null> {
    const saved = await storage.get(key);
    return saved ? (JSON.parse(saved.toString('utf8')) as Made) : null;
  }

  /** Removes the stored preview of a report that is deleted. */
  async function forget(storageKey: string): Promise<void> {
    await storage.remove(previewKey(storageKey));
  }
}

/** `management/12/abc.xlsx` → `management/12/abc-preview.json`: beside the report, unique. */
function previewKey(storageKey: string): string {
  return storageKey.replace(/\.[a-z0-9]+$/, '-preview.json');
}

export type XlsxPreviews = ReturnType<typeof createXlsxPreviews>;
