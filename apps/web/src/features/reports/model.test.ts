import type { TaxCalendarItem } from '@kabinet/domain/reports';
import { describe, expect, it } from 'vitest';

import { calendarSections, defaultPeriod, formatDue } from './model.ts';

const item = (key: string, date: string): TaxCalendarItem => ({
  key,
  date,
  moved_from: null,
  moved_reason: null,
  kind: 'report',
  title: key,
  details: [],
  report_kind: null,
  period: null,
  report: null,
});

describe('calendarSections', () => {
  it('puts what is ahead first, by month, and what has passed after, latest first', () => {
    const items = [
      item('a', '2026-09-25'),
      item('b', '2026-10-26'),
      item('c', '2026-10-28'),
      item('d', '2026-11-25'),
    ];
    const { upcoming, past } = calendarSections(items, '2026-10-01');
    expect(upcoming.map((month) => [month.title, month.items.map((x) => x.key)])).toEqual([
      ['Октябрь 2026', ['b', 'c']],
      ['Ноябрь 2026', ['d']],
    ]);
    expect(past.map((x) => x.key)).toEqual(['a']);
  });
});

describe('dates and periods', () => {
  it('shows a due date with its weekday', () => {
    expect(formatDue('2026-10-26')).toBe('26.10.2026, пн');
  });

  it('proposes the period just over', () => {
    expect(defaultPeriod('2026-01-15')).toEqual({ year: 2025, quarter: 4, month: 12 });
    expect(defaultPeriod('2026-10-02')).toEqual({ year: 2026, quarter: 3, month: 9 });
  });
});
