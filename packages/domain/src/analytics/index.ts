export {
  analyticsCategorySchema,
  analyticsCounterpartySchema,
  analyticsMonthSchema,
  analyticsQuerySchema,
  analyticsSchema,
  dateRangeQuerySchema,
  type Analytics,
  type AnalyticsCategory,
  type AnalyticsCounterparty,
  type AnalyticsMonth,
  type AnalyticsQuery,
} from './analytics.schemas.ts';
export { buildAnalytics, TOP_COUNTERPARTIES } from './build-analytics.ts';
export {
  daysOf,
  isWholeMonths,
  lastDayOfMonth,
  MAX_LOOP_MONTHS,
  MAX_RANGE_MONTHS,
  monthAxisLabel,
  monthsOf,
  previousRange,
  sameRangeLastYear,
  type DateRange,
} from './date-range.ts';
export { formatMoneyShort, niceTicks } from './money-axis.ts';
export { type CounterpartySum, type MonthlyCategorySum } from './monthly-figures.ts';
export {
  PERIOD_PRESET_NAMES,
  PERIOD_PRESETS,
  presetOf,
  presetRange,
  type PeriodPreset,
} from './period-presets.ts';
