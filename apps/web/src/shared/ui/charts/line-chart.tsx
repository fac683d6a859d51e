import { ChartTooltip } from './chart-tooltip.tsx';
import { valueScale, visibleLabels } from './chart-scale.ts';
import { PLOT, seriesColor, type ChartFormat, type ChartSeries } from './chart-types.ts';
import { chartGroupProps, LabelBand, ValueAxis } from './chart-parts.tsx';
import { useChartFocus } from './use-chart-focus.ts';
import { useChartWidth } from './use-chart-width.ts';

/** The polyline of one series; an unknown value (null) breaks the line rather than faking 0. */
function paths(
  values: readonly (number | null)[],
  x: (i: number) => number,
  y: (v: number) => number,
) {
  const segments: string[] = [];
  let current = '';
  values.forEach((value, index) => {
    if (value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
  });
  if (current) segments.push(current);
  return segments;
}

/** Lines by label (months) — the cash balance, receivables and payables at each month's end. */
export function LineChart(props: {
  summary: string;
  labels: readonly string[];
  axisLabels?: readonly string[];
  series: readonly ChartSeries[];
  format: ChartFormat;
  colors?: readonly string[];
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
  const x = (index: number) => PLOT.left + index * band + band / 2;
  const shown = visibleLabels(props.labels.length, plotWidth);
  const colorOf = (i: number) => props.colors?.[i] ?? seriesColor(i);

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
          />
        ))}
        {props.series.map((item, i) => (
          <g key={item.name} pointerEvents="none">
            {paths(item.values, x, scale.y).map((d) => (
              <path key={d} d={d} fill="none" stroke={colorOf(i)} strokeWidth={2} />
            ))}
            {item.values.map((value, index) =>
              value === null ? null : (
                <circle
                  key={index}
                  cx={x(index)}
                  cy={scale.y(value)}
                  r={focus.active === index ? 4.5 : 2.5}
                  fill={colorOf(i)}
                />
              ),
            )}
          </g>
        ))}
      </svg>
      {focus.active !== null && (
        <ChartTooltip
          label={props.labels[focus.active] ?? ''}
          series={props.series}
          index={focus.active}
          format={props.format.full}
          x={x(focus.active) + 8}
          width={width}
          {...(props.colors ? { colors: props.colors } : {})}
        />
      )}
    </div>
  );
}
