import {
  MAX_RANGE_MONTHS,
  monthsOf,
  presetOf,
  presetRange,
  type DateRange,
  type PeriodPreset,
} from '@kabinet/domain/analytics';
import { localDate } from '@kabinet/domain/shared';
import { useSearchParams } from 'react-router';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a range from the URL is one the API answers (dates, order, at most 36 months). */
export function isUsableRange(range: DateRange): boolean {
  return (
    ISO.test(range.from) &&
    ISO.test(range.to) &&
    range.from <= range.to &&
    monthsOf(range).length <= MAX_RANGE_MONTHS
  );
}

/**
 * The period a figures page shows lives in the URL (`?from=&to=`, shareable); without
 * a usable one, the `fallback` preset on today's Moscow date.
 */
export function usePeriodParams(fallback: PeriodPreset) {
  const [params, setParams] = useSearchParams();
  const today = localDate(new Date());
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range = isUsableRange(asked) ? asked : presetRange(fallback, today);
  const setRange = (next: DateRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return { range, preset: presetOf(range, today), today, setRange };
}
