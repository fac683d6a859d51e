// The states of a statement import and their names, without zod, so the operations page
// names them without loading the schemas (docs/testing.md «JavaScript budgets»).

/** The states of an uploaded statement's import. */
export const IMPORT_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_NAMES: Record<ImportStatus, string> = {
  queued: 'В очереди',
  processing: 'Загружается',
  done: 'Загружена',
  failed: 'Ошибка',
};
