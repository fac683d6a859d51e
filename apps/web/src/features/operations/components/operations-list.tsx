import { formatKopecks } from '@kabinet/domain/money';
import type { Operation } from '@kabinet/domain/operations';
import { formatDate } from '@kabinet/domain/shared';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { CategorySelect } from './category-select.tsx';
import { CounterpartyDetails } from './counterparty-details.tsx';

type ListProps = {
  operations: Operation[];
  /** Set when the viewer may change categories. */
  onCategory?: (operation: Operation, categoryCode: string) => void;
};

/** + for income, − for expense, coloured; the sign is also in the text (not by colour alone). */
function Amount({ operation }: { operation: Operation }) {
  const income = operation.direction === 'in';
  return (
    <Text
      fw={600}
      c={income ? 'teal' : undefined}
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`${income ? 'Поступление' : 'Списание'} ${formatKopecks(operation.amount_kopecks)}`}
    >
      {income ? '+' : '−'}
      {formatKopecks(operation.amount_kopecks)}
    </Text>
  );
}

function Category({
  operation,
  onCategory,
}: { operation: Operation } & Pick<ListProps, 'onCategory'>) {
  if (!onCategory) {
    return (
      <Badge variant="light" color="gray">
        {operation.category_name}
      </Badge>
    );
  }
  return <CategorySelect operation={operation} onChange={(code) => onCategory(operation, code)} />;
}

/** The operations as a table on a desktop and as cards on a phone. */
export function OperationsList({ operations, onCategory }: ListProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone) {
    return (
      <Stack gap="sm">
        {operations.map((operation) => (
          <Card key={operation.id} withBorder radius="md" padding="sm" component="article">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {formatDate(operation.date)} · № {operation.number}
                </Text>
                <CounterpartyDetails operation={operation} />
              </Stack>
              <Amount operation={operation} />
            </Group>
            <Text size="sm" mt={4} lineClamp={3}>
              {operation.purpose}
            </Text>
            <Stack mt="xs">
              <Category operation={operation} onCategory={onCategory} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Дата</Table.Th>
            <Table.Th>Контрагент</Table.Th>
            <Table.Th>Назначение платежа</Table.Th>
            <Table.Th>Категория</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operations.map((operation) => (
            <Table.Tr key={operation.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(operation.date)}</Text>
                <Text size="xs" c="dimmed">
                  № {operation.number}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <CounterpartyDetails operation={operation} />
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" lineClamp={2}>
                  {operation.purpose}
                </Text>
              </Table.Td>
              <Table.Td miw={200}>
                <Category operation={operation} onCategory={onCategory} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount operation={operation} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
