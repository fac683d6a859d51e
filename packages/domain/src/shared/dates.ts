import { daysBetween } from './day-arithmetic.ts';
import { dateTimeFormat } from './intl.ts';

/** Russian business time zone (russian-domain §3.3): UTC+3 all year. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function toDate(iso: string): { date: Date; dateOnly: boolean } | null {
  const dateOnly = DATE_ONLY.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

/**
 * Zones whose offset has not changed since `since` (ms), in minutes east of UTC. Moscow has kept
 * UTC+3 all year since 26 October 2014 (russian-domain §3.3). For these the parts are computed
 * here, without Intl: the first Intl formatter a page builds loads the locale's and the zone's
 * data, the longest single step of a page's first render on a slow phone. Any other
 * zone, or an earlier instant, goes through Intl (dates.test.ts compares the two).
 */
const FIXED_ZONES: Record<string, { offsetMinutes: number; since: number }> = {
  UTC: { offsetMinutes: 0, since: Number.NEGATIVE_INFINITY },
  'Europe/Moscow': { offsetMinutes: 180, since: Date.UTC(2014, 9, 25, 22) },
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The parts of `date` in a fixed-offset zone, or null when Intl must answer. */
function fixedZoneParts(date: Date, timeZone: string): Parts | null {
  const zone = FIXED_ZONES[timeZone];
  if (!zone || date.getTime() < zone.since) return null;
  const shifted = new Date(date.getTime() + zone.offsetMinutes * 60_000);
  const year = shifted.getUTCFullYear();
  if (year < 1000 || year > 9999) return null;
  return {
    year: String(year),
    month: twoDigits(shifted.getUTCMonth() + 1),
    day: twoDigits(shifted.getUTCDate()),
    hour: twoDigits(shifted.getUTCHours()),
    minute: twoDigits(shifted.getUTCMinutes()),
  };
}

/** The parts of `date` in `timeZone` (two-digit day, month, hour and minute; 24-hour). */
function zonedParts(date: Date, timeZone: string): Parts {
  const fixed = fixedZoneParts(date, timeZone);
  if (fixed) return fixed;
  const format = dateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    hourCycle: 'h23',
  });
  const parts: Parts = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

function partsOf(iso: string, timeZone: string): Parts | null {
  const parsed = toDate(iso);
  if (parsed === null) return null;
  // A calendar date ('2026-11-21') names a day, not an instant: never shift it by a zone.
  return zonedParts(parsed.date, parsed.dateOnly ? 'UTC' : timeZone);
}

/**
 * SPEC §9: chat time format DD.MM HH:mm (24-hour), in the viewer's time zone
 * (Europe/Moscow by default) — `formatChatTime('2026-11-21T09:05:00Z')` → «21.11 12:05».
 * Unparseable input gives ''.
 */
export function formatChatTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day}.${p.month} ${p.hour}:${p.minute}` : '';
}

/**
 * When a chat message was sent, as short as the day allows — the one rule of the
 * conversation list, the message bubbles and the search. Today only the time («12:05»), yesterday
 * «вчера 12:05», earlier this year SPEC §9's DD.MM HH:mm («21.11 12:05»), another year
 * DD.MM.YYYY HH:mm. Days are the viewer's (Europe/Moscow by default). Unparseable input gives ''.
 */
export function formatMessageTime(
  iso: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parsed = toDate(iso);
  if (parsed === null) return '';
  const day = localDate(parsed.date, timeZone);
  const today = localDate(now, timeZone);
  const time = formatChatTime(iso, timeZone).split(' ')[1] ?? '';
  const age = daysBetween(day, today);
  if (age === 0) return time;
  if (age === 1) return `вчера ${time}`;
  if (day.slice(0, 4) === today.slice(0, 4)) return formatChatTime(iso, timeZone);
  return formatDateTime(iso, timeZone);
}

/**
 * SPEC intro: dates use the Russian locale, numeric form DD.MM.YYYY (russian-domain §3.3) —
 * `formatDate('2026-11-21')` → «21.11.2026». Unparseable input gives ''.
 */
export function formatDate(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/**
 * A moment with its date and time, DD.MM.YYYY HH:mm (24-hour) in the viewer's time zone — what
 * logs show: `formatDateTime('2026-11-21T09:05:00Z')` → «21.11.2026 12:05». Unparseable input
 * gives ''.
 */
export function formatDateTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(iso, timeZone);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/**
 * SPEC intro: long Russian date with the month in the genitive (russian-domain §3.3) —
 * `formatDateLong('2026-11-21')` → «21 ноября 2026 г.». Unparseable input gives ''.
 */
export function formatDateLong(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parsed = toDate(iso);
  if (parsed === null) return '';
  const fixed = fixedZoneParts(parsed.date, parsed.dateOnly ? 'UTC' : timeZone);
  if (fixed) {
    const month = MONTHS_GENITIVE[Number(fixed.month) - 1] ?? '';
    return `${Number(fixed.day)} ${month} ${fixed.year} г.`;
  }
  return dateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
  }).format(parsed.date);
}

/**
 * The calendar date (`YYYY-MM-DD`) of an instant in the firm's time zone: «today» for due dates,
 * payment dates and the month job, on the server and in the browser alike.
 */
export function localDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const fixed = fixedZoneParts(now, timeZone);
  if (fixed) return `${fixed.year}-${fixed.month}-${fixed.day}`;
  return dateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);
}

/** The months in the genitive, as a date names them: «21 ноября 2026 г.». */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** The months as a calendar names them (nominative): «октябрь 2026». */
const MONTHS_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** «октябрь 2026» for the month '2026-10' (a statement's, an act's period). */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return `${MONTHS_NOMINATIVE[(index ?? 1) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** The month before `month` ('2027-01' → '2026-12'). */
export function previousMonth(month: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}
