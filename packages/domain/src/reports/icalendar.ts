import { addDays } from '../shared/day-arithmetic.ts';

/** An all-day event of a calendar feed. */
export type IcsEvent = {
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string;
  url?: string;
};

/** RFC 5545 §3.3.11: TEXT escapes backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded — CRLF and one space — never
 * inside a UTF-8 sequence (Cyrillic letters are 2 octets each).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the next ones 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');

/** YYYYMMDDTHHMMSSZ of an instant (DTSTAMP). */
function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function alarm(trigger: string, text: string): string[] {
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(text)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
  ];
}

/**
 * The tax calendar as an iCalendar feed (RFC 5545): all-day VEVENTs (DTEND the next
 * day, §3.6.1), each with two display alarms — 7 days and 1 day ahead at 09:00 — lines folded
 * at 75 octets and joined with CRLF.
 */
export function buildIcsCalendar(args: {
  name: string;
  now: Date;
  events: readonly IcsEvent[];
}): string {
  const stamp = utcStamp(args.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kabinet//Tax calendar//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(args.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    ...args.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(event.date, 1))}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      ...alarm('-P6DT15H', `Через неделю: ${event.summary}`),
      ...alarm('-PT15H', `Завтра: ${event.summary}`),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
