import { COMPANY_TARIFF_STATUS as S, type CompanyTariffStatus } from '@kabinet/domain/tariffs';

import type { Db } from '../../db/client.ts';

import * as repo from './company-tariffs.repository.ts';

/** Which tariff speaks for the company now: the running one first, a draft last. */
const PRIORITY: readonly CompanyTariffStatus[] = [
  S.ACTIVE,
  S.SUSPENDED,
  S.WAITING_NEXT_MONTH,
  S.NEW,
  S.NEW_MONEY_NOT_ENOUGH,
  S.NEW_NEXT_MONTH,
  S.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH,
  S.DRAFT,
];

/**
 * The wizard's answers of the company's current tariff (`info.params`: legal form, tax
 * system, VAT, employees), which the reports' tax calendar is computed from; null without one.
 */
export async function currentTariffParams(
  db: Db,
  companyId: number,
): Promise<Record<string, unknown> | null> {
  const rows = await repo.listCompanyTariffsInStatuses(db, companyId, PRIORITY);
  const rank = (status: CompanyTariffStatus) => PRIORITY.indexOf(status);
  const [current] = rows.sort((a, b) => rank(a.status) - rank(b.status) || b.id - a.id);
  const params = current?.info['params'];
  return params && typeof params === 'object' ? (params as Record<string, unknown>) : null;
}
