import type { OperationsImportProgress } from '@kabinet/domain/operations';

import type { Realtime } from '../../platform/realtime.ts';

/**
 * Port: how many operations a month the company's active tariff includes (its `operations_count`
 * parameter), or null with no active tariff or no such parameter. services.ts fills it from
 * company-tariffs.
 */
export type IncludedOperations = (companyId: number) => Promise<number | null>;

/**
 * Port: a statement import finished — the tasks feature completes the company's
 * «Загрузите выписку за <месяц>» tasks of these months ('YYYY-MM') and announces them. Filled by
 * services.ts; never throws.
 */
export type StatementImported = (companyId: number, months: readonly string[]) => Promise<void>;

/** Publishes an import's progress on the uploader's private channel (after each chunk commits). */
export function publishImportProgress(
  realtime: Realtime,
  userId: number | null,
  progress: OperationsImportProgress,
): void {
  if (userId !== null) realtime.toUser(userId).emit('OperationsImportProgress', progress);
}
