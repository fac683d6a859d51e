import { numberFormat } from '../shared/intl.ts';

const compact = () => numberFormat('ru-RU', { maximumFractionDigits: 1 });

/**
 * Money on a chart's axis and in its tooltip head, short: «1,2 млн ₽», «350 тыс. ₽»,
 * «800 ₽», «−2,5 млрд ₽» (kopecks in, whole roubles out; ru-RU decimal comma).
 */
export function formatMoneyShort(kopecks: number): string {
  const roubles = kopecks / 100;
  const abs = Math.abs(roubles);
  const sign = roubles < 0 ? '−' : '';
  const scaled: [number, string] =
    abs >= 1e9
      ? [abs / 1e9, ' млрд']
      : abs >= 1e6
        ? [abs / 1e6, ' млн']
        : abs >= 1e3
          ? [abs / 1e3, ' тыс.']
          : [Math.round(abs), ''];
  return `${sign}${compact().format(scaled[0])}${scaled[1]}\u00a0₽`;
}

/**
 * «Nice» axis ticks from 0 (or the negative minimum) to at least `max`: steps of 1, 2 or 5 × 10ⁿ,
 * about `count` of them, so the labels read as round sums.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return [0];
  const raw = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) {
    ticks.push(tick);
    if (tick >= high) break;
  }
  return ticks;
}
