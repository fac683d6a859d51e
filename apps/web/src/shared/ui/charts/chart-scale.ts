import { niceTicks } from '@kabinet/domain/analytics';

/**
 * A linear scale from values to the plot's y pixels, over round ticks covering every value and
 * zero (bars grow from zero, so zero is always on the axis).
 */
export function valueScale(values: readonly (number | null)[], top: number, bottom: number) {
  const known = values.filter((value): value is number => value !== null);
  const ticks = niceTicks(Math.min(0, ...known), Math.max(0, ...known));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const span = high - low || 1;
  const y = (value: number) => bottom - ((value - low) / span) * (bottom - top);
  return { ticks, y };
}

/** Which labels an axis shows when they do not all fit: every n-th, the last one always. */
export function visibleLabels(count: number, width: number, labelWidth = 44): Set<number> {
  const step = Math.max(1, Math.ceil((count * labelWidth) / Math.max(width, 1)));
  const shown = new Set<number>();
  for (let index = 0; index < count; index += step) shown.add(index);
  if (count > 0 && step > 1) shown.add(count - 1);
  return shown;
}
