import { Worker } from 'node:worker_threads';

/** What a task on a worker thread may take: its heap, and its time from start to answer. */
export type WorkerLimits = { memoryMb: number; timeoutMs: number };

/** The task's answer, or why there is none. */
export type WorkerOutcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'timeout' | 'memory' | 'failed' };

/**
 * Runs one task on its own worker thread (a `.mjs` entry that posts one message) and ends the
 * thread whatever happens: CPU-heavy parsing of uploaded files (exceljs reads a whole workbook
 * synchronously) never stops the event loop, a file that needs more memory than `memoryMb`
 * kills only its thread (V8's heap limit, `ERR_WORKER_OUT_OF_MEMORY`), and one that takes longer
 * than `timeoutMs` is terminated.
 */
export function runWorkerTask<T>(
  entry: URL,
  workerData: unknown,
  limits: WorkerLimits,
): Promise<WorkerOutcome<T>> {
  return new Promise((resolve) => {
    const worker = new Worker(entry, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
      // The thread starts bare: the parent's flags (a debugger, a watcher) are not for it.
      execArgv: [],
    });
    let settled = false;
    const finish = (outcome: WorkerOutcome<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), limits.timeoutMs);
    worker.once('message', (value: T) => finish({ ok: true, value }));
    worker.once('error', (error: Error & { code?: string }) =>
      finish({
        ok: false,
        reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed',
      }),
    );
    worker.once('exit', () => finish({ ok: false, reason: 'failed' }));
  });
}

/**
 * At most `size` tasks at once, the others wait their turn: on a small machine two heavy
 * parses side by side would take both cores from the requests.
 */
export function createTaskQueue(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its place straight to the next one waiting.
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
