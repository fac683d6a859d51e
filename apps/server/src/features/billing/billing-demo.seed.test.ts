import { sellerSettingsSchema } from '@kabinet/domain/billing';
import { describe, expect, it } from 'vitest';

import { companies as companiesTable } from '../../db/schema/companies.ts';
import { seedDemoData } from '../../demo-seed.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { DEMO_COMPANIES } from '../companies/companies-demo.seed.ts';

import { DEMO_SELLER } from './billing-demo.seed.ts';
import { findBillingSettings, sumLedger } from './billing.repository.ts';

const t = useTestApp();

describe('billing demo data', () => {
  it('gives the demo firm valid seller requisites and the companies their opening balances', async () => {
    expect(sellerSettingsSchema.safeParse(DEMO_SELLER).error?.issues ?? []).toEqual([]);
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await findBillingSettings(t.db)).toEqual(DEMO_SELLER);
    const companies = await t.db.select().from(companiesTable);
    for (const demo of DEMO_COMPANIES) {
      const row = companies.find((company) => company.inn === demo.inn);
      expect(row, demo.name).toBeDefined();
      expect(await sumLedger(t.db, row!.id)).toBe((demo.balance - demo.debt) * 100);
    }
  });
});
