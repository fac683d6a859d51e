import type { Adjustment } from '@kabinet/domain/management-accounting';
import { formatKopecks } from '@kabinet/domain/money';
import { monthName } from '@kabinet/domain/shared';
import { ActionIcon, Group, ScrollArea, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** Staff: the entered figures by month, each with «Изменить» and «Удалить». */
export function AdjustmentsTable(props: {
  items: readonly Adjustment[];
  onEdit: (item: Adjustment) => void;
  onRemove: (item: Adjustment) => void;
}) {
  return (
    <ScrollArea type="auto">
      <Table striped miw={520}>
        <caption>Внесённые данные за 24 месяца</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Месяц</Table.Th>
            <Table.Th>Показатель</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            <Table.Th>Действия</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{monthName(item.month)}</Table.Td>
              <Table.Td>{item.kind_name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKopecks(item.amount_kopecks)}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Изменить: ${item.kind_name}, ${monthName(item.month)}`}
                    onClick={() => props.onEdit(item)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Удалить: ${item.kind_name}, ${monthName(item.month)}`}
                    onClick={() => props.onRemove(item)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
