import { describe, expect, it } from 'vitest';

import { formatKopecksNumber } from '../shared/money.ts';

import { formatActNumber, parseActNumber } from './act-number.ts';
import { formatPeriod, periodBounds, periodDays, previousPeriod } from './act-period.ts';
import {
  actLineUnit,
  actLinesFromCharges,
  actTotals,
  closingText,
  reconciliation,
  type ActLedgerEntry,
} from './act-rules.ts';
import { actSignDueDate, actSignTaskKey } from './act-statuses.ts';
import { reconciliationQuerySchema } from './acts.schemas.ts';

const entry = (overrides: Partial<ActLedgerEntry>): ActLedgerEntry => ({
  id: 1,
  kind: 'charge',
  amountKopecks: -100,
  sourceType: 'order',
  sourceId: '1',
  reason: null,
  createdAt: new Date('2026-11-05T10:00:00Z'),
  ...overrides,
});

describe('act numbers', () => {
  it.each([
    [2026, 5, 'А-2026-0005'],
    [2027, 12345, 'А-2027-12345'],
  ])('%i/%i → %s and back', (year, sequence, text) => {
    expect(formatActNumber(year, sequence)).toBe(text);
    expect(parseActNumber(text)).toEqual({ year, sequence });
  });

  it('is told apart from an invoice number', () => {
    expect(parseActNumber('2026-0005')).toBeNull();
    expect(() => formatActNumber(2026, 0)).toThrow(RangeError);
  });
});

describe('periods', () => {
  it('bound a Moscow month: from its 1st 00:00 MSK to the next 1st', () => {
    const { from, to } = periodBounds('2026-12');
    expect(from.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(periodDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(previousPeriod('2027-01')).toBe('2026-12');
    expect(formatPeriod('2026-11')).toBe('ноябрь 2026 г.');
  });
});

describe('act lines and totals', () => {
  it('one line per charge of the period, the total equal to the charges, VAT included', () => {
    const lines = actLinesFromCharges(
      [
        entry({ id: 3, amountKopecks: -350_000, reason: 'Заказ №7: Декларация 3-НДФЛ' }),
        entry({ id: 2, kind: 'payment', amountKopecks: 1_000_000 }),
        entry({
          id: 1,
          amountKopecks: -1_250_000,
          sourceType: 'tariff_month',
          createdAt: new Date('2026-11-01T00:00:00Z'),
        }),
        entry({ id: 4, kind: 'correction', amountKopecks: -500 }),
      ],
      '2026-11',
    );
    expect(lines.map((line) => [line.name, line.amount_kopecks])).toEqual([
      ['Бухгалтерское обслуживание по тарифу за ноябрь 2026 г.', 1_250_000],
      ['Заказ №7: Декларация 3-НДФЛ', 350_000],
    ]);
    expect(actTotals(lines, 'vat_22')).toEqual({
      total_kopecks: 1_600_000,
      vat_kopecks: 288_525,
      sum_in_words: 'Шестнадцать тысяч рублей 00 копеек',
    });
    expect(actTotals(lines, 'none').vat_kopecks).toBe(0);
  });

  it('lists a charge as its own lines with their quantities and prices when they add up', () => {
    const order = entry({ id: 7, amountKopecks: -800_000, sourceId: '41', reason: 'Приём' });
    const odd = entry({ id: 8, amountKopecks: -10_000, sourceId: '42', reason: 'Справка' });
    const tariff = entry({ id: 6, amountKopecks: -1_250_000, sourceType: 'tariff_month' });
    const lines = actLinesFromCharges([order, odd, tariff], '2026-11', (charge) => {
      if (charge.id === 7) {
        return [
          { name: 'Оформление приёма сотрудника', quantity: 2, price_kopecks: 300_000 },
          { name: 'Оформление приёма сотрудника: Срочно', quantity: 2, price_kopecks: 100_000 },
        ];
      }
      // Lines that do not add up to the charge are not trusted: the charge stays one line.
      if (charge.id === 8) return [{ name: 'Справка', quantity: 3, price_kopecks: 5_000 }];
      return undefined;
    });
    expect(
      lines.map((line) => [line.name, line.quantity, line.price_kopecks, line.amount_kopecks]),
    ).toEqual([
      ['Бухгалтерское обслуживание по тарифу за ноябрь 2026 г.', 1, 1_250_000, 1_250_000],
      ['Оформление приёма сотрудника', 2, 300_000, 600_000],
      ['Оформление приёма сотрудника: Срочно', 2, 100_000, 200_000],
      ['Справка', 1, 10_000, 10_000],
    ]);
    expect(lines[1]).toMatchObject({ source_type: 'order', source_id: '41' });
    expect(actTotals(lines, 'none').total_kopecks).toBe(2_060_000);
    expect([actLineUnit('tariff_month'), actLineUnit('order')]).toEqual(['мес.', 'усл.']);
  });

  it('task keys name the act and its revision', () => {
    expect(actSignTaskKey(5, 1)).toBe('act:5');
    expect(actSignTaskKey(5, 2)).toBe('act:5:r2');
  });

  it('an act is signed within 5 working days of its issue', () => {
    // Issued on Tuesday 1 December 2026: Wednesday … Tuesday, the weekend skipped.
    expect(actSignDueDate('2026-12-01')).toBe('2026-12-08');
    // Issued on 30 December 2026: 31 December and 1–11 January are days off.
    expect(actSignDueDate('2026-12-30')).toBe('2027-01-15');
  });
});

describe('reconciliation', () => {
  it('debits charges and refunds, credits payments; closing = opening + credit − debit', () => {
    const result = reconciliation({
      openingKopecks: -10_000,
      entries: [
        { date: '2026-11-01', kind: 'charge', amountKopecks: -1_250_000, reason: 'Тариф' },
        { date: '2026-11-03', kind: 'payment', amountKopecks: 2_000_000, reason: null },
        { date: '2026-11-10', kind: 'refund', amountKopecks: -100_000, reason: 'Возврат' },
        { date: '2026-11-11', kind: 'correction', amountKopecks: 500, reason: 'Округление' },
      ],
    });
    expect(result.debit_turnover_kopecks).toBe(1_350_000);
    expect(result.credit_turnover_kopecks).toBe(2_000_500);
    expect(result.closing_kopecks).toBe(-10_000 + 2_000_500 - 1_350_000);
    expect(result.rows[0]).toEqual({
      date: '2026-11-01',
      document: 'Списание: Тариф',
      debit_kopecks: 1_250_000,
      credit_kopecks: 0,
    });
    const parties = { seller: 'ООО «Бухгалтерия Плюс»', buyer: 'ООО «Ромашка»' };
    expect(closingText(-150_000, parties, formatKopecksNumber)).toBe(
      `Задолженность в пользу ООО «Бухгалтерия Плюс» ${formatKopecksNumber(150_000)} руб.`,
    );
    expect(closingText(1, parties, formatKopecksNumber)).toContain('в пользу ООО «Ромашка»');
    expect(closingText(0, parties, formatKopecksNumber)).toBe('Задолженность отсутствует');
  });

  it('refuses a period that ends before it starts', () => {
    const parsed = reconciliationQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(parsed.success).toBe(false);
  });
});
