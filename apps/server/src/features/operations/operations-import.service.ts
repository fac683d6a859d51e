import { randomUUID } from 'node:crypto';

import { statementOwnership, type OperationsImport } from '@kabinet/domain/operations';
import { formatPersonName } from '@kabinet/domain/shared';
import { statementMonthsCovered } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { OperationImportRow } from '../../db/schema/operations.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { parseBankStatement } from '../../platform/bank-statement/bank-statement.ts';
import { BankStatementError } from '../../platform/bank-statement/bank-statement.errors.ts';
import type { BankStatement } from '../../platform/bank-statement/bank-statement.types.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import type { ClaimedJob, JobQueue } from '../../platform/jobs/jobs.types.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';

import type { OperationsAccess } from './operations-access.service.ts';
import * as imports from './operations-imports.repository.ts';
import { balanceRowsOf, domainRules, statementOperations } from './operations-statement.mapping.ts';
import { foreignStatement, importNotFound, noOwnOperations } from './operations.errors.ts';
import { publishImportProgress, type StatementImported } from './operations.events.ts';
import { insertOperations, listRules } from './operations.repository.ts';
import { serializeImport } from './operations.serializers.ts';

/** The queue the statement imports run on (platform/jobs). */
export const OPERATIONS_IMPORT_QUEUE = 'operations-import';

/** Lines per transaction: a progress event after each, and where a restarted job goes on from. */
export const IMPORT_CHUNK = 1000;

type Uploader = Pick<UserRow, 'id' | 'roleSlug' | 'name' | 'lastName'>;

export type ImportDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  realtime: Realtime;
  access: OperationsAccess;
  /** The job queue; without one (a process with no worker) the import runs before answering. */
  jobs?: JobQueue;
  statementImported?: StatementImported;
};

/**
 * The statement's operations for the company, placed by its known accounts (requisites, earlier
 * statements) and the statement's own; the known ones are answered for the ownership check.
 */
async function companyOperations(
  db: Db,
  companyId: number,
  importId: number | null,
  statement: BankStatement,
) {
  const known = await imports.knownAccounts(db, companyId);
  const own = new Set([...known, ...statement.ownAccounts]);
  const rules = domainRules(await listRules(db, companyId));
  return { known, rows: statementOperations(statement, { companyId, importId, rules, own }) };
}

function parse(bytes: Uint8Array): BankStatement {
  try {
    return parseBankStatement(bytes);
  } catch (error) {
    if (error instanceof BankStatementError) throw fieldError('file', error.message, error.code);
    throw error;
  }
}

/**
 * A statement upload. The file is parsed at once (a broken file, or one that is not of the
 * company's accounts, is a 422 with a Russian message), kept in storage, and its operations are
 * added by a job in chunks of
 * {@link IMPORT_CHUNK} — each chunk one transaction, followed by `OperationsImportProgress` to the
 * uploader — so a 100,000-line statement neither holds the request nor one huge transaction.
 */
export function createOperationsImportService(deps: ImportDeps) {
  const { db, clock, storage, access } = deps;
  const { handle, run } = createImportRunner(deps);
  return { upload, getImport, listImports, handle, run };

  async function upload(
    actor: Uploader,
    companyId: number,
    file: { filename: string; bytes: Buffer },
  ): Promise<OperationsImport> {
    await access.writable(actor, companyId);
    const statement = parse(file.bytes);
    const { known, rows } = await companyOperations(db, companyId, null, statement);
    // None of the statement's accounts is the company's: refused. A company that knows none yet
    // (no account in its requisites, no statement before) learns them from this one, as an
    // accountant's program does from the first bank file.
    if (statementOwnership(statement.ownAccounts, known) === 'foreign') {
      throw foreignStatement(statement.ownAccounts);
    }
    const total = rows.length;
    if (total === 0) throw noOwnOperations();
    const storageKey = `operations/${companyId}/${randomUUID()}.txt`;
    await storage.put(storageKey, file.bytes);
    const row = await db.transaction(async (tx) => {
      const created = await imports.insertImport(tx, {
        companyId,
        uploadedBy: actor.id,
        uploaderName: formatPersonName(actor.name, actor.lastName),
        fileName: file.filename,
        storageKey,
        status: 'queued',
        total,
        createdAt: clock.now(),
      });
      await imports.insertBalances(
        tx,
        balanceRowsOf(statement, { companyId, importId: created.id }),
      );
      await deps.jobs?.enqueue(tx, {
        queue: OPERATIONS_IMPORT_QUEUE,
        payload: { importId: created.id },
      });
      return created;
    });
    if (!deps.jobs) return serializeImport(await run(row.id));
    deps.jobs.wake();
    return serializeImport(row);
  }

  async function getImport(actor: Uploader, companyId: number, importId: number) {
    await access.visible(actor, companyId);
    const row = await imports.findCompanyImport(db, companyId, importId);
    if (!row) throw importNotFound();
    return serializeImport(row);
  }

  async function listImports(actor: Uploader, companyId: number) {
    await access.visible(actor, companyId);
    return (await imports.listImports(db, companyId, 20)).map(serializeImport);
  }
}

/** Runs an import's job: adds its operations chunk by chunk and tells the uploader how far. */
function createImportRunner(deps: ImportDeps) {
  const { db, clock, storage } = deps;
  return { handle, run };

  /** The job handler of {@link OPERATIONS_IMPORT_QUEUE}. */
  async function handle(job: ClaimedJob): Promise<void> {
    await run(Number(job.payload.importId));
  }

  /** Adds an import's operations from where it stopped; answers the finished import. */
  async function run(importId: number): Promise<OperationImportRow> {
    let row = await imports.findImport(db, importId);
    if (!row) throw importNotFound();
    if (row.status === 'done' || row.status === 'failed') return row;
    const bytes = row.storageKey ? await storage.get(row.storageKey) : null;
    if (!bytes) return finish(row, 'failed', 'Файл выписки не найден, загрузите его ещё раз.');
    const statement = parse(bytes);
    // Known accounts now include what earlier chunks of this import added: the same set.
    const { rows } = await companyOperations(db, row.companyId, row.id, statement);
    for (let offset = row.processed; offset < rows.length; offset += IMPORT_CHUNK) {
      const chunk = rows.slice(offset, offset + IMPORT_CHUNK);
      row = await db.transaction(async (tx) => {
        const added = await insertOperations(tx, chunk);
        return imports.advanceImport(tx, importId, {
          processed: chunk.length,
          added,
          skipped: chunk.length - added,
        });
      });
      progress(row);
    }
    const done = await finish(row, 'done', null);
    if (statement.dateStart && statement.dateEnd) {
      const months = statementMonthsCovered(statement.dateStart, statement.dateEnd);
      if (months.length > 0) await deps.statementImported?.(done.companyId, months);
    }
    return done;
  }

  async function finish(row: OperationImportRow, status: 'done' | 'failed', error: string | null) {
    const done = await imports.finishImport(db, row.id, {
      status,
      error,
      finishedAt: clock.now(),
      storageKey: null,
    });
    if (row.storageKey) await storage.remove(row.storageKey);
    progress(done);
    return done;
  }

  function progress(row: OperationImportRow) {
    publishImportProgress(deps.realtime, row.uploadedBy, {
      import_id: row.id,
      company_id: row.companyId,
      processed: row.processed,
      total: row.total,
      status: row.status,
    });
  }
}

export type OperationsImportService = ReturnType<typeof createOperationsImportService>;
