import type { Analytics } from '@kabinet/domain/analytics';

/** A company's analytics as the API answers it (docs/api/analytics.md). */
export const testAnalytics: Analytics = {
  from: '2026-01-01',
  to: '2026-02-28',
  months: [
    {
      month: '2026-01',
      income_kopecks: 120_000_000,
      expense_kopecks: 30_000_000,
      taxes_kopecks: 5_000_000,
    },
    { month: '2026-02', income_kopecks: 0, expense_kopecks: 10_000_000, taxes_kopecks: 0 },
  ],
  categories: [
    {
      direction: 'in',
      category: 'revenue',
      name: 'Выручка от покупателей',
      kopecks: 120_000_000,
      count: 3,
    },
  ],
  top_in: [{ name: 'ООО «Покупатель»', inn: '7701234560', kopecks: 120_000_000, count: 3 }],
  top_out: [{ name: 'УФК по г. Москве', inn: null, kopecks: 5_000_000, count: 1 }],
  totals: {
    income_kopecks: 120_000_000,
    expense_kopecks: 40_000_000,
    taxes_kopecks: 5_000_000,
    net_kopecks: 80_000_000,
    count: 6,
  },
};
