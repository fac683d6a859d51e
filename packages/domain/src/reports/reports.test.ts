import { describe, expect, it } from 'vitest';

import { buildIcsCalendar, escapeIcsText, foldIcsLine } from './icalendar.ts';
import { formatReportPeriod, reportPeriodError } from './report-period.ts';
import { canMoveReport, needsClientSignature, REPORT_STATUSES } from './report-statuses.ts';
import { createReportBodySchema, moveReportBodySchema } from './reports.schemas.ts';

describe('report status moves', () => {
  it.each([
    { from: 'preparing', to: 'signing', allowed: true },
    { from: 'signing', to: 'sent', allowed: true },
    { from: 'sent', to: 'accepted', allowed: true },
    { from: 'sent', to: 'rejected', allowed: true },
    { from: 'rejected', to: 'preparing', allowed: true },
    { from: 'accepted', to: 'clarification', allowed: true },
    { from: 'accepted', to: 'preparing', allowed: false },
    { from: 'preparing', to: 'accepted', allowed: false },
    { from: 'signing', to: 'accepted', allowed: false },
  ] as const)('$from → $to: $allowed', ({ from, to, allowed }) => {
    expect(canMoveReport(from, to)).toBe(allowed);
  });

  it('never moves a report to the status it has', () => {
    for (const status of REPORT_STATUSES) expect(canMoveReport(status, status)).toBe(false);
  });

  it('asks the client’s signature only to send what was on signing', () => {
    expect(needsClientSignature('signing', 'sent')).toBe(true);
    expect(needsClientSignature('preparing', 'sent')).toBe(false);
  });
});

describe('report periods', () => {
  it.each([
    { period: { year: 2026, quarter: null, month: 3 }, name: 'март 2026' },
    { period: { year: 2026, quarter: 1, month: null }, name: '1 квартал 2026' },
    { period: { year: 2025, quarter: null, month: null }, name: '2025 год' },
  ])('names $name', ({ period, name }) => {
    expect(formatReportPeriod(period)).toBe(name);
  });

  it('wants a month for the monthly kinds and the year for the yearly ones', () => {
    expect(reportPeriodError('personified', { year: 2026, quarter: null, month: null })).toMatch(
      /месяц/,
    );
    expect(reportPeriodError('usn_declaration', { year: 2026, quarter: 2, month: null })).toMatch(
      /за год/,
    );
    expect(reportPeriodError('ndfl_6', { year: 2026, quarter: null, month: null })).toBeNull();
  });

  it('refuses a body whose period does not fit, in Russian on the field', () => {
    const result = createReportBodySchema.safeParse({ kind: 'tax_notice', year: 2026 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['month'] });
  });

  it('wants a reason for a rejection', () => {
    expect(moveReportBodySchema.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(
      moveReportBodySchema.safeParse({ status: 'rejected', comment: 'Ошибка в КПП' }).success,
    ).toBe(true);
  });
});

/** Unfolds and splits an iCalendar text into its content lines (RFC 5545 §3.1). */
function parseIcs(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

describe('the iCalendar feed', () => {
  const ics = buildIcsCalendar({
    name: 'Налоговый календарь: ООО «Ромашка»',
    now: new Date('2026-11-25T10:00:00Z'),
    events: [
      {
        uid: 'rsv:2026-q3@kabinet-12',
        date: '2026-10-26',
        summary: 'Расчёт по страховым взносам (РСВ) за 3 квартал 2026',
        description: 'Перенесено с 25 октября (выходной); сдаёт бухгалтер, подпишите вовремя',
      },
    ],
  });

  it('folds every line at 75 octets without breaking a letter', () => {
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(() =>
      new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(ics)),
    ).not.toThrow();
  });

  it('parses into one all-day event with two alarms and the text escaped', () => {
    const lines = parseIcs(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261026');
    expect(lines).toContain('DTEND;VALUE=DATE:20261027');
    expect(lines).toContain('DTSTAMP:20261125T100000Z');
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(2);
    expect(lines).toContain('TRIGGER:-P6DT15H');
    expect(lines).toContain(
      'DESCRIPTION:Перенесено с 25 октября (выходной)\\; сдаёт бухгалтер\\, подпишите вовремя',
    );
  });

  it('escapes backslashes, commas, semicolons and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds a long Cyrillic line back into itself', () => {
    const line = `SUMMARY:${'Ж'.repeat(100)}`;
    expect(foldIcsLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});
