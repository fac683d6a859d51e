import type { ReactNode } from 'react';

import classes from './charts.module.css';
import { PLOT } from './chart-types.ts';

/** The horizontal grid lines and the money labels of a vertical chart's value axis. */
export function ValueAxis(props: {
  ticks: readonly number[];
  y: (value: number) => number;
  width: number;
  format: (value: number) => string;
}) {
  return (
    <>
      {props.ticks.map((tick) => (
        <g key={tick}>
          <line
            className={classes.grid}
            x1={PLOT.left}
            x2={props.width - PLOT.right}
            y1={props.y(tick)}
            y2={props.y(tick)}
          />
          <text className={classes.axis} x={PLOT.left - 6} y={props.y(tick) + 4} textAnchor="end">
            {props.format(tick)}
          </text>
        </g>
      ))}
    </>
  );
}

/**
 * One label's column of a vertical chart: the band the mouse activates (shaded when active)
 * and its axis label, when shown. The marks (bars) go inside.
 */
export function LabelBand(props: {
  index: number;
  band: number;
  active: boolean;
  label: string | null;
  onEnter: (index: number) => void;
  children?: ReactNode;
}) {
  const x = PLOT.left + props.index * props.band;
  return (
    <g onMouseEnter={() => props.onEnter(props.index)}>
      <rect
        className={props.active ? classes.active : undefined}
        x={x}
        y={PLOT.top}
        width={props.band}
        height={PLOT.height - PLOT.bottom - PLOT.top}
        fill="transparent"
      />
      {props.children}
      {props.label !== null && (
        <text
          className={classes.axis}
          x={x + props.band / 2}
          y={PLOT.height - 8}
          textAnchor="middle"
        >
          {props.label}
        </text>
      )}
    </g>
  );
}

/** The wrapper every chart shares: one tab stop, a group named by the chart's summary. */
export function chartGroupProps(summary: string) {
  return {
    className: classes.chart,
    role: 'group',
    'aria-label': `${summary} Стрелками можно перейти по значениям.`,
  } as const;
}
