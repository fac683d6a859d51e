import type { ReportsReminders } from './reports-reminders.service.ts';

/** How often the reminders sweep runs (idempotent; hourly catches each morning). */
export const REPORTS_REMINDERS_INTERVAL_MS = 3_600_000;

/** Where the schedule reports (pino-compatible). */
export type ReportsScheduleLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Runs the tax calendar reminders now and then every `intervalMs` until stopped, never
 * two runs at once in a process; other nodes may run it too (the sent marks are unique).
 * `stop()` waits for a running sweep.
 */
export function startReportsReminderSchedule(
  reminders: Pick<ReportsReminders, 'runReminders'>,
  options: { logger: ReportsScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  const { logger } = options;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const run = await reminders.runReminders();
      if (run.reminders > 0) logger.info(run, 'tax calendar reminders');
    } catch (error) {
      logger.error({ err: error }, 'tax calendar reminders failed');
    }
  };
  const start = () => {
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  };
  start();
  const timer = setInterval(start, options.intervalMs ?? REPORTS_REMINDERS_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
