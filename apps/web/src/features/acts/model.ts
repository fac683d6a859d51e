import type { ActStatus } from '@kabinet/domain/acts';

/** Badge colours of the act statuses. */
export const ACT_STATUS_COLORS: Record<ActStatus, string> = {
  issued: 'blue',
  signed: 'green',
  disputed: 'orange',
};

/** The last calendar month before `today` ('YYYY-MM-DD') as 'YYYY-MM' — the month to close. */
export function lastClosedMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The first and last day of the month before `today`: the default акт сверки period. */
export function lastMonthRange(today: string): { from: string; to: string } {
  const period = lastClosedMonth(today);
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}
