import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';

import { createManagementAccountingServices } from './management-accounting.wiring.ts';
import { inMemoryOperations, type TestOperation } from './management-accounting.test-support.ts';

const t = useTestApp();

/** A company with a quarter of operations, read through the in-memory port. */
async function companyWithOperations() {
  const user = await createUser(t.db);
  const company = await createCompany(t.db, user.id);
  const op = (
    date: string,
    direction: 'in' | 'out',
    category: string,
    kopecks: number,
    counterparty: string,
  ) =>
    ({
      companyId: company.id,
      date,
      direction,
      category,
      kopecks,
      counterparty,
      inn: null,
    }) satisfies TestOperation;
  const operations = [
    op('2026-09-30', 'in', 'revenue', 10_000_00, 'ООО «Ранний»'),
    op('2026-10-03', 'in', 'revenue', 120_000_00, 'ООО «Покупатель»'),
    op('2026-10-15', 'in', 'revenue', 80_000_00, 'АО «Клиент»'),
    op('2026-10-20', 'out', 'taxes', 15_600_00, 'УФК по г. Москве'),
    op('2026-11-05', 'out', 'salary', 60_000_00, 'Иванов Иван'),
    op('2026-11-06', 'in', 'loans_received', 300_000_00, 'ПАО «Банк»'),
    op('2026-12-10', 'out', 'rent', 40_000_00, 'ИП Арендодатель'),
    op('2026-12-28', 'out', 'taxes', 9_400_00, 'УФК по г. Москве'),
    op('2027-01-02', 'in', 'revenue', 99_000_00, 'ООО «Поздний»'),
  ];
  const services = createManagementAccountingServices({
    db: t.db,
    clock: t.clock,
    storage: {
      put: async () => {},
      get: async () => null,
      remove: async () => {},
      url: (key) => key,
    },
    realtime: t.app.realtime,
    audit: async () => {},
    operations: inMemoryOperations(operations, 5_000_00),
    activeTariffSlug: async () => 'tariff_3_2025',
  });
  return { user, company, operations, services };
}

const Q4 = { from: '2026-10-01', to: '2026-12-31' };

describe('figures from the operations', () => {
  it('analytics equal the sums of the operations of the period', async () => {
    const { user, company, operations, services } = await companyWithOperations();
    const answer = await services.analytics.analyticsOf(user, company.id, Q4);
    const inQ4 = operations.filter((op) => op.date >= Q4.from && op.date <= Q4.to);
    const sum = (direction: string) =>
      inQ4.filter((op) => op.direction === direction).reduce((total, op) => total + op.kopecks, 0);
    expect(answer.totals.income_kopecks).toBe(sum('in'));
    expect(answer.totals.expense_kopecks).toBe(sum('out'));
    expect(answer.months.map((month) => month.taxes_kopecks)).toEqual([15_600_00, 0, 9_400_00]);
    expect(answer.top_in[0]).toMatchObject({ name: 'ПАО «Банк»', kopecks: 300_000_00 });
    expect(answer.top_out.map((item) => item.name)).toContain('УФК по г. Москве');
  });

  it('the dashboard equals the operations: cash in/out, the balance, revenue without loans', async () => {
    const { user, company, services } = await companyWithOperations();
    const dashboard = await services.managementDashboard.dashboardOf(user, company.id, Q4);
    expect(dashboard.totals).toMatchObject({
      cash_in_kopecks: 500_000_00,
      cash_out_kopecks: 125_000_00,
      revenue_kopecks: 200_000_00,
      expenses_kopecks: 125_000_00,
      profit_kopecks: 75_000_00,
      cash_start_kopecks: 15_000_00,
      cash_end_kopecks: 15_000_00 + 500_000_00 - 125_000_00,
    });
    expect(dashboard.series.cash_balance).toEqual([199_400_00, 439_400_00, 390_000_00]);
    expect(dashboard.comparison.previous).toMatchObject({
      date_start: '2026-07-01',
      date_end: '2026-09-30',
    });
    expect(dashboard.comparison.previous.totals.revenue_kopecks).toBe(10_000_00);
    expect(dashboard.comparison.previous.deltas.revenue).toEqual({
      kopecks: 190_000_00,
      percent: 1900,
    });
    expect(dashboard.comparison.last_year.deltas.revenue.percent).toBeNull();
  });
});
