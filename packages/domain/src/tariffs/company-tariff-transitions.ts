import { COMPANY_TARIFF_STATUS as S, type CompanyTariffStatus } from './company-tariff-status.ts';

/** The statuses staff (assigned manager, admin, crm) may move a company tariff to. */
export const STAFF_TARGET_STATUSES = [S.ACTIVE, S.SUSPENDED, S.TERMINATED, S.ARCHIVE] as const;
/** A status staff may set. */
export type StaffTargetStatus = (typeof STAFF_TARGET_STATUSES)[number];

const FROM_PENDING: readonly CompanyTariffStatus[] = [S.ACTIVE, S.TERMINATED, S.ARCHIVE];

/**
 * SPEC §4: which staff transitions are allowed. A tariff being connected (NEW*,
 * WAITING_NEXT_MONTH) is activated or cancelled; an ACTIVE one is suspended, terminated or
 * archived; a SUSPENDED one resumes or ends; a TERMINATED one is only archived. A DRAFT belongs
 * to the client and ARCHIVE is final.
 */
export const COMPANY_TARIFF_TRANSITIONS: Readonly<
  Record<CompanyTariffStatus, readonly CompanyTariffStatus[]>
> = {
  DRAFT: [],
  NEW: FROM_PENDING,
  NEW_MONEY_NOT_ENOUGH: FROM_PENDING,
  NEW_NEXT_MONTH: FROM_PENDING,
  NEW_NEXT_MONTH_MONEY_NOT_ENOUGH: FROM_PENDING,
  WAITING_NEXT_MONTH: FROM_PENDING,
  ACTIVE: [S.SUSPENDED, S.TERMINATED, S.ARCHIVE],
  SUSPENDED: [S.ACTIVE, S.TERMINATED, S.ARCHIVE],
  TERMINATED: [S.ARCHIVE],
  ARCHIVE: [],
};

/** True when staff may move a company tariff from `from` to `to` (COMPANY_TARIFF_TRANSITIONS). */
export function canTransitionCompanyTariff(from: string, to: string): boolean {
  const allowed = COMPANY_TARIFF_TRANSITIONS[from as CompanyTariffStatus] ?? [];
  return (allowed as readonly string[]).includes(to);
}

/** Statuses of a tariff that is being connected: a second connect must not duplicate it. */
export const OPEN_CONNECTION_STATUSES: readonly CompanyTariffStatus[] = [
  S.NEW,
  S.NEW_MONEY_NOT_ENOUGH,
  S.NEW_NEXT_MONTH,
  S.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH,
  S.WAITING_NEXT_MONTH,
];

/** Statuses a new connection replaces from next month (WAITING_NEXT_MONTH). */
export const RUNNING_TARIFF_STATUSES: readonly CompanyTariffStatus[] = [S.ACTIVE, S.SUSPENDED];

/**
 * Connect rule: replacing a running (ACTIVE or SUSPENDED) tariff → WAITING_NEXT_MONTH;
 * otherwise a connection date in the current month → NEW when the balance covers the amount,
 * else NEW_MONEY_NOT_ENOUGH; a later month → NEW_NEXT_MONTH / NEW_NEXT_MONTH_MONEY_NOT_ENOUGH.
 * Dates are 'YYYY-MM-DD'; `today` is the firm's local date.
 */
export function connectionStatus(args: {
  replacesRunning: boolean;
  dateConnect: string;
  today: string;
  balance: number;
  amount: number;
}): CompanyTariffStatus {
  if (args.replacesRunning) return S.WAITING_NEXT_MONTH;
  const enough = args.balance >= args.amount;
  const thisMonth = args.dateConnect.slice(0, 7) <= args.today.slice(0, 7);
  if (thisMonth) return enough ? S.NEW : S.NEW_MONEY_NOT_ENOUGH;
  return enough ? S.NEW_NEXT_MONTH : S.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH;
}

/** The first day of the month after `today` ('YYYY-MM-DD'). */
export function firstDayOfNextMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

/**
 * When the tariff's month is charged next (the month job, billing-month.service.ts),
 * from its status and `today` (the firm's local date): an ACTIVE tariff on the 1st of next month;
 * one waiting for its month (NEW_NEXT_MONTH*, WAITING_NEXT_MONTH) on the 1st of its connection
 * month, when the job turns it ACTIVE (`today` once that month has come); a NEW* one when staff
 * activate it — no date is known (null), nor for any other status.
 */
export function nextTariffChargeDate(
  tariff: { status: CompanyTariffStatus; date_connect: string | null },
  today: string,
): string | null {
  switch (tariff.status) {
    case S.ACTIVE:
      return firstDayOfNextMonth(today);
    case S.NEW_NEXT_MONTH:
    case S.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH:
    case S.WAITING_NEXT_MONTH: {
      if (!tariff.date_connect) return firstDayOfNextMonth(today);
      const start = `${tariff.date_connect.slice(0, 7)}-01`;
      return start > today ? start : today;
    }
    default:
      return null;
  }
}
