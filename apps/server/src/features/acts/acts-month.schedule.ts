import type { ActsIssueService } from './acts-issue.service.ts';

/** How often the acts sweep runs (idempotent; hourly catches the 1st). */
export const ACTS_SWEEP_INTERVAL_MS = 3_600_000;

/** Where the schedule reports (pino-compatible). */
export type ActsScheduleLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Makes the past month's acts now and then every `intervalMs` until stopped, never
 * two sweeps at once in a process; other nodes may sweep too (one act per company and period).
 * `stop()` waits for a running sweep.
 */
export function startActsSchedule(
  issue: Pick<ActsIssueService, 'runMonth'>,
  options: { logger: ActsScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  const { logger } = options;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const run = await issue.runMonth();
      if (run.made > 0) logger.info({ period: run.period, made: run.made }, 'acts of the month');
    } catch (error) {
      logger.error({ err: error }, 'acts sweep failed');
    }
  };
  const start = () => {
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  };
  start();
  const timer = setInterval(start, options.intervalMs ?? ACTS_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
