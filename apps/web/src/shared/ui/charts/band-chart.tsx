import type { ReactNode } from 'react';

import { ChartTooltip } from './chart-tooltip.tsx';
import { valueScale, visibleLabels } from './chart-scale.ts';
import { PLOT, type ChartFormat, type ChartSeries } from './chart-types.ts';
import { chartGroupProps, LabelBand, ValueAxis } from './chart-parts.tsx';
import { useChartFocus } from './use-chart-focus.ts';
import { useChartWidth } from './use-chart-width.ts';

/** What every vertical chart by label (months) takes. */
export interface BandChartProps {
  /** What the chart says as a whole (its `aria-label`), see chartSummary. */
  summary: string;
  labels: readonly string[];
  /** Short labels under the axis («янв 26»); the full ones go to the tooltip. */
  axisLabels?: readonly string[];
  series: readonly ChartSeries[];
  format: ChartFormat;
  colors?: readonly string[];
}

/** The geometry of a vertical chart: one band per label, a value scale over every series. */
export function useBandChart(props: BandChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const focus = useChartFocus(props.labels.length);
  const scale = valueScale(
    props.series.flatMap((item) => item.values),
    PLOT.top,
    PLOT.height - PLOT.bottom,
  );
  const plotWidth = Math.max(width - PLOT.left - PLOT.right, 40);
  const band = plotWidth / Math.max(props.labels.length, 1);
  const shown = visibleLabels(props.labels.length, plotWidth);
  return { ref, width, focus, scale, band, shown };
}

export type BandChartLayout = ReturnType<typeof useBandChart>;

/**
 * The frame of a vertical chart: the value axis, a band per label the pointer or the keyboard
 * activates, the marks (`marks` inside a band, or `overlay` across them) and the active label's
 * tooltip at `tooltipX`.
 */
export function BandChartFrame(props: {
  chart: BandChartProps;
  layout: BandChartLayout;
  marks?: (index: number) => ReactNode;
  overlay?: ReactNode;
  tooltipX: (index: number) => number;
}) {
  const { chart, layout } = props;
  const { focus, scale, band, shown, width } = layout;
  return (
    <div ref={layout.ref} {...chartGroupProps(chart.summary)} {...focus.containerProps}>
      <svg width={width} height={PLOT.height} role="img" aria-label={chart.summary}>
        <ValueAxis ticks={scale.ticks} y={scale.y} width={width} format={chart.format.short} />
        {chart.labels.map((label, index) => (
          <LabelBand
            key={`${label}-${index}`}
            index={index}
            band={band}
            active={focus.active === index}
            label={shown.has(index) ? (chart.axisLabels?.[index] ?? label) : null}
            onEnter={focus.setActive}
          >
            {props.marks?.(index)}
          </LabelBand>
        ))}
        {props.overlay}
      </svg>
      {focus.active !== null && (
        <ChartTooltip
          label={chart.labels[focus.active] ?? ''}
          series={chart.series}
          index={focus.active}
          format={chart.format.full}
          x={props.tooltipX(focus.active)}
          width={width}
          {...(chart.colors ? { colors: chart.colors } : {})}
        />
      )}
    </div>
  );
}
