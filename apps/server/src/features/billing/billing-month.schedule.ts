import { HOURLY_MS, startHourlyJob, type ScheduleLogger } from '../../platform/hourly-job.ts';

import type { MonthService } from './billing-month.service.ts';

/** How often the month job runs (it is idempotent; hourly catches the 1st). */
export const MONTH_SWEEP_INTERVAL_MS = HOURLY_MS;

/** Where the schedule reports what went wrong (pino-compatible). */
export type MonthScheduleLogger = ScheduleLogger;

/**
 * Runs the month job now and then every `intervalMs` until stopped, never two runs
 * at once in a process; other nodes may run it too (the job's locks and unique ledger sources
 * make that safe). `stop()` waits for a running sweep.
 */
export function startMonthSchedule(
  month: Pick<MonthService, 'runMonth'>,
  options: { logger: MonthScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  return startHourlyJob('billing month job', () => month.runMonth(), {
    ...options,
    report: (run) =>
      run.activated.length + run.charged + run.overdue > 0
        ? {
            month: run.month,
            activated: run.activated.length,
            charged: run.charged,
            overdue: run.overdue,
          }
        : null,
  });
}
