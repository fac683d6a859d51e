// PGlite runs each query synchronously inside WebAssembly, so on the main thread a
// query stops the event loop (HTTP, sockets, timers) for its whole length — under load the bench
// saw the loop stall for hundreds of milliseconds. This thread holds the embedded database and
// serves it over PostgreSQL's wire protocol on a Unix socket (@electric-sql/pglite-socket); the
// app talks to it through node-postgres, exactly as it talks to PostgreSQL (db/client.ts).
// Plain JS, so it starts as a worker under tsx, vitest and plain node alike.
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;

try {
  const db = new PGlite(dataDir);
  await db.waitReady;
  // The app holds one connection; a second may open while a dropped one is still closing.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  });
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: String(error?.message ?? error) });
}
