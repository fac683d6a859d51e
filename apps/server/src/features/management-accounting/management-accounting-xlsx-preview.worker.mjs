// The preview of an XLSX report, made on a worker thread (management-accounting-xlsx-preview-runner
// .service.ts starts it with a heap limit and a timeout): exceljs reads the whole workbook
// synchronously, which on the main thread would stop every other request for as long. Plain JS
// that registers tsx, so it starts the same under tsx, vitest and plain node; the work itself is
// the TypeScript module.
import { parentPort, workerData } from 'node:worker_threads';

import { register } from 'tsx/esm/api';

register();
const { readXlsxPreview } = await import('./management-accounting-xlsx-preview.service.ts');

try {
  const preview = await readXlsxPreview(Buffer.from(workerData.bytes));
  parentPort.postMessage({ preview });
} catch {
  parentPort.postMessage({ unreadable: true });
}
