import { ScrollArea, Table } from '@mantine/core';

import type { ChartSeries } from './chart-types.ts';

/**
 * The chart's figures as a real table — for screen readers and for copying into a spreadsheet:
 * a row per label, a column per series, numbers in full.
 */
export function ChartDataTable(props: {
  caption: string;
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
}) {
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder fz="sm" miw={320}>
        <caption>{props.caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{props.labelHeader}</Table.Th>
            {props.series.map((item) => (
              <Table.Th scope="col" key={item.name} ta="right">
                {item.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.labels.map((label, index) => (
            <Table.Tr key={`${label}-${index}`}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              {props.series.map((item) => {
                const value = item.values[index];
                return (
                  <Table.Td key={item.name} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {value === null || value === undefined ? '—' : props.format(value)}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
