import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';

import { seedDemoManagementAccounting } from './management-accounting-demo.seed.ts';
import { listAdjustments, listFiles } from './management-accounting.repository.ts';

const t = useTestApp();

describe('management accounting demo data', () => {
  it('seeds last month’s ОПиУ and ДДС as stored PDFs and six months of debts', async () => {
    const user = await createUser(t.db);
    const company = await createCompany(t.db, user.id);
    const stored = new Map<string, Buffer>();
    const storage = {
      put: async (key: string, bytes: Buffer) => void stored.set(key, bytes),
      get: async (key: string) => stored.get(key) ?? null,
      remove: async () => {},
      url: (key: string) => key,
    };
    const at = new Date('2026-11-25T09:00:00Z');
    await seedDemoManagementAccounting(t.db, {
      companyId: company.id,
      actorUserId: user.id,
      at,
      storage,
    });
    const files = await listFiles(t.db, company.id);
    // The same period: the later upload first.
    expect(files.map((row) => row.file.title)).toEqual([
      'ДДС (движение денег) — октябрь 2026',
      'ОПиУ (прибыли и убытки) — октябрь 2026',
    ]);
    expect(
      files.every((row) => stored.get(row.file.storageKey)?.subarray(0, 4).toString() === '%PDF'),
    ).toBe(true);
    const debts = await listAdjustments(t.db, company.id, '2026-05', '2026-10');
    expect(debts).toHaveLength(12);
  });
});
