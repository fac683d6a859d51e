/** How often the idempotent background sweeps run (hourly catches the 1st of a month). */
export const HOURLY_MS = 3_600_000;

/** Where a schedule reports (pino-compatible). */
export type ScheduleLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Runs `job` now and then every `intervalMs` (an hour by default) until stopped, never two runs
 * at once in a process; other nodes may run it too, so the job must be idempotent. What it
 * returns is logged when `report` gives details; a failure is logged, never thrown. `stop()`
 * waits for a running sweep.
 */
export function startHourlyJob<T>(
  name: string,
  job: () => Promise<T>,
  options: { logger: ScheduleLogger; intervalMs?: number; report?: (run: T) => object | null },
): { stop(): Promise<void> } {
  const { logger } = options;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const run = await job();
      const details = options.report?.(run) ?? null;
      if (details) logger.info(details, name);
    } catch (error) {
      logger.error({ err: error }, `${name} failed`);
    }
  };
  const start = () => {
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  };
  start();
  const timer = setInterval(start, options.intervalMs ?? HOURLY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
