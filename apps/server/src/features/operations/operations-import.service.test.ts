import type { OperationsImportProgress } from '@kabinet/domain/operations';
import { describe, expect, it } from 'vitest';

import type { Realtime } from '../../platform/realtime.ts';
import type { Storage } from '../../platform/storage.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';

import { createOperationsAccess } from './operations-access.service.ts';
import { createOperationsImportService, IMPORT_CHUNK } from './operations-import.service.ts';
import {
  MAIN_ACCOUNT,
  statementBytes,
  writeStatement,
  type StatementLine,
} from './operations.fixtures.ts';

const t = useTestApp();

function memoryStorage(): Storage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key) ?? null,
    remove: async (key) => void files.delete(key),
    url: (key) => `/files/${key}`,
    keys: () => [...files.keys()],
  };
}

/** Realtime that keeps what the import told each user. */
function recordingRealtime(events: { userId: number; data: OperationsImportProgress }[]) {
  return {
    toUser: (userId: number) => ({
      emit: (event: string, data: OperationsImportProgress) => {
        if (event === 'OperationsImportProgress') events.push({ userId, data });
      },
    }),
  } as unknown as Realtime;
}

function lines(count: number): StatementLine[] {
  return Array.from({ length: count }, (_, index) => ({
    account: MAIN_ACCOUNT,
    date: `2026-10-${String((index % 28) + 1).padStart(2, '0')}`,
    number: String(index + 1),
    direction: index % 3 === 0 ? 'out' : 'in',
    amountKopecks: 10_000 + index,
    counterparty: {
      name: `ООО "Покупатель ${index % 50}"`,
      inn: '7701234567',
      account: '40702810100000001111',
    },
    purpose: `Оплата по счёту № ${index + 1}`,
  }));
}

describe('a large statement import', () => {
  it('adds the operations in chunks and tells the uploader the progress of each', async () => {
    const user = await createUser(t.db);
    const company = await createCompany(t.db, user.id);
    const events: { userId: number; data: OperationsImportProgress }[] = [];
    const storage = memoryStorage();
    const service = createOperationsImportService({
      db: t.db,
      clock: t.clock,
      storage,
      realtime: recordingRealtime(events),
      access: createOperationsAccess(t.db),
    });
    const count = IMPORT_CHUNK * 2 + 500;
    const text = writeStatement({
      accounts: [{ account: MAIN_ACCOUNT, openingKopecks: 0 }],
      from: '2026-10-01',
      to: '2026-10-31',
      lines: lines(count),
    });
    const done = await service.upload(user, company.id, {
      filename: 'big.txt',
      bytes: statementBytes(text),
    });
    expect(done).toMatchObject({ status: 'done', total: count, processed: count, added: count });
    expect(events.map((event) => [event.userId, event.data.processed, event.data.status])).toEqual([
      [user.id, 1000, 'processing'],
      [user.id, 2000, 'processing'],
      [user.id, 2500, 'processing'],
      [user.id, 2500, 'done'],
    ]);
    expect(storage.keys()).toEqual([]);
  });
});
