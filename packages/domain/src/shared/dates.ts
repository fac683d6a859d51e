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

function partsOf(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): Parts | null {
  const parsed = toDate(iso);
  if (parsed === null) return null;
  // A calendar date ('2026-11-21') names a day, not an instant: never shift it by a zone.
  const zone = parsed.dateOnly ? 'UTC' : timeZone;
  const format = dateTimeFormat('ru-RU', { ...options, timeZone: zone, hourCycle: 'h23' });
  const parts: Parts = {};
  for (const part of format.formatToParts(parsed.date)) parts[part.type] = part.value;
  return parts;
}

/**
 * SPEC §9: chat time format DD.MM HH:mm (24-hour), in the viewer's time zone
 * (Europe/Moscow by default) — `formatChatTime('2026-11-21T09:05:00Z')` → «21.11 12:05».
 * Unparseable input gives ''.
 */
export function formatChatTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(iso, timeZone, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return p ? `${p.day}.${p.month} ${p.hour}:${p.minute}` : '';
}

/** Whole calendar days from `earlier` to `later`, both `YYYY-MM-DD`. */
function daysBetween(earlier: string, later: string): number {
  return Math.round(
    (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * Issue 17: when a chat message was sent, as short as the day allows — the one rule of the
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
  const p = partsOf(iso, timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/**
 * A moment with its date and time, DD.MM.YYYY HH:mm (24-hour) in the viewer's time zone — what
 * logs show: `formatDateTime('2026-11-21T09:05:00Z')` → «21.11.2026 12:05». Unparseable input
 * gives ''.
 */
export function formatDateTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(iso, timeZone, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/**
 * SPEC intro: long Russian date with the month in the genitive (russian-domain §3.3) —
 * `formatDateLong('2026-11-21')` → «21 ноября 2026 г.». Unparseable input gives ''.
 */
export function formatDateLong(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parsed = toDate(iso);
  if (parsed === null) return '';
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
  return dateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);
}

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
