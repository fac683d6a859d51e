import { describe, expect, it } from 'vitest';

import { companyTariffSchema } from './company-tariff.ts';
import { COMPANY_TARIFF_STATUS_NAMES } from './company-tariff-status.ts';
import {
  canDeleteCompanyTariff,
  pickCurrentCompanyTariff,
  showsFirstMonthPrice,
} from './current-company-tariff.ts';

const ct = (id: number, status: string) => ({ id, status });

describe('pickCurrentCompanyTariff', () => {
  it.each([
    { statuses: ['ACTIVE', 'NEW_MONEY_NOT_ENOUGH'], expected: 2 },
    { statuses: ['DRAFT', 'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH'], expected: 2 },
    { statuses: ['WAITING_NEXT_MONTH', 'DRAFT'], expected: 2 },
    { statuses: ['NEW', 'WAITING_NEXT_MONTH'], expected: 2 },
    { statuses: ['SUSPENDED', 'NEW'], expected: 2 },
    { statuses: ['ACTIVE', 'SUSPENDED'], expected: 2 },
    { statuses: ['TERMINATED', 'ACTIVE'], expected: 2 },
    { statuses: ['ARCHIVE', 'TERMINATED'], expected: 2 },
    { statuses: ['ARCHIVE', 'ARCHIVE'], expected: 1 },
    { statuses: ['NEW_NEXT_MONTH', 'ARCHIVE'], expected: 2 },
    { statuses: ['NEW_NEXT_MONTH', 'NEW_NEXT_MONTH'], expected: 1 },
  ])('among $statuses chooses company tariff #$expected', ({ statuses, expected }) => {
    const list = statuses.map((status, index) => ct(index + 1, status));
    expect(pickCurrentCompanyTariff(list)?.id).toBe(expected);
  });

  it('has no current tariff when the company has none', () => {
    expect(pickCurrentCompanyTariff([])).toBeNull();
  });
});

describe('canDeleteCompanyTariff', () => {
  it.each([
    { status: 'DRAFT', expected: true },
    { status: 'NEW_MONEY_NOT_ENOUGH', expected: true },
    { status: 'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH', expected: true },
    { status: 'NEW', expected: false },
    { status: 'ACTIVE', expected: false },
    { status: 'WAITING_NEXT_MONTH', expected: false },
    { status: 'ARCHIVE', expected: false },
  ])('lets a $status company tariff be deleted: $expected', ({ status, expected }) => {
    expect(canDeleteCompanyTariff(status)).toBe(expected);
  });
});

describe('showsFirstMonthPrice', () => {
  it.each([
    { statuses: [], expected: true },
    { statuses: ['DRAFT', 'NEW', 'NEW_MONEY_NOT_ENOUGH'], expected: true },
    { statuses: ['NEW_NEXT_MONTH_MONEY_NOT_ENOUGH'], expected: true },
    { statuses: ['DRAFT', 'ACTIVE'], expected: false },
    { statuses: ['SUSPENDED'], expected: false },
    { statuses: ['TERMINATED'], expected: false },
    { statuses: ['ARCHIVE'], expected: false },
    { statuses: ['NEW_NEXT_MONTH'], expected: false },
    { statuses: ['WAITING_NEXT_MONTH'], expected: false },
  ])(
    'shows the first-month price to a company with $statuses: $expected',
    ({ statuses, expected }) => {
      expect(showsFirstMonthPrice(statuses.map((status, i) => ct(i, status)))).toBe(expected);
    },
  );
});

describe('companyTariffSchema', () => {
  it('reads a company tariff awaiting payment', () => {
    const parsed = companyTariffSchema.parse({
      id: 7,
      tariff_id: 2,
      status: 'NEW_MONEY_NOT_ENOUGH',
      status_name: COMPANY_TARIFF_STATUS_NAMES.NEW_MONEY_NOT_ENOUGH,
      info: { slug: 'tariff_2', total: 15600, sale: 5, params: { legal_form: 'ooo' } },
      updated_at: '2026-11-21T09:00:00Z',
      connected_at: null,
    });
    expect(parsed.status_name).toBe('Ожидает оплаты');
  });

  it('refuses an unknown status', () => {
    const body = { id: 1, tariff_id: 1, status: 'PAID', status_name: 'Оплачен' };
    expect(companyTariffSchema.safeParse(body).success).toBe(false);
  });
});
