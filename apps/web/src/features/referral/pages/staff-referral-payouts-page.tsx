import {
  LEAD_STATUS_NAMES,
  LEAD_STATUSES,
  PAYOUT_STATUS_NAMES,
  PAYOUT_STATUSES,
  type Lead,
  type LeadStatus,
  type Payout,
  type PayoutStatus,
} from '@kabinet/domain/referral';
import { formatDate, hasManagerRights } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { NoAccess } from '../../../shared/ui/no-access.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { PagePagination } from '../../../shared/ui/page-pagination.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useMoveLead, useStaffLeads, useStaffPayouts } from '../api.ts';
import { LeadStatusFilter, useLeadFilter } from '../components/lead-status-filter.tsx';
import { StaffPayoutActions } from '../components/staff-payout-actions.tsx';
import { PayoutStatusCell } from '../components/status-badges.tsx';

const TITLE = 'Реферальные выплаты';

const PAYOUT_FILTER = [
  { value: '', label: 'Все' },
  ...PAYOUT_STATUSES.map((status) => ({ value: status, label: PAYOUT_STATUS_NAMES[status] })),
];
const LEAD_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: LEAD_STATUS_NAMES[status],
}));

function PayoutRows({ payouts }: { payouts: Payout[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>Компания</Table.Th>
            <Table.Th ta="right">Сумма</Table.Th>
            <Table.Th>Куда</Table.Th>
            <Table.Th>Запрошена</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th>Действия</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{payout.id}</Table.Td>
              <Table.Td>{payout.company_name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatKopecks(payout.amount_kopecks)}
              </Table.Td>
              <Table.Td>{payout.payment_method.label || 'На баланс'}</Table.Td>
              <Table.Td>{formatDate(payout.requested_at)}</Table.Td>
              <Table.Td>
                <PayoutStatusCell payout={payout} />
              </Table.Td>
              <Table.Td>
                <StaffPayoutActions payout={payout} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PayoutsPanel() {
  const [status, setStatus] = useState<PayoutStatus | null>('requested');
  const payouts = useStaffPayouts(status);
  return (
    <Stack gap="md">
      <Select
        label="Статус выплаты"
        data={PAYOUT_FILTER}
        value={status ?? ''}
        allowDeselect={false}
        onChange={(value) => setStatus((value || null) as PayoutStatus | null)}
        w={220}
      />
      <QueryContent query={payouts} shape="table">
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              icon={<IconCash size={32} />}
              title="Выплат нет"
              description="Здесь появятся запросы клиентов на выплату вознаграждения."
            />
          ) : (
            <PayoutRows payouts={data} />
          )
        }
      </QueryContent>
    </Stack>
  );
}

/** Moves the lead's status only; the list may drop it from the filtered page, so say it moved. */
function LeadStatusSelect({ lead }: { lead: Lead }) {
  const move = useMoveLead();
  return (
    <Select
      aria-label={`Статус рекомендации ${lead.name}`}
      data={LEAD_OPTIONS}
      value={lead.status}
      allowDeselect={false}
      disabled={move.isPending}
      size="xs"
      w={170}
      onChange={(value) =>
        value &&
        move.mutate(
          { id: lead.id, status: value as LeadStatus },
          {
            onSuccess: (moved) =>
              showToast({
                type: 'positive',
                message: `${moved.name}: статус «${LEAD_STATUS_NAMES[moved.status]}»`,
              }),
            onError: showErrorToast,
          },
        )
      }
    />
  );
}

function LeadsPanel() {
  const { status, page, setPage, filterBy } = useLeadFilter('new');
  const leads = useStaffLeads(status, page);
  return (
    <Stack gap="md">
      <LeadStatusFilter label="Статус рекомендации" status={status} onChange={filterBy} />
      <QueryContent query={leads} shape="table">
        {(data) => <LeadRows leads={data.data} />}
      </QueryContent>
      {leads.data && <PagePagination meta={leads.data.meta} onChange={setPage} />}
    </Stack>
  );
}

/** The leads of the page with a status move each, or a line saying there are none. */
function LeadRows({ leads }: { leads: Lead[] }) {
  if (leads.length === 0) return <Text c="dimmed">Рекомендаций нет.</Text>;
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Имя</Table.Th>
            <Table.Th>Телефон</Table.Th>
            <Table.Th>Компания</Table.Th>
            <Table.Th>Добавлен</Table.Th>
            <Table.Th>Статус</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td>{lead.name}</Table.Td>
              <Table.Td>{lead.phone || lead.email || '—'}</Table.Td>
              <Table.Td>{lead.company_name || '—'}</Table.Td>
              <Table.Td>{formatDate(lead.created_at)}</Table.Td>
              <Table.Td>
                <LeadStatusSelect lead={lead} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Staff /staff/referral-payouts: payout requests by status and the recommended leads. */
export function StaffReferralPayoutsPage() {
  const user = useSignedInUser();
  if (!hasManagerRights(user.role.role_slug)) {
    return <NoAccess title={TITLE} description="Раздел доступен только сотрудникам." />;
  }
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Одобряйте запросы клиентов на выплату вознаграждения и отмечайте выплаченные."
      />
      <Tabs defaultValue="payouts" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="payouts">Выплаты</Tabs.Tab>
          <Tabs.Tab value="leads">Рекомендации</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payouts">
          <PayoutsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="leads">
          <LeadsPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
