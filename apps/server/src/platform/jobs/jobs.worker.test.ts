// The PostgreSQL job queue on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): finished jobs go, failed ones come back later and later, the hopeless
// ones stay as dead letters, two workers never share a job, and a dead worker's job returns.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { createTestClock, type TestClock } from '../../testing/test-clock.ts';
import { createTestDatabase } from '../../testing/test-database.ts';

import { claimDueJobs, deleteJob } from './jobs-store.ts';
import { giveUp, retryLater, type ClaimedJob, type JobLogger } from './jobs.types.ts';
import { createJobWorker, type JobWorkerOptions } from './jobs.worker.ts';

let database: Database;
let clock: TestClock;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
  clock = createTestClock();
});

type Logged = { level: string; message: string; details: Record<string, unknown> };

function recordingLogger(): JobLogger & { lines: Logged[] } {
  const lines: Logged[] = [];
  const at = (level: string) => (details: Record<string, unknown>, message: string) =>
    void lines.push({ level, message, details });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

function worker(options: Partial<JobWorkerOptions> = {}) {
  // random 0: the delays are exactly base × 2^(attempt−1).
  return createJobWorker({ db: database.db, clock, random: () => 0, ...options });
}

const rows = () => database.db.select().from(jobs).orderBy(asc(jobs.id));
const secondsUntil = (date: Date) => (date.getTime() - clock.now().getTime()) / 1000;

describe('job worker', () => {
  it('runs a due job once with its payload and deletes it', async () => {
    const seen: ClaimedJob[] = [];
    const queue = worker();
    queue.handle('push', async (job) => void seen.push(job));
    await queue.enqueue(database.db, [
      { queue: 'push', payload: { notification_id: 'a', device_id: 1 } },
      { queue: 'push', payload: { notification_id: 'a', device_id: 2 } },
    ]);
    expect(await rows()).toHaveLength(2);

    expect(await queue.drain()).toBe(2);
    expect(seen.map((job) => job.payload.device_id).sort()).toEqual([1, 2]);
    expect(seen.every((job) => job.attempts === 1)).toBe(true);
    expect(await rows()).toEqual([]);
    expect(await queue.drain()).toBe(0);
  });

  it('waits for run_at by the app clock and leaves queues it has no handler for', async () => {
    const queue = worker();
    let runs = 0;
    queue.handle('push', async () => void runs++);
    await queue.enqueue(database.db, { queue: 'push', payload: {}, runAt: clock.now() });
    await queue.enqueue(database.db, {
      queue: 'push',
      payload: {},
      runAt: new Date(clock.now().getTime() + 60_000),
    });
    await queue.enqueue(database.db, { queue: 'mail', payload: {} });
    expect(await queue.drain()).toBe(1);
    clock.advance(60);
    expect(await queue.drain()).toBe(1);
    expect(runs).toBe(2);
    expect((await rows()).map((row) => row.queue)).toEqual(['mail']);
  });

  it('retries a failing job later and later, then keeps it as a dead letter', async () => {
    const logger = recordingLogger();
    const queue = worker({ logger, backoff: { baseMs: 10_000, maxMs: 3_600_000 } });
    let runs = 0;
    queue.handle('push', async () => {
      runs += 1;
      throw new Error(`push service answered 503 (${runs})`);
    });
    await queue.enqueue(database.db, { queue: 'push', payload: {}, maxAttempts: 4 });

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await queue.drain()).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: attempt, failedAt: null, lockedUntil: null });
      expect(row?.lastError).toBe(`push service answered 503 (${attempt})`);
      delays.push(secondsUntil(row!.runAt));
      // Not due before its time.
      clock.advance(delays.at(-1)! - 1);
      expect(await queue.drain()).toBe(0);
      clock.advance(1);
    }
    expect(delays).toEqual([10, 20, 40]);

    expect(await queue.drain()).toBe(1);
    const [dead] = await rows();
    expect(dead).toMatchObject({ attempts: 4, lastError: 'push service answered 503 (4)' });
    expect(dead?.failedAt?.getTime()).toBe(clock.now().getTime());
    clock.advance(86_400);
    expect(await queue.drain()).toBe(0);
    expect(runs).toBe(4);
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(3);
    expect(logger.lines.at(-1)).toMatchObject({
      level: 'error',
      message: 'job failed: out of attempts',
      details: { jobId: dead?.id, queue: 'push', attempts: 4 },
    });
  });

  it('adds jitter on top of the exponential delay', async () => {
    const queue = worker({ random: () => 1, backoff: { baseMs: 10_000, maxMs: 3_600_000 } });
    queue.handle('push', async () => {
      throw new Error('down');
    });
    await queue.enqueue(database.db, { queue: 'push', payload: {} });
    await queue.drain();
    expect(secondsUntil((await rows())[0]!.runAt)).toBe(15);
  });

  it('honours the retry-after a handler passes on, and gives up at once when told to', async () => {
    const queue = worker();
    queue.handle('push', async (job) => {
      if (job.payload.kind === 'busy') throw retryLater('429', 90_000);
      throw giveUp('400 bad request');
    });
    await queue.enqueue(database.db, [
      { queue: 'push', payload: { kind: 'busy' } },
      { queue: 'push', payload: { kind: 'broken' } },
    ]);
    await queue.drain();
    const [busy, broken] = await rows();
    expect(secondsUntil(busy!.runAt)).toBe(90);
    expect(busy?.failedAt).toBeNull();
    expect(broken).toMatchObject({ attempts: 1, lastError: '400 bad request' });
    expect(broken?.failedAt).not.toBeNull();
  });

  it('never gives one job to two workers claiming at the same time', async () => {
    const runs = new Map<number, number>();
    const handler = async (job: ClaimedJob) => {
      await new Promise((resolve) => setImmediate(resolve));
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
    };
    const first = worker({ batchSize: 3 });
    const second = worker({ batchSize: 3 });
    first.handle('push', handler);
    second.handle('push', handler);
    await first.enqueue(
      database.db,
      Array.from({ length: 40 }, (_, n) => ({ queue: 'push', payload: { n } })),
    );

    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a + b).toBe(40);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await rows()).toEqual([]);
  });

  it("runs a crashed worker's job again once its lease has run out", async () => {
    const queue = worker({ leaseMs: 60_000 });
    const seen: ClaimedJob[] = [];
    queue.handle('push', async (job) => void seen.push(job));
    await queue.enqueue(database.db, { queue: 'push', payload: {} });
    // Another process claimed it and died before finishing.
    const now = clock.now();
    const [taken] = await claimDueJobs(database.db, {
      queues: ['push'],
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
      limit: 1,
    });
    expect(taken?.attempts).toBe(1);

    expect(await queue.drain()).toBe(0);
    clock.advance(59);
    expect(await queue.drain()).toBe(0);
    clock.advance(1);
    expect(await queue.drain()).toBe(1);
    expect(seen[0]?.attempts).toBe(2);
    expect(await rows()).toEqual([]);
  });

  it('a late finish of an expired lease does not undo the new holder’s retry', async () => {
    const queue = worker();
    queue.handle('push', async () => {
      throw new Error('down');
    });
    await queue.enqueue(database.db, { queue: 'push', payload: {} });
    const now = clock.now();
    const lease = { queues: ['push'], now, leaseUntil: now, limit: 1 };
    const [stale] = await claimDueJobs(database.db, lease);
    await queue.drain(); // the lease is already over: claimed again (attempt 2) and rescheduled
    await deleteJob(database.db, stale!);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, lastError: 'down' });
  });

  it('buries a job whose last attempt died with its worker', async () => {
    const queue = worker();
    let runs = 0;
    queue.handle('push', async () => void runs++);
    await queue.enqueue(database.db, { queue: 'push', payload: {}, maxAttempts: 1 });
    const now = clock.now();
    await claimDueJobs(database.db, { queues: ['push'], now, leaseUntil: now, limit: 1 });
    expect(await queue.drain()).toBe(1);
    expect(runs).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, lastError: 'lease expired' });
    expect(row?.failedAt).not.toBeNull();
  });

  it('when started, wakes on enqueue and finishes the running job before stopping', async () => {
    const queue = worker({ pollMs: 60_000 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    queue.handle('push', async () => {
      started();
      await gate;
      finished = true;
    });
    queue.start();
    // Let the first (empty) poll pass: a 60 s poll would make a missed wake-up obvious.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue.enqueue(database.db, { queue: 'push', payload: {} });
    await running;

    const stopped = queue.stop();
    let stopResolved = false;
    void stopped.then(() => (stopResolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopResolved).toBe(false);
    release();
    await stopped;
    expect(finished).toBe(true);
    expect(await rows()).toEqual([]);

    // Stopped: an enqueue no longer runs anything.
    await queue.enqueue(database.db, { queue: 'push', payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows()).toHaveLength(1);
    await database.db.delete(jobs).where(eq(jobs.queue, 'push'));
  });
});
