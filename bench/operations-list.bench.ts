// Operations at scale («Must show»), on PostgreSQL (BENCH_DATABASE_URL, default the
// local `test` server; a fresh database is created and dropped):
// 1. The list of a company with 1,000,000 operations (bulk `insert … select generate_series`):
//    the first page (no filter) is the baseline; a filtered page deep in the range (direction +
//    amount + period, keyset cursor near the oldest end) should cost ≤ 1.2× it; EXPLAIN of the
//    deep query should be an index range scan with no Sort and no Seq Scan.
// 2. A generated 100,000-line 1CClientBankExchange statement imported the app's way (parse,
//    categorise, 1,000-line chunks, a progress event each): ms per 1,000 lines against a bare
//    bulk insert of the same rows (1,000 a statement, nothing else).
import { performance } from 'node:perf_hooks';

import type { OperationsFilter } from '@kabinet/domain/operations';

import type { Db } from '@kabinet/server/src/db/client.ts';
import { createOperationsAccess } from '@kabinet/server/src/features/operations/operations-access.service.ts';
import { createOperationsImportService } from '@kabinet/server/src/features/operations/operations-import.service.ts';
import {
  MAIN_ACCOUNT,
  statementBytes,
  writeStatement,
  type StatementLine,
} from '@kabinet/server/src/features/operations/operations.fixtures.ts';
import { statementOperations } from '@kabinet/server/src/features/operations/operations-statement.mapping.ts';
import {
  filterWhere,
  insertOperations,
  listOperationsPage,
  operationsPageQuery,
} from '@kabinet/server/src/features/operations/operations.repository.ts';
import { parseBankStatement } from '@kabinet/server/src/platform/bank-statement/bank-statement.ts';
import type { Realtime } from '@kabinet/server/src/platform/realtime.ts';
import type { Storage } from '@kabinet/server/src/platform/storage.ts';
import { createTestDatabase } from '@kabinet/server/src/testing/test-database.ts';
import { createCompany, createUser } from '@kabinet/server/src/testing/factories.ts';

import { numberFromEnv } from './lib/env.ts';

export interface OperationsBenchSettings {
  rows: number;
  statementLines: number;
  repeats: number;
}

const PAGE = 50;
const FILL_BATCH = 250_000;
const DAYS = 1461; // 2023-01-01 … 2026-12-31

