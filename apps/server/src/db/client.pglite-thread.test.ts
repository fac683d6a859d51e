// The embedded database (no DATABASE_URL) runs on a thread of its own behind a Unix
// socket, reached through node-postgres. What the app relies on: its queries leave the event loop
// free, transactions of concurrent requests stay apart on the one connection, and the data is
// in the directory after a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { createDatabase, type Db } from './client.ts';

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const dir = mkdtempSync(path.join(tmpdir(), 'kabinet-pglite-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded PGlite on its own thread', () => {
  it('keeps the event loop running during a long query, keeps transactions apart, persists', async () => {
    const database = createDatabase({ pgliteDir: dir });
    await database.migrate();
    const { db } = database;

    // A query of a few hundred milliseconds: on the main thread no timer could run meanwhile.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const counted = await rows<{ count: string }>(
      db,
      sql`select count(*) from generate_series(1, 2000000)`,
    );
    clearInterval(timer);
    expect(Number(counted[0]?.count)).toBe(2_000_000);
    expect(ticks).toBeGreaterThan(3);

    // Concurrent transactions on the one connection: a rolled-back one leaves nothing behind,
    // and a committed one sees only its own writes while it runs.
    await db.execute(sql`create table notes (id serial primary key, who text not null)`);
    const results = await Promise.allSettled([
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (who) values ('first')`);
        const own = await rows<{ n: string }>(tx, sql`select count(*) as n from notes`);
        expect(Number(own[0]?.n)).toBe(1);
      }),
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (who) values ('rolled back')`);
        throw new Error('rollback');
      }),
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (who) values ('third')`);
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    // A connection opened again (the old one dropped) can prepare the app's named statements
    // again: PGlite, one backend, still holds the ones the dropped connection prepared.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const named = { name: 'thread_test_notes', text: 'select count(*) as n from notes' };
    await pool.query(named);
    const dropped = await pool.connect();
    dropped.release(true);
    expect((await pool.query<{ n: string }>(named)).rows[0]?.n).toBe('2');
    await database.close();

    const reopened = createDatabase({ pgliteDir: dir });
    const notes = await rows<{ who: string }>(reopened.db, sql`select who from notes order by id`);
    expect(notes.map((row) => row.who)).toEqual(['first', 'third']);
    await reopened.close();
    // PGlite opens its files twice here, each time compiling its WebAssembly on a fresh thread.
  }, 120_000);
});
