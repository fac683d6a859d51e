import { startHourlyJob, type ScheduleLogger } from '../../platform/hourly-job.ts';

import type { AutopayRun, AutopayService } from './online-payments-autopay.service.ts';

/**
 * The autopay sweep, hourly: the month's charges first (the billing month job, idempotent), so
 * a saved card is charged on the very run that charges the month, then the autopay tries due.
 */
export function startAutopaySchedule(
  month: { runMonth(): Promise<unknown> },
  autopay: Pick<AutopayService, 'runAutopay'>,
  options: { logger: ScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  return startHourlyJob(
    'autopay of the month',
    async () => {
      await month.runMonth();
      return autopay.runAutopay();
    },
    {
      ...options,
      report: (run: AutopayRun) => (run.claimed + run.tried > 0 ? { ...run } : null),
    },
  );
}
