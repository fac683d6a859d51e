import type { ChartSeries } from './chart-types.ts';

/**
 * The words of a chart's `aria-label`: what it shows and, per series, the total and the largest
 * point — «Доходы и расходы по месяцам, январь 2026 — март 2026. Доходы: всего 1,5 млн ₽,
 * больше всего в январе 2026 — 1 млн ₽.» The «Таблица» view has every figure.
 */
export function chartSummary(
  title: string,
  labels: readonly string[],
  series: readonly ChartSeries[],
  format: (value: number) => string,
  options: { total?: boolean } = {},
): string {
  const span = labels.length > 1 ? `${labels[0]} — ${labels.at(-1)}` : (labels[0] ?? 'нет данных');
  const parts = series.map((item) => {
    const known = item.values
      .map((value, index) => ({ value, index }))
      .filter((point): point is { value: number; index: number } => point.value !== null);
    if (known.length === 0) return `${item.name}: нет данных`;
    const top = known.reduce((best, point) => (point.value > best.value ? point : best));
    const total = known.reduce((sum, point) => sum + point.value, 0);
    const head = options.total === false ? '' : `всего ${format(total)}, `;
    return `${item.name}: ${head}больше всего — ${labels[top.index] ?? ''}, ${format(top.value)}`;
  });
  return `${title}, ${span}. ${parts.join('. ')}.`;
}
