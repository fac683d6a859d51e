const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a client has waited for an answer, as the inbox shows it: «ждёт ответа
 * 5 мин», «ждёт ответа 2 ч», «ждёт ответа 3 дн». Whole units, rounded down, at least a minute
 * (a message of this second has already waited «1 мин» to a person reading the list).
 */
export function formatWaiting(since: Date, now: Date): string {
  const waited = Math.max(0, now.getTime() - since.getTime());
  if (waited < HOUR) return `ждёт ответа ${Math.max(1, Math.floor(waited / MINUTE))} мин`;
  if (waited < DAY) return `ждёт ответа ${Math.floor(waited / HOUR)} ч`;
  return `ждёт ответа ${Math.floor(waited / DAY)} дн`;
}
