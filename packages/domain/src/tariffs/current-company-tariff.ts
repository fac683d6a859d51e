import { COMPANY_TARIFF_STATUS as S, type CompanyTariffStatus } from './company-tariff-status.ts';

/**
 * SPEC §4: the current tariff is chosen by this priority: NEW_MONEY_NOT_ENOUGH,
 * NEW_NEXT_MONTH_MONEY_NOT_ENOUGH, DRAFT, WAITING_NEXT_MONTH, NEW, SUSPENDED, ACTIVE,
 * TERMINATED, ARCHIVE.
 */
export const CURRENT_TARIFF_PRIORITY: readonly CompanyTariffStatus[] = [
  S.NEW_MONEY_NOT_ENOUGH,
  S.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH,
  S.DRAFT,
  S.WAITING_NEXT_MONTH,
  S.NEW,
  S.SUSPENDED,
  S.ACTIVE,
  S.TERMINATED,
  S.ARCHIVE,
];

/** SPEC §4: the only statuses in which a company tariff may be deleted. */
export const DELETABLE_TARIFF_STATUSES: readonly CompanyTariffStatus[] = [
  S.DRAFT,
  S.NEW_MONEY_NOT_ENOUGH,
  S.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH,
];

/** SPEC §4 / TARIFF-PRICING §5: any of these statuses hides the first-month price. */
export const FIRST_MONTH_BLOCKING_STATUSES: readonly CompanyTariffStatus[] = [
  S.ACTIVE,
  S.SUSPENDED,
  S.TERMINATED,
  S.ARCHIVE,
  S.NEW_NEXT_MONTH,
  S.WAITING_NEXT_MONTH,
];

/**
 * SPEC §4: picks the current company tariff — the first one in the highest-priority status
 * of CURRENT_TARIFF_PRIORITY; otherwise the first of the list; `null` for an empty list.
 */
export function pickCurrentCompanyTariff<T extends { status: string }>(
  list: readonly T[],
): T | null {
  for (const status of CURRENT_TARIFF_PRIORITY) {
    const found = list.find((item) => item.status === status);
    if (found) return found;
  }
  return list[0] ?? null;
}

/** SPEC §4: only DRAFT, NEW_MONEY_NOT_ENOUGH and NEW_NEXT_MONTH_MONEY_NOT_ENOUGH may be deleted. */
export function canDeleteCompanyTariff(status: string): boolean {
  return (DELETABLE_TARIFF_STATUSES as readonly string[]).includes(status);
}

/**
 * SPEC §4 / TARIFF-PRICING §5: the first-month price is shown only when no company tariff
 * is ACTIVE, SUSPENDED, TERMINATED, ARCHIVE, NEW_NEXT_MONTH or WAITING_NEXT_MONTH.
 */
export function showsFirstMonthPrice(companyTariffs: readonly { status: string }[]): boolean {
  const blocking = FIRST_MONTH_BLOCKING_STATUSES as readonly string[];
  return !companyTariffs.some((item) => blocking.includes(item.status));
}
