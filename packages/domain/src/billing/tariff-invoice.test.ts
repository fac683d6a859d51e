import { describe, expect, it } from 'vitest';

import { tariffInvoiceLines, tariffMonthChargeKopecks } from './tariff-invoice.ts';

// TARIFF-PRICING §6 example: total 15 600, total_first_month 13 800.
const base = { name: 'Финансовый', total: 15_600, total_first_month: 13_800 };

describe('tariffInvoiceLines', () => {
  it.each([
    {
      title: 'first month shown, 3 months at 5 %',
      info: { ...base, sale: 5, months: 3, show_first_month: true },
      amount: 43_440,
      lines: [
        [', первый месяц', 1, 1_380_000],
        [', следующие месяцы', 2, 1_482_000],
      ],
    },
    {
      title: 'first month shown, 1 month',
      info: { ...base, sale: 0, months: 1, show_first_month: true },
      amount: 13_800,
      lines: [[', первый месяц', 1, 1_380_000]],
    },
    {
      title: 'no first month (a running tariff), 12 months at 15 %',
      info: { ...base, sale: 15, months: 12, show_first_month: false },
      amount: 159_120,
      lines: [[', месяц', 12, 1_326_000]],
    },
  ])('splits the amount the connect priced: $title', ({ info, amount, lines }) => {
    const result = tariffInvoiceLines(info, amount);
    expect(
      result.map((line) => [line.name.replace(/^.*»/, ''), line.quantity, line.price_kopecks]),
    ).toEqual(lines);
    const sum = result.reduce((total, line) => total + line.quantity * line.price_kopecks, 0);
    expect(sum).toBe(amount * 100);
    expect(result[0]?.name).toMatch(/^Бухгалтерское обслуживание по тарифу «Финансовый»/);
  });

  it('puts the whole amount on one line when the snapshot does not add up to it', () => {
    const lines = tariffInvoiceLines(
      { ...base, sale: 5, months: 3, show_first_month: true },
      50_000,
    );
    expect(lines).toEqual([
      {
        name: 'Бухгалтерское обслуживание по тарифу «Финансовый», 3 мес.',
        quantity: 1,
        price_kopecks: 5_000_000,
      },
    ]);
  });
});

describe('tariffMonthChargeKopecks', () => {
  it.each([
    { show: true, index: 0, sale: 5, expected: 1_380_000 },
    { show: true, index: 1, sale: 5, expected: 1_482_000 },
    { show: false, index: 0, sale: 15, expected: 1_326_000 },
    { show: false, index: 5, sale: 0, expected: 1_560_000 },
  ])('month $index (first month shown: $show, sale $sale %) costs $expected kopecks', (row) => {
    const info = { ...base, sale: row.sale, months: 3, show_first_month: row.show };
    expect(tariffMonthChargeKopecks(info, row.index)).toBe(row.expected);
  });
});

describe('tariffInvoiceLines with the first month paid for', () => {
  it.each([
    {
      title: 'first month shown, 3 months from December',
      info: { ...base, sale: 5, months: 3, show_first_month: true },
      amount: 43_440,
      lines: [
        ['за декабрь 2026 г.', 1, { from: '2026-12', to: '2026-12' }],
        ['за январь — февраль 2027 г.', 2, { from: '2027-01', to: '2027-02' }],
      ],
    },
    {
      title: 'a running tariff, 3 months across the year end',
      info: { ...base, sale: 0, months: 3, show_first_month: false },
      amount: 46_800,
      lines: [['за декабрь 2026 г. — февраль 2027 г.', 3, { from: '2026-12', to: '2027-02' }]],
    },
    {
      title: 'one month',
      info: { ...base, sale: 0, months: 1, show_first_month: false },
      amount: 15_600,
      lines: [['за декабрь 2026 г.', 1, { from: '2026-12', to: '2026-12' }]],
    },
    {
      title: 'a snapshot that does not add up: one line for all the months',
      info: { ...base, sale: 5, months: 3, show_first_month: true },
      amount: 50_000,
      lines: [['за декабрь 2026 г. — февраль 2027 г.', 1, { from: '2026-12', to: '2027-02' }]],
    },
  ])('names the months each line pays for: $title', ({ info, amount, lines }) => {
    const result = tariffInvoiceLines(info, amount, '2026-12');
    expect(
      result.map((line) => [line.name.replace(/^.*» /, ''), line.quantity, line.period]),
    ).toEqual(lines);
    expect(result[0]?.name).toMatch(/^Бухгалтерское обслуживание по тарифу «Финансовый» за /);
  });
});
