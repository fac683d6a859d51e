import { describe, expect, it } from 'vitest';

import { startHourlyJob } from './hourly-job.ts';

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    info: (details: object, message: string) =>
      lines.push(`info ${message} ${JSON.stringify(details)}`),
    error: (_details: object, message: string) => lines.push(`error ${message}`),
  };
}

describe('startHourlyJob', () => {
  it('runs at once, logs what the report gives, and stop() waits for the running sweep', async () => {
    const logger = recordingLogger();
    let finished = false;
    const schedule = startHourlyJob(
      'sweep',
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
        return { done: 2 };
      },
      { logger, report: (run) => (run.done > 0 ? run : null) },
    );
    await schedule.stop();
    expect(finished).toBe(true);
    expect(logger.lines).toEqual(['info sweep {"done":2}']);
  });

  it('never runs two sweeps at once in a process, and logs a failure instead of throwing', async () => {
    const logger = recordingLogger();
    let running = 0;
    let most = 0;
    let calls = 0;
    const schedule = startHourlyJob(
      'sweep',
      async () => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        throw new Error('database down');
      },
      { logger, intervalMs: 5 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await schedule.stop();
    expect(calls).toBeGreaterThan(1);
    expect(most).toBe(1);
    expect(logger.lines.every((line) => line === 'error sweep failed')).toBe(true);
  });
});
