import { describe, expect, it } from 'vitest';

import {
  canTransitionCompanyTariff,
  connectionStatus,
  firstDayOfNextMonth,
  nextTariffChargeDate,
} from './company-tariff-transitions.ts';

describe('staff transitions of a company tariff', () => {
  it.each([
    ['NEW', 'ACTIVE', true],
    ['WAITING_NEXT_MONTH', 'ACTIVE', true],
    ['ACTIVE', 'SUSPENDED', true],
    ['SUSPENDED', 'ACTIVE', true],
    ['TERMINATED', 'ARCHIVE', true],
    ['TERMINATED', 'ACTIVE', false],
    ['DRAFT', 'ACTIVE', false],
    ['ARCHIVE', 'ACTIVE', false],
    ['ACTIVE', 'NEW', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionCompanyTariff(from, to)).toBe(allowed);
  });
});

describe('status of a new connection', () => {
  const base = { replacesRunning: false, today: '2026-11-21', amount: 1000 };
  it.each([
    ['2026-11-21', 1000, 'NEW'],
    ['2026-11-30', 999, 'NEW_MONEY_NOT_ENOUGH'],
    ['2026-12-01', 5000, 'NEW_NEXT_MONTH'],
    ['2027-01-15', 0, 'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH'],
  ])('date %s with balance %d → %s', (dateConnect, balance, status) => {
    expect(connectionStatus({ ...base, dateConnect, balance })).toBe(status);
  });

  it('waits for next month when it replaces a running tariff', () => {
    const args = { ...base, replacesRunning: true, dateConnect: '2026-11-21', balance: 0 };
    expect(connectionStatus(args)).toBe('WAITING_NEXT_MONTH');
  });

  it('knows the first day of next month, also in December', () => {
    expect(firstDayOfNextMonth('2026-11-21')).toBe('2026-12-01');
    expect(firstDayOfNextMonth('2026-12-31')).toBe('2027-01-01');
  });
});

describe('nextTariffChargeDate', () => {
  it.each([
    { status: 'ACTIVE', date_connect: '2026-10-01', expected: '2026-12-01' },
    { status: 'NEW_NEXT_MONTH', date_connect: '2027-01-15', expected: '2027-01-01' },
    {
      status: 'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH',
      date_connect: '2026-12-10',
      expected: '2026-12-01',
    },
    { status: 'WAITING_NEXT_MONTH', date_connect: '2026-12-01', expected: '2026-12-01' },
    // Its month has come and the job has not run yet: charged as soon as it does.
    { status: 'NEW_NEXT_MONTH', date_connect: '2026-11-05', expected: '2026-11-21' },
    { status: 'WAITING_NEXT_MONTH', date_connect: null, expected: '2026-12-01' },
    // Charged when staff activate it: no date to promise.
    { status: 'NEW', date_connect: '2026-11-21', expected: null },
    { status: 'NEW_MONEY_NOT_ENOUGH', date_connect: '2026-11-21', expected: null },
    { status: 'SUSPENDED', date_connect: '2026-10-01', expected: null },
  ] as const)('$status connected $date_connect → $expected', ({ expected, ...tariff }) => {
    expect(nextTariffChargeDate(tariff, '2026-11-21')).toBe(expected);
  });
});
