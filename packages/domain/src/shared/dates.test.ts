import { describe, expect, it } from 'vitest';

import {
  formatChatTime,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatMessageTime,
  localDate,
  monthName,
  previousMonth,
} from './dates.ts';

describe('formatChatTime', () => {
  it.each([
    { iso: '2026-11-21T09:05:00Z', zone: undefined, expected: '21.11 12:05' },
    { iso: '2026-11-21T21:30:00Z', zone: undefined, expected: '22.11 00:30' },
    { iso: '2026-03-05T14:07:00+03:00', zone: undefined, expected: '05.03 14:07' },
    { iso: '2026-11-21T09:05:00Z', zone: 'Asia/Yekaterinburg', expected: '21.11 14:05' },
    { iso: '2026-11-21T09:05:00Z', zone: 'UTC', expected: '21.11 09:05' },
    { iso: 'вчера', zone: undefined, expected: '' },
  ])('shows a message sent at $iso as «$expected» in $zone', ({ iso, zone, expected }) => {
    expect(formatChatTime(iso, zone)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    { iso: '2026-11-21', expected: '21.11.2026' },
    { iso: '2026-01-05T10:00:00Z', expected: '05.01.2026' },
    { iso: '2026-12-31T22:00:00Z', expected: '01.01.2027' },
    { iso: 'не дата', expected: '' },
  ])('shows $iso as «$expected»', ({ iso, expected }) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it('never shifts a calendar date by the viewer time zone', () => {
    expect(formatDate('2026-11-21', 'America/New_York')).toBe('21.11.2026');
  });
});

describe('formatDateLong', () => {
  it.each([
    { iso: '2026-11-21', expected: '21 ноября 2026 г.' },
    { iso: '2026-03-05T12:00:00Z', expected: '5 марта 2026 г.' },
    { iso: '', expected: '' },
  ])('writes $iso as «$expected»', ({ iso, expected }) => {
    expect(formatDateLong(iso)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    { iso: '2026-11-21T09:05:00Z', expected: '21.11.2026 12:05' },
    { iso: '2026-12-31T21:30:00Z', expected: '01.01.2027 00:30' },
    { iso: 'не дата', expected: '' },
  ])('shows $iso as «$expected» in Moscow', ({ iso, expected }) => {
    expect(formatDateTime(iso)).toBe(expected);
  });
});

describe('localDate', () => {
  it('is the firm’s calendar date: 22:30 UTC is already tomorrow in Moscow', () => {
    expect(localDate(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
    expect(localDate(new Date('2026-11-30T20:59:00Z'))).toBe('2026-11-30');
  });
});

describe('monthName and previousMonth', () => {
  it('name a month as a calendar does and step back over the year', () => {
    expect(monthName('2026-10')).toBe('октябрь 2026');
    expect(monthName('2027-01')).toBe('январь 2027');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });
});

describe('formatMessageTime', () => {
  const now = new Date('2026-11-21T15:00:00Z'); // 18:00 in Moscow
  it.each([
    { iso: '2026-11-21T09:05:00Z', expected: '12:05', when: 'today' },
    { iso: '2026-11-20T21:30:00Z', expected: '00:30', when: 'today just after midnight' },
    { iso: '2026-11-20T20:59:00Z', expected: 'вчера 23:59', when: 'yesterday' },
    { iso: '2026-11-20T06:00:00Z', expected: 'вчера 09:00', when: 'yesterday morning' },
    { iso: '2026-11-19T09:05:00Z', expected: '19.11 12:05', when: 'the day before yesterday' },
    { iso: '2025-12-31T09:05:00Z', expected: '31.12.2025 12:05', when: 'another year' },
    { iso: 'не дата', expected: '', when: 'unparseable' },
  ])('shows a message sent $when as «$expected»', ({ iso, expected }) => {
    expect(formatMessageTime(iso, now)).toBe(expected);
  });

  it('counts the days in the viewer time zone', () => {
    expect(formatMessageTime('2026-11-20T23:30:00Z', now, 'UTC')).toBe('вчера 23:30');
    expect(formatMessageTime('2026-11-20T23:30:00Z', now)).toBe('02:30');
  });
});
