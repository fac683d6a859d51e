import { ChartTooltip } from './chart-tooltip.tsx';
import { valueScale, visibleLabels } from './chart-scale.ts';
import { PLOT, seriesColor, type ChartFormat, type ChartSeries } from './chart-types.ts';
import { chartGroupProps, LabelBand, ValueAxis } from './chart-parts.tsx';
import { useChartFocus } from './use-chart-focus.ts';
import { useChartWidth } from './use-chart-width.ts';

/**
 * Vertical bars by label (months) with one or more series side by side — «Доходы и расходы по
 * месяцам». A negative value grows down from zero in the «negative» colour when `signed`.
 */
export function BarChart(props: {
  /** What the chart says as a whole (its `aria-label`), see chartSummary. */
  summary: string;
  labels: readonly string[];
  /** Short labels under the axis («янв 26»); the full ones go to the tooltip. */
  axisLabels?: readonly string[];
  series: readonly ChartSeries[];
  format: ChartFormat;
  colors?: readonly string[];
  signed?: boolean;
}) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const focus = useChartFocus(props.labels.length);
  const bottom = PLOT.height - PLOT.bottom;
  const scale = valueScale(
    props.series.flatMap((item) => item.values),
    PLOT.top,
    bottom,
  );
  const plotWidth = Math.max(width - PLOT.left - PLOT.right, 40);
  const band = plotWidth / Math.max(props.labels.length, 1);
  const barWidth = Math.max(Math.min((band * 0.7) / props.series.length, 28), 2);
  const shown = visibleLabels(props.labels.length, plotWidth);
  const colorOf = (i: number, value: number) =>
    props.signed && value < 0 ? 'var(--chart-negative)' : (props.colors?.[i] ?? seriesColor(i));

  return (
    <div ref={ref} {...chartGroupProps(props.summary)} {...focus.containerProps}>
      <svg width={width} height={PLOT.height} role="img" aria-label={props.summary}>
        <ValueAxis ticks={scale.ticks} y={scale.y} width={width} format={props.format.short} />
        {props.labels.map((label, index) => (
          <LabelBand
            key={`${label}-${index}`}
            index={index}
            band={band}
            active={focus.active === index}
            label={shown.has(index) ? (props.axisLabels?.[index] ?? label) : null}
            onEnter={focus.setActive}
          >
            {props.series.map((item, i) => {
              const value = item.values[index] ?? 0;
              return (
                <rect
                  key={item.name}
                  x={
                    PLOT.left +
                    index * band +
                    (band - barWidth * props.series.length) / 2 +
                    i * barWidth
                  }
                  y={Math.min(scale.y(value), scale.y(0))}
                  width={barWidth - 1}
                  height={Math.abs(scale.y(value) - scale.y(0))}
                  fill={colorOf(i, value)}
                  rx={2}
                />
              );
            })}
          </LabelBand>
        ))}
      </svg>
      {focus.active !== null && (
        <ChartTooltip
          label={props.labels[focus.active] ?? ''}
          series={props.series}
          index={focus.active}
          format={props.format.full}
          x={PLOT.left + focus.active * band + band}
          width={width}
          {...(props.colors ? { colors: props.colors } : {})}
        />
      )}
    </div>
  );
}
