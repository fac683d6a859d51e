import { formatDate } from '@kabinet/domain/shared';
import type { CompanyTariffResource } from '@kabinet/domain/tariffs';
import { Paper, Table, Title } from '@mantine/core';

import { moneyOrDash } from '../model.ts';
import { StatusBadge } from './status-badge.tsx';

/** The company's other tariffs (earlier, archived or waiting), newest first. */
export function OtherTariffs({ tariffs }: { tariffs: readonly CompanyTariffResource[] }) {
  if (tariffs.length === 0) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h4" mb="md">
        Другие тарифы компании
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Тариф</Table.Th>
              <Table.Th>Статус</Table.Th>
              <Table.Th>Сумма</Table.Th>
              <Table.Th>Обновлён</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tariffs.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.tariff_name || '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge status={item.status} />
                </Table.Td>
                <Table.Td>{moneyOrDash(item.amount)}</Table.Td>
                <Table.Td>{item.updated_at ? formatDate(item.updated_at) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
