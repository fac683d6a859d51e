import { Text } from '@mantine/core';

import classes from './charts.module.css';
import { seriesColor, type ChartSeries } from './chart-types.ts';

/**
 * The active point's figures: its label, then each series' value in full. It is a live region,
 * so moving through the chart with the arrows reads each point out.
 */
export function ChartTooltip(props: {
  label: string;
  series: readonly ChartSeries[];
  index: number;
  format: (value: number) => string;
  /** Left edge in px inside the chart. */
  x: number;
  width: number;
  colors?: readonly string[];
}) {
  const left = Math.min(Math.max(props.x, 0), Math.max(props.width - 200, 0));
  return (
    <div className={classes.tooltip} style={{ left }} role="status" aria-live="polite">
      <Text size="sm" fw={600}>
        {props.label}
      </Text>
      {props.series.map((item, i) => {
        const value = item.values[props.index];
        return (
          <Text size="sm" key={item.name}>
            <span
              className={classes.swatch}
              style={{ background: props.colors?.[i] ?? seriesColor(i) }}
              aria-hidden
            />
            {item.name}: {value === null || value === undefined ? '—' : props.format(value)}
          </Text>
        );
      })}
    </div>
  );
}
