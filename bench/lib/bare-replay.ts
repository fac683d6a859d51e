import Fastify from 'fastify';
import pg from 'pg';

/** A query as node-postgres received it (text, values, and a name when prepared). */
type CapturedQuery = pg.QueryConfig & { rowMode?: string };

/**
 * The SQL one request runs, exactly: the query configs node-postgres receives while `request`
 * runs (every pool client is a pg.Client), in order. The bench's app is the only user of the
 * database meanwhile, so everything captured is the request's.
 */
export async function captureQueries(request: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function capture(this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    if (typeof config === 'string') {
      captured.push({ text: config, values: values as unknown[] });
    } else if (config && typeof config === 'object' && 'text' in config) {
      // Drizzle passes the values beside the config.
      const { name, text, values: bound, rowMode } = config as CapturedQuery;
      captured.push({ name, text, values: bound ?? (values as unknown[]), rowMode });
    }
    return original.apply(this, args);
  };
  try {
    await request();
  } finally {
    prototype.query = original;
  }
  return captured;
}

/**
 * The baseline of the user-full target: a bare Fastify app whose one route runs `queries`
 * one after another on a node-postgres pool of the app's size (prepared ones by the same name)
 * and answers their rows as JSON — the same SQL with no auth hooks, policy, serializers or
 * plugins around it.
 */
export async function startBareReplay(url: string, queries: CapturedQuery[]) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/replay', async () => {
    const results: unknown[] = [];
    for (const query of queries) results.push((await pool.query({ ...query })).rows);
    return results;
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
