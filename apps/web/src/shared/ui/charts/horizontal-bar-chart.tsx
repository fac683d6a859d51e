import { ChartTooltip } from './chart-tooltip.tsx';
import { seriesColor, type ChartFormat } from './chart-types.ts';
import { chartGroupProps } from './chart-parts.tsx';
import classes from './charts.module.css';
import { useChartFocus } from './use-chart-focus.ts';
import { useChartWidth } from './use-chart-width.ts';

const ROW = 30;
const LABEL_SHARE = 0.38;

/** Cuts a long name for the axis; the tooltip and the table have it whole. */
function clip(text: string, chars: number): string {
  return text.length > chars ? `${text.slice(0, Math.max(chars - 1, 1))}…` : text;
}

/**
 * Horizontal bars, largest first — the top counterparties, categories. One series; the value is
 * written at the bar's end.
 */
export function HorizontalBarChart(props: {
  summary: string;
  labels: readonly string[];
  seriesName: string;
  values: readonly number[];
  format: ChartFormat;
  color?: string;
}) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const focus = useChartFocus(props.labels.length);
  const labelWidth = Math.round(width * LABEL_SHARE);
  const valueWidth = 76;
  const barSpace = Math.max(width - labelWidth - valueWidth - 8, 20);
  const max = Math.max(...props.values, 1);
  const height = props.labels.length * ROW + 4;
  const color = props.color ?? seriesColor(0);
  const chars = Math.max(Math.floor(labelWidth / 7), 6);

  return (
    <div ref={ref} {...chartGroupProps(props.summary)} {...focus.containerProps}>
      <svg width={width} height={height} role="img" aria-label={props.summary}>
        {props.labels.map((label, index) => {
          const y = index * ROW;
          const value = props.values[index] ?? 0;
          return (
            <g key={`${label}-${index}`} onMouseEnter={() => focus.setActive(index)}>
              <rect
                className={focus.active === index ? classes.active : undefined}
                x={0}
                y={y}
                width={width}
                height={ROW}
                fill="transparent"
              />
              <text className={classes.axis} x={0} y={y + 19}>
                {clip(label, chars)}
              </text>
              <rect
                x={labelWidth}
                y={y + 7}
                width={Math.max((value / max) * barSpace, value > 0 ? 2 : 0)}
                height={ROW - 14}
                fill={color}
                rx={2}
              />
              <text
                className={classes.axis}
                x={labelWidth + (value / max) * barSpace + 6}
                y={y + 19}
              >
                {props.format.short(value)}
              </text>
            </g>
          );
        })}
      </svg>
      {focus.active !== null && (
        <div style={{ position: 'absolute', top: focus.active * ROW + ROW, left: 0, right: 0 }}>
          <ChartTooltip
            label={props.labels[focus.active] ?? ''}
            series={[{ name: props.seriesName, values: props.values }]}
            index={0 + focus.active}
            format={props.format.full}
            x={labelWidth}
            width={width}
            colors={[color]}
          />
        </div>
      )}
    </div>
  );
}
