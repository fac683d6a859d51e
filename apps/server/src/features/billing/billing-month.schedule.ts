import type { MonthService } from './billing-month.service.ts';

/** How often the month job runs (it is idempotent; hourly catches the 1st). */
export const MONTH_SWEEP_INTERVAL_MS = 3_600_000;

/** Where the schedule reports what went wrong (pino-compatible). */
export type MonthScheduleLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Runs the month job now and then every `intervalMs` until stopped, never two runs
 * at once in a process; other nodes may run it too (the job's locks and unique ledger sources
 * make that safe). `stop()` waits for a running sweep.
 */
export function startMonthSchedule(
  month: Pick<MonthService, 'runMonth'>,
  options: { logger: MonthScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  const { logger } = options;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const run = await month.runMonth();
      if (run.activated.length + run.charged + run.overdue > 0) {
        const counts = {
          activated: run.activated.length,
          charged: run.charged,
          overdue: run.overdue,
        };
        logger.info({ month: run.month, ...counts }, 'billing month job');
      }
    } catch (error) {
      logger.error({ err: error }, 'billing month job failed');
    }
  };
  const start = () => {
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  };
  start();
  const timer = setInterval(start, options.intervalMs ?? MONTH_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
