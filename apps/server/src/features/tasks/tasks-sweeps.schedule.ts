import type { TaskSweeps } from './tasks-sweeps.service.ts';

/** How often the sweep runs (idempotent; hourly catches the 1st and the mornings). */
export const TASK_SWEEP_INTERVAL_MS = 3_600_000;

/** Where the schedule reports (pino-compatible). */
export type TaskScheduleLogger = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/**
 * Runs the tasks sweep (statement tasks, reminders) now and then every `intervalMs`
 * until stopped, never two runs at once in a process; other nodes may run it too (unique source
 * keys and skip-locked reminders make that safe). `stop()` waits for a running sweep.
 */
export function startTaskSchedule(
  sweeps: Pick<TaskSweeps, 'runSweep'>,
  options: { logger: TaskScheduleLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  const { logger } = options;
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const run = await sweeps.runSweep();
      if (run.statementsOpened + run.reminders > 0) logger.info(run, 'tasks sweep');
    } catch (error) {
      logger.error({ err: error }, 'tasks sweep failed');
    }
  };
  const start = () => {
    if (running) return;
    running = sweep().finally(() => {
      running = null;
    });
  };
  start();
  const timer = setInterval(start, options.intervalMs ?? TASK_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
