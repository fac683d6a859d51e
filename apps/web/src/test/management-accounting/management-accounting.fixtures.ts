import type { Dashboard } from '@kabinet/domain/management-accounting';

const totals = {
  revenue_kopecks: 200_000_00,
  expenses_kopecks: 125_000_00,
  profit_kopecks: 75_000_00,
  cash_in_kopecks: 500_000_00,
  cash_out_kopecks: 125_000_00,
  cash_start_kopecks: 15_000_00,
  cash_end_kopecks: 390_000_00,
  receivables_kopecks: 70_000_00,
  payables_kopecks: null,
};
const deltas = (percent: number | null) => {
  const delta = { kopecks: percent === null ? null : 10_000_00, percent };
  return {
    revenue: delta,
    expenses: delta,
    profit: delta,
    cash_end: delta,
    receivables: delta,
    payables: delta,
  };
};

/** A dashboard as the API answers it (docs/api/management-accounting.md «Dashboard»). */
export const testDashboard: Dashboard = {
  company_id: 1,
  date_start: '2026-10-01',
  date_end: '2026-11-30',
  months: ['2026-10', '2026-11'],
  series: {
    revenue: [200_000_00, 0],
    expenses: [15_600_00, 109_400_00],
    profit: [184_400_00, -109_400_00],
    cash_balance: [199_400_00, 390_000_00],
    receivables: [70_000_00, null],
    payables: [null, null],
  },
  cash_flow: [
    {
      direction: 'in',
      category: 'revenue',
      name: 'Выручка от покупателей',
      kopecks: 200_000_00,
      count: 2,
    },
  ],
  totals,
  comparison: {
    previous: { date_start: '2026-08-01', date_end: '2026-09-30', totals, deltas: deltas(12.5) },
    last_year: { date_start: '2025-10-01', date_end: '2025-11-30', totals, deltas: deltas(null) },
  },
};
