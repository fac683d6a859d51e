import { roublesToKopecks } from '@kabinet/domain/money';
import {
  calculateTariffs,
  normalizeValuesForSending,
  type ParamValues,
  type TariffCalculation,
} from '@kabinet/domain/tariffs';

import { ledgerEntries } from '../../db/schema/billing.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { TARIFF_PARAMS, TARIFFS } from '../../db/seed/tariff-catalogue.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { seedCatalogue } from '../tariffs/tariffs-catalogue.seed.ts';
import { updateUser } from '../users/users.repository.ts';

/** «Now» of the tariff tests: 21 November 2026, noon in Moscow. */
export const NOW = new Date('2026-11-21T09:00:00Z');

/** Answers that complete every step of the seeded catalogue: ООО on УСН 15 %, «Финансовый». */
export const COMPLETE_VALUES: ParamValues = {
  legal_form: 'ooo',
  turnover: 50,
  tax_system: 'usn15',
  operations_count: 40,
  has_employees: ['yes'],
  employees_count: 3,
  tariff_id: 2,
  pay_months_count: 3,
  date_connect: '2026-11-25',
};

/** The seeded catalogue's price of `values` (as sent, §1.6) for one tariff — the engine's answer. */
export function enginePrice(values: ParamValues, tariffId: number, companyTariffs = []) {
  const sent = normalizeValuesForSending(TARIFF_PARAMS, values);
  const answer = calculateTariffs({
    params: TARIFF_PARAMS,
    tariffs: TARIFFS,
    values: sent,
    companyTariffs,
  });
  const priced = answer.tariffs.find((tariff) => tariff.id === tariffId);
  if (!priced) throw new Error(`tariff ${tariffId} was not priced`);
  return priced satisfies TariffCalculation;
}

export type TariffClient = {
  user: UserRow;
  company: CompanyRow;
  token: string;
  headers: { authorization: string };
};

/** A client owning a company (with this balance) that is their active company, signed in. */
export async function createTariffClient(
  t: TestApp,
  options: { balance?: number } = {},
): Promise<TariffClient> {
  await seedCatalogue(t.db);
  const user = await createUser(t.db);
  const company = await createCompany(t.db, user.id, { balance: options.balance ?? 0 });
  // The balance connect reads is the ledger's — an opening correction holds it.
  if (options.balance) {
    await t.db.insert(ledgerEntries).values({
      companyId: company.id,
      kind: 'correction',
      amountKopecks: roublesToKopecks(options.balance),
      sourceType: 'correction',
      sourceId: `opening:${company.id}`,
      reason: 'Начальный остаток',
    });
  }
  await updateUser(t.db, user.id, { activeCompanyId: company.id });
  const token = await loginAs(t.app, user);
  return { user: { ...user, activeCompanyId: company.id }, company, token, headers: bearer(token) };
}

/** A signed-in staff member; a manager is added to `companyId` as its assigned manager. */
export async function createStaff(
  t: TestApp,
  roleSlug: 'manager' | 'admin' | 'crm',
): Promise<{ user: UserRow; headers: { authorization: string } }> {
  const user = await createUser(t.db, { roleSlug });
  return { user, headers: bearer(await loginAs(t.app, user)) };
}
