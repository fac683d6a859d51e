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

// Moscow and UTC are formatted without Intl (dates.ts FIXED_ZONES): the text must stay Intl's.
describe('dates in a fixed-offset zone', () => {
  const intlOf = (timeZone: string) => {
    const numeric = new Intl.DateTimeFormat('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      hourCycle: 'h23',
    });
    const long = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    const local = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
    return (date: Date) => {
      const parts = Object.fromEntries(
        numeric.formatToParts(date).map((part) => [part.type, part.value]),
      );
      const { day, month, year, hour, minute } = parts;
      return {
        date: `${day}.${month}.${year}`,
        dateTime: `${day}.${month}.${year} ${hour}:${minute}`,
        chatTime: `${day}.${month} ${hour}:${minute}`,
        long: long.format(date),
        local: local.format(date),
      };
    };
  };
  const ours = (date: Date, timeZone: string) => {
    const iso = date.toISOString();
    return {
      date: formatDate(iso, timeZone),
      dateTime: formatDateTime(iso, timeZone),
      chatTime: formatChatTime(iso, timeZone),
      long: formatDateLong(iso, timeZone),
      local: localDate(date, timeZone),
    };
  };
  // Both sides of Moscow's last change (26.10.2014), midnights, month and year ends, leap days,
  // and a sweep of instants every 3 days 7 h 13 min over twelve years.
  const instants = [
    '2014-10-25T21:59:00Z',
    '2014-10-25T22:00:00Z',
    '2016-02-29T20:59:00Z',
    '2016-02-29T21:00:00Z',
    '2026-12-31T20:59:00Z',
    '2026-12-31T21:00:00Z',
    '2030-06-30T23:59:00Z',
  ].map((iso) => new Date(iso));
  for (let at = Date.UTC(2015, 0, 1); at < Date.UTC(2027, 0, 1); at += 285_180_000) {
    instants.push(new Date(at - (at % 60_000)));
  }

  it.each(['Europe/Moscow', 'UTC'])('formats every instant as Intl does in %s', (zone) => {
    const viaIntl = intlOf(zone);
    for (const date of instants) expect(ours(date, zone)).toEqual(viaIntl(date));
  });

  it('formats a calendar date as that day, whatever the zone', () => {
    expect(formatDate('2027-01-01', 'Europe/Moscow')).toBe('01.01.2027');
    expect(formatDateLong('2024-02-29', 'Asia/Vladivostok')).toBe('29 февраля 2024 г.');
  });
});
