import { describe, expect, it } from 'vitest';

import { formatContractBasis } from './contract-basis.ts';
import { addMonths } from '../shared/calendar-date.ts';

import { firstPaidMonth, formatMonthsCovered, monthsFrom } from './months-covered.ts';

describe('formatMonthsCovered', () => {
  it.each([
    ['one month', '2026-12', '2026-12', 'декабрь 2026 г.'],
    ['months of one year', '2027-01', '2027-03', 'январь — март 2027 г.'],
    ['across a year end', '2026-12', '2027-02', 'декабрь 2026 г. — февраль 2027 г.'],
    ['a whole year from November', '2026-11', '2027-10', 'ноябрь 2026 г. — октябрь 2027 г.'],
    ['May (the same in every case)', '2027-05', '2027-05', 'май 2027 г.'],
  ])('%s: %s … %s → «за %s»', (_title, from, to, text) => {
    expect(formatMonthsCovered({ from, to })).toBe(text);
  });

  it('names every month in the nominative after «за», never in the genitive of dates', () => {
    const genitive =
      /января|февраля|марта|апреля|июня|июля|августа|сентября|октября|ноября|декабря/;
    for (let index = 0; index < 12; index += 1) {
      const month = addMonths('2027-01', index);
      expect(formatMonthsCovered({ from: month, to: month })).not.toMatch(genitive);
    }
  });

  it('refuses a malformed or reversed period', () => {
    expect(() => formatMonthsCovered({ from: '2026-13', to: '2026-13' })).toThrow(RangeError);
    expect(() => formatMonthsCovered({ from: '2027-02', to: '2026-12' })).toThrow(RangeError);
  });
});

describe('months from a first month', () => {
  it.each([
    ['2026-12', 1, '2026-12'],
    ['2026-12', 3, '2027-02'],
    ['2026-01', 12, '2026-12'],
    ['2026-11', 25, '2028-11'],
  ])('%s for %i months ends in %s', (first, count, last) => {
    expect(monthsFrom(first, count)).toEqual({ from: first, to: last });
  });

  it.each([
    ['starts this month', '2026-12-10', '2026-12-03', '2026-12'],
    ['starts next month (a replacement)', '2027-01-01', '2026-12-20', '2027-01'],
    ['dated before the issue', '2026-10-01', '2026-12-03', '2026-12'],
    ['no connection date', null, '2026-12-03', '2026-12'],
  ])('the first paid month when it %s', (_title, dateConnect, issuedOn, month) => {
    expect(firstPaidMonth(dateConnect, issuedOn)).toBe(month);
  });
});

describe('formatContractBasis', () => {
  it.each([
    [{ contract_number: '15/БУ', contract_date: '2026-12-01' }, 'Договор № 15/БУ от 01.12.2026'],
    [{ contract_number: ' О-1 ', contract_date: '' }, 'Договор № О-1'],
    [{ contract_number: '', contract_date: '2026-12-01' }, null],
    [{}, null],
  ])('%j → %s', (reference, basis) => {
    expect(formatContractBasis(reference)).toBe(basis);
  });
});
