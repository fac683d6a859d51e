import type { ReferralClient } from '@kabinet/domain/referral';
import { formatDate } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { Table, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useReferralClients } from '../api.ts';
import { ReferralGate } from '../components/referral-gate.tsx';
import { ReferralNav } from '../components/referral-nav.tsx';
import { NUMERIC_STYLE } from '../../../shared/ui/numeric-style.ts';

function ClientsTable({ clients }: { clients: ReferralClient[] }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Компания</Table.Th>
            <Table.Th ta="right">Оплатила</Table.Th>
            <Table.Th ta="right">Вознаграждение</Table.Th>
            <Table.Th>Начисляется до</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {client.company_name}
                </Text>
                <Text size="xs" c="dimmed">
                  ИНН {client.inn}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(client.paid_kopecks)}
              </Table.Td>
              <Table.Td ta="right" style={NUMERIC_STYLE}>
                {formatKopecks(client.reward_kopecks)}
              </Table.Td>
              <Table.Td>{formatDate(client.reward_until)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Clients() {
  const clients = useReferralClients();
  return (
    <QueryContent query={clients} shape="table">
      {(data) => <ClientsList clients={data} />}
    </QueryContent>
  );
}

function ClientsList({ clients }: { clients: ReferralClient[] }) {
  if (clients.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingStore size={32} />}
        title="Клиентов пока нет"
        description="Здесь появятся компании, которые пришли по вашей рекомендации и оплатили обслуживание."
      />
    );
  }
  return <ClientsTable clients={clients} />;
}

/** /referral/clients: the recommended companies that pay, and what they earned. */
export function ReferralClientsPage() {
  return (
    <>
      <PageHeader title="Приглашённые клиенты" />
      <ReferralNav />
      <ReferralGate>{() => <Clients />}</ReferralGate>
    </>
  );
}
