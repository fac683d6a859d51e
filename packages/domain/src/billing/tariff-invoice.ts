import { addMonths } from '../shared/calendar-date.ts';
import { calculateMonthTotal } from '../tariffs/month-totals.ts';

import { formatMonthsCovered, monthsFrom, type MonthsCovered } from './months-covered.ts';

/** What a company tariff's info snapshot holds about its price (company_tariffs.info). */
export type TariffPriceInfo = {
  name?: unknown;
  total?: unknown;
  total_first_month?: unknown;
  sale?: unknown;
  months?: unknown;
  show_first_month?: unknown;
};

/**
 * One line of an invoice: a name, a quantity and the price of one, in kopecks; a tariff line
 * also names the months it pays for.
 */
export type InvoiceLineInput = {
  name: string;
  quantity: number;
  price_kopecks: number;
  period?: MonthsCovered | null;
};

const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * TARIFF-PRICING §4: one month after the first at the period's sale, m = ⌈total × (100 − s) / 100⌉,
 * in whole roubles. It is the tariff's «В месяц» wherever the cabinet shows it (the main page, the
 * tariff page, the staff's panel): what the ledger charges each month.
 */
export function tariffMonthPrice(info: TariffPriceInfo): number {
  const total = num(info.total);
  const salePercent = num(info.sale);
  return calculateMonthTotal({ total, totalFirstMonth: total, months: 1, salePercent }).total;
}

/** «Бухгалтерское обслуживание по тарифу «Финансовый»»: a tariff's service as documents name it. */
export function tariffServiceTitle(name: unknown): string {
  return `Бухгалтерское обслуживание по тарифу «${typeof name === 'string' && name !== '' ? name : 'Тариф'}»`;
}

/**
 * The lines of a tariff connection's invoice, splitting the amount the connect priced
 * (TARIFF-PRICING §5, roubles) without pricing anew: with the first-month price shown, the first
 * month at total_first_month and the other n − 1 months at m (total_with_first_month =
 * total_first_month + m × (n − 1)); otherwise n months at m. When the snapshot does not add up to
 * `amount` (an older snapshot), one line carries the whole amount. With `firstMonth` (the month
 * the connection starts, 'YYYY-MM') each line names the months it pays for: «… по тарифу
 * «Финансовый» за декабрь 2026 г.», «… за январь — февраль 2027 г.».
 */
export function tariffInvoiceLines(
  info: TariffPriceInfo,
  amount: number,
  firstMonth?: string,
): InvoiceLineInput[] {
  const months = Math.max(1, Math.trunc(num(info.months, 1)));
  const title = tariffServiceTitle(info.name);
  const line = (skip: number, count: number, fallback: string, quantity: number, price: number) => {
    if (!firstMonth) return { name: `${title}, ${fallback}`, quantity, price_kopecks: price };
    const covered = monthsFrom(addMonths(firstMonth.slice(0, 7), skip), count);
    return {
      name: `${title} за ${formatMonthsCovered(covered)}`,
      quantity,
      price_kopecks: price,
      period: covered,
    };
  };
  const month = tariffMonthPrice(info);
  const first = num(info.total_first_month);
  const lines: InvoiceLineInput[] =
    info.show_first_month === true
      ? [
          line(0, 1, 'первый месяц', 1, first * 100),
          ...(months > 1 ? [line(1, months - 1, 'следующие месяцы', months - 1, month * 100)] : []),
        ]
      : [line(0, months, 'месяц', months, month * 100)];
  const sum = lines.reduce((acc, item) => acc + item.quantity * item.price_kopecks, 0);
  if (sum === amount * 100) return lines;
  return [line(0, months, `${months} мес.`, 1, amount * 100)];
}

/**
 * The month charge of an active company tariff, in kopecks: its first charged month
 * (`monthIndex` 0) at total_first_month when the connection showed the first-month price, every
 * other month at m = ⌈total × (100 − s) / 100⌉ with the sale of the period the company chose.
 */
export function tariffMonthChargeKopecks(info: TariffPriceInfo, monthIndex: number): number {
  if (monthIndex === 0 && info.show_first_month === true) return num(info.total_first_month) * 100;
  return tariffMonthPrice(info) * 100;
}
