import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

import { ChartDataTable } from './chart-data-table.tsx';
import { seriesColor, type ChartSeries } from './chart-types.ts';
import classes from './charts.module.css';

/**
 * A chart with its title, legend and the «График / Таблица» switch: the table shows the same
 * figures as a real <table> (screen readers, copying). Charts and tables get the same data.
 */
export function ChartCard(props: {
  title: string;
  /** One line under the title (what the chart counts). */
  description?: string;
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  /** The colour of each series, when not the kit's order. */
  colors?: readonly string[];
  /** The title's heading level: 2 right under a page's h1, 3 inside a section with its own h2. */
  titleOrder?: 2 | 3;
  children: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={props.titleOrder ?? 2} size="h5" id={titleId}>
              {props.title}
            </Title>
            {props.description && (
              <Text size="sm" c="dimmed">
                {props.description}
              </Text>
            )}
          </div>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            aria-label={`Вид: ${props.title}`}
            data={[
              { value: 'chart', label: 'График' },
              { value: 'table', label: 'Таблица' },
            ]}
          />
        </Group>
        {props.series.length > 1 && view === 'chart' && (
          <Group gap="md" aria-hidden>
            {props.series.map((item, i) => (
              <Text size="xs" key={item.name}>
                <span
                  className={classes.swatch}
                  style={{ background: props.colors?.[i] ?? seriesColor(i) }}
                />
                {item.name}
              </Text>
            ))}
          </Group>
        )}
        {view === 'chart' ? (
          props.children
        ) : (
          <ChartDataTable
            caption={props.title}
            labelHeader={props.labelHeader}
            labels={props.labels}
            series={props.series}
            format={props.format}
          />
        )}
      </Stack>
    </Paper>
  );
}
