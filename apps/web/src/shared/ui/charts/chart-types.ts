/** One series of a chart: its name (legend, tooltip, table header) and a value per label. */
export interface ChartSeries {
  name: string;
  values: readonly (number | null)[];
}

/** How a chart writes its numbers: short on the axis, in full in the tooltip and the table. */
export interface ChartFormat {
  /** Axis labels, e.g. «1,2 млн ₽». */
  short: (value: number) => string;
  /** Tooltip and table cells, e.g. «1 234 567,00 ₽». */
  full: (value: number) => string;
}

/** The series colours in order (charts.module.css, both themes). */
export const SERIES_COLORS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)'] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
}

/** Chart geometry shared by the vertical charts: the plot inside the axis margins. */
export const PLOT = { height: 220, top: 12, bottom: 28, left: 76, right: 12 } as const;
