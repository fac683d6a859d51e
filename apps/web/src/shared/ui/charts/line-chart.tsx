import { PLOT, seriesColor } from './chart-types.ts';
import { BandChartFrame, useBandChart, type BandChartProps } from './band-chart.tsx';

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
export function LineChart(props: BandChartProps) {
  const layout = useBandChart(props);
  const { band, scale, focus } = layout;
  const x = (index: number) => PLOT.left + index * band + band / 2;
  const colorOf = (i: number) => props.colors?.[i] ?? seriesColor(i);

  return (
    <BandChartFrame
      chart={props}
      layout={layout}
      tooltipX={(index) => x(index) + 8}
      overlay={props.series.map((item, i) => (
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
    />
  );
}
