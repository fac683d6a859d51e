import { formatMoney } from '@kabinet/domain/shared';
import type { Tariff, TariffsCalculation } from '@kabinet/domain/tariffs';
import { Table, Text } from '@mantine/core';

/** The new figure, with the saved one struck out before it when they differ (inline). */
function Change({ before, after }: { before: number | undefined; after: number | undefined }) {
  if (after === undefined) return <>—</>;
  if (before === undefined || before === after) return <>{formatMoney(after)}</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Text span size="xs" c="dimmed" td="line-through" data-testid="price-before">
        {formatMoney(before)}
      </Text>{' '}
      <Text span inherit fw={600} c={after > before ? 'red' : 'teal'}>
        {formatMoney(after)}
      </Text>
    </span>
  );
}

function totalsOf(calculation: TariffsCalculation, id: number, months: number) {
  const priced = calculation.tariffs.find((item) => item.id === id);
  return {
    month: priced?.total,
    first: priced?.total_first_month,
    period: priced?.totals[months]?.total_with_first_month,
  };
}

interface PreviewTableProps {
  tariffs: readonly Tariff[];
  before: TariffsCalculation;
  after: TariffsCalculation;
  months: number;
}

/** Each tariff's month, first month and period, the saved figure struck out where it changes. */
export function PreviewTable({ tariffs, before, after, months }: PreviewTableProps) {
  return (
    <Table verticalSpacing={6} data-testid="admin-preview">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Тариф</Table.Th>
          <Table.Th ta="right">В месяц</Table.Th>
          <Table.Th ta="right">За {months} мес.</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tariffs.map((tariff) => {
          const was = totalsOf(before, tariff.id, months);
          const now = totalsOf(after, tariff.id, months);
          return (
            <Table.Tr key={tariff.id} data-testid={`admin-preview-${tariff.slug}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {tariff.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Change before={was.month} after={now.month} />
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  1-й мес.: <Change before={was.first} after={now.first} />
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Change before={was.period} after={now.period} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
