import { PLOT, seriesColor } from './chart-types.ts';
import { BandChartFrame, useBandChart, type BandChartProps } from './band-chart.tsx';

/**
 * Vertical bars by label (months) with one or more series side by side — «Доходы и расходы по
 * месяцам». A negative value grows down from zero in the «negative» colour when `signed`.
 */
export function BarChart(props: BandChartProps & { signed?: boolean }) {
  const layout = useBandChart(props);
  const { band, scale } = layout;
  const barWidth = Math.max(Math.min((band * 0.7) / props.series.length, 28), 2);
  const colorOf = (i: number, value: number) =>
    props.signed && value < 0 ? 'var(--chart-negative)' : (props.colors?.[i] ?? seriesColor(i));

  return (
    <BandChartFrame
      chart={props}
      layout={layout}
      tooltipX={(index) => PLOT.left + index * band + band}
      marks={(index) =>
        props.series.map((item, i) => {
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
        })
      }
    />
  );
}