/** 1,000,000 operations over four years: a third out, 500 counterparties, Russian purposes. */
async function fill(db: Db, companyId: number, rows: number) {
  for (let from = 1; from <= rows; from += FILL_BATCH) {
    const to = Math.min(rows, from + FILL_BATCH - 1);
    await db.execute(`
      insert into operations (company_id, account, date, number, direction, amount_kopecks,
        counterparty_name, counterparty_inn, counterparty_account, purpose, category_code,
        category_source, dedupe_key)
      select ${companyId}, '${MAIN_ACCOUNT}', date '2023-01-01' + (g * ${DAYS}::bigint / ${rows})::int,
        g::text, case when g % 3 = 0 then 'out' else 'in' end, 1000 + (g::bigint * 7919) % 10000000,
        'ООО Контрагент ' || (g % 500), lpad((7700000000 + g % 500)::text, 10, '0'),
        '4070281010000000' || lpad((g % 500)::text, 4, '0'),
        case when g % 7 = 0 then 'Аренда офиса за месяц' else 'Оплата по счёту № ' || g || ' за товары' end,
        case when g % 3 = 0 then 'other_out' else 'other_in' end, 'default', 'bench|' || g
      from generate_series(${from}, ${to}) as g`);
  }
  await db.execute('analyze operations');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timeIt(repeats: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The query text with its parameters inlined, for EXPLAIN (numbers and simple strings only). */
function inline(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value = query.params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

type Rows<T> = { rows: T[] };

async function explain(
  db: Db,
  where: Parameters<typeof operationsPageQuery>[1],
  cursor: { date: string; id: number },
) {
  const query = operationsPageQuery(db, where, cursor, PAGE + 1).toSQL();
  const result = (await db.execute(
    `explain (analyze, buffers) ${inline(query)}`,
  )) as unknown as Rows<{ 'QUERY PLAN': string }>;
  return result.rows.map((row) => row['QUERY PLAN']);
}

function statementLines(count: number): StatementLine[] {
  return Array.from({ length: count }, (_, index) => ({
    account: MAIN_ACCOUNT,
    date: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    number: String(index + 1),
    direction: index % 3 === 0 ? 'out' : 'in',
    amountKopecks: 10_000 + index,
    counterparty: {
      name: `ООО "Покупатель ${index % 200}"`,
      inn: String(7701000000 + (index % 200)),
      account: `40702810100000${String(index % 200).padStart(6, '0')}`,
    },
    purpose: `Оплата по счёту № ${index + 1} за поставку товара`,
  }));
}

function memoryStorage(): Storage {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key) ?? null,
    remove: async (key) => void files.delete(key),
    url: (key) => key,
  };
}

export async function benchOperations(settings: OperationsBenchSettings) {
  process.env.TEST_DATABASE_URL ??=
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await createTestDatabase();
  const { db } = database;
  try {
    const owner = await createUser(db);
    const company = await createCompany(db, owner.id);
    const fillStart = performance.now();
    await fill(db, company.id, settings.rows);
    const fillMs = performance.now() - fillStart;

    const filter: OperationsFilter = {
      direction: 'in',
      amount_min: 50_000,
      from: '2023-01-01',
      to: '2026-12-31',
    };
    const deepRows = (await db.execute(
      `select date::text as date, id from operations where company_id = ${company.id} and direction = 'in'
       order by date asc, id asc offset 5000 limit 1`,
    )) as unknown as Rows<{ date: string; id: number }>;
    const deep = deepRows.rows[0];
    const cursor = deep ?? { date: '2023-02-01', id: 1 };
    const everything = filterWhere(company.id, {});
    const filtered = filterWhere(company.id, filter);
    const firstMs = await timeIt(settings.repeats, () =>
      listOperationsPage(db, everything, null, PAGE + 1),
    );
    const deepMs = await timeIt(settings.repeats, () =>
      listOperationsPage(db, filtered, cursor, PAGE + 1),
    );
    const plan = await explain(db, filtered, cursor);

    // The import, the app's way, then a bare bulk insert of the same rows for another company.
    const bytes = statementBytes(
      writeStatement({
        accounts: [{ account: MAIN_ACCOUNT, openingKopecks: 0 }],
        from: '2026-01-01',
        to: '2026-12-31',
        lines: statementLines(settings.statementLines),
      }),
    );
    let progressEvents = 0;
    const realtime = {
      toUser: () => ({ emit: () => void (progressEvents += 1) }),
    } as unknown as Realtime;
    const importer = createOperationsImportService({
      db,
      clock: { now: () => new Date() },
      storage: memoryStorage(),
      realtime,
      access: createOperationsAccess(db),
    });
    // The bare insert first, each after a CHECKPOINT, so neither pays for the other's (or the
    // million-row fill's) dirty pages.
    const bareCompany = await createCompany(db, owner.id);
    const statement = parseBankStatement(bytes);
    const rows = statementOperations(statement, {
      companyId: bareCompany.id,
      importId: null,
      rules: [],
      own: new Set(statement.ownAccounts),
    });
    await db.execute('checkpoint');
    const bareStart = performance.now();
    for (let from = 0; from < rows.length; from += 1000) {
      await insertOperations(db, rows.slice(from, from + 1000));
    }
    const bareMs = performance.now() - bareStart;

    const importCompany = await createCompany(db, owner.id);
    await db.execute('checkpoint');
    const importStart = performance.now();
    const imported = await importer.upload(owner, importCompany.id, {
      filename: 'bench.txt',
      bytes,
    });
    const importMs = performance.now() - importStart;
    return {
      databaseKind: database.kind,
      fillMs,
      firstMs,
      deepMs,
      ratio: deepMs / firstMs,
      cursor,
      plan,
      indexRangeScan:
        plan.some((line) => /Index Scan/.test(line)) &&
        !plan.some((line) => /Seq Scan|Sort/.test(line)),
      import: {
        lines: settings.statementLines,
        added: imported.added,
        progressEvents,
        msPer1000: importMs / (settings.statementLines / 1000),
        bareMsPer1000: bareMs / (rows.length / 1000),
      },
    };
  } finally {
    await database.close();
  }
}

export function operationsSettingsFromEnv(): OperationsBenchSettings {
  return {
    rows: numberFromEnv('BENCH_OPERATIONS_ROWS', 1_000_000),
    statementLines: numberFromEnv('BENCH_OPERATIONS_STATEMENT', 100_000),
    repeats: numberFromEnv('BENCH_OPERATIONS_REPEATS', 200),
  };
}

export function printOperations(
  result: Awaited<ReturnType<typeof benchOperations>>,
  settings: OperationsBenchSettings,
) {
  console.log(
    `\noperations · ${result.databaseKind} · ${settings.rows} operations of one company (bulk insert ${(result.fillMs / 1000).toFixed(1)} s) · median of ${settings.repeats}`,
  );
  console.log(`first page (no filter)            ${result.firstMs.toFixed(2)} ms`);
  console.log(
    `filtered deep page (cursor ${result.cursor.date}.${result.cursor.id})  ${result.deepMs.toFixed(2)} ms  × ${result.ratio.toFixed(2)} (target ≤ 1.2)`,
  );
  console.log(
    `plan: ${result.indexRangeScan ? 'index range scan, no sort' : 'NOT an index range scan'}`,
  );
  for (const line of result.plan) console.log(`  ${line}`);
  const { import: imp } = result;
  console.log(
    `\nimport of a ${imp.lines}-line statement: ${imp.msPer1000.toFixed(1)} ms per 1,000 lines (added ${imp.added}, ${imp.progressEvents} progress events) · ` +
      `bare bulk insert of the same rows: ${imp.bareMsPer1000.toFixed(1)} ms per 1,000 · × ${(imp.msPer1000 / imp.bareMsPer1000).toFixed(2)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const settings = operationsSettingsFromEnv();
  printOperations(await benchOperations(settings), settings);
}
