import { sumInWords } from '@kabinet/domain/money';

import type { TestApp } from '../../testing/build-test-app.ts';
import { ledgerEntries } from '../../db/schema/billing.ts';
import { DEMO_SELLER } from '../billing/billing-demo.seed.ts';
import { saveBillingSettings } from '../billing/billing.repository.ts';

export { sumInWords };

/** 1 December 2026, 09:00 in Moscow: November is over. */
export const DECEMBER = new Date('2026-12-01T06:00:00Z');

/** The firm's requisites with VAT 22 %, as the admin saved them. */
export async function saveSeller(t: TestApp, actorId: number) {
  await saveBillingSettings(t.db, { ...DEMO_SELLER, vat_mode: 'vat_22' }, actorId, DECEMBER);
}

let source = 0;

/** A ledger entry of the company posted at `at` (signed kopecks seen from the company). */
export async function post(
  t: TestApp,
  companyId: number,
  entry: {
    kind: 'charge' | 'payment' | 'refund' | 'correction';
    amount: number;
    at: string;
    sourceType?: string;
    reason?: string;
  },
) {
  source += 1;
  await t.db.insert(ledgerEntries).values({
    companyId,
    kind: entry.kind,
    amountKopecks: entry.amount,
    sourceType: entry.sourceType ?? (entry.kind === 'charge' ? 'order' : entry.kind),
    sourceId: `test-${source}-${Date.now()}`,
    reason: entry.reason ?? null,
    createdAt: new Date(entry.at),
  });
}
