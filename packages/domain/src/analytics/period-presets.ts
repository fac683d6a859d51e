import { addMonths } from '../shared/calendar-date.ts';

import { lastDayOfMonth, type DateRange } from './date-range.ts';

/** The period picker's presets (plus «Свой период», which is any range). */
export const PERIOD_PRESETS = ['month', 'quarter', 'year', 'last12'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The presets' names in the picker. */
export const PERIOD_PRESET_NAMES: Record<PeriodPreset | 'custom', string> = {
  month: 'Этот месяц',
  quarter: 'Квартал',
  year: 'Год',
  last12: '12 месяцев',
  custom: 'Свой период',
};

/**
 * The range of a preset on `today` ('YYYY-MM-DD', the company's local date): this month, this
 * quarter and this year from their first day to their last; «12 месяцев» is this month and the
 * eleven before it, whole.
 */
export function presetRange(preset: PeriodPreset, today: string): DateRange {
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);
  switch (preset) {
    case 'month':
      return { from: `${month}-01`, to: lastDayOfMonth(month) };
    case 'quarter': {
      const index = Number(today.slice(5, 7));
      const first = `${year}-${String(index - ((index - 1) % 3)).padStart(2, '0')}`;
      return { from: `${first}-01`, to: lastDayOfMonth(addMonths(first, 2)) };
    }
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last12':
      return { from: `${addMonths(month, -11)}-01`, to: lastDayOfMonth(month) };
  }
}

/** Which preset a range is on `today`, or 'custom'. */
export function presetOf(range: DateRange, today: string): PeriodPreset | 'custom' {
  const match = PERIOD_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
  return match ?? 'custom';
}
