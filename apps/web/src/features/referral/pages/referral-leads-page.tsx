import type { Lead } from '@kabinet/domain/referral';
import { formatDate } from '@kabinet/domain/shared';
import { ActionIcon, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PagePagination } from '../../../shared/ui/page-pagination.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useDeleteLead, useLeads } from '../api.ts';
import { AddLeadModal } from '../components/add-lead-modal.tsx';
import { LeadStatusFilter, useLeadFilter } from '../components/lead-status-filter.tsx';
import { ReferralGate } from '../components/referral-gate.tsx';
import { ReferralNav } from '../components/referral-nav.tsx';
import { LeadStatusBadge } from '../components/status-badges.tsx';
import { useConfirm } from '../../../shared/ui/use-confirm.tsx';

/** Only a lead the referrer typed in, still new, may be deleted. */
const deletable = (lead: Lead) => lead.source === 'manual' && lead.status === 'new';

function LeadsTable({ leads }: { leads: Lead[] }) {
  const remove = useDeleteLead();
  const { confirm, dialog } = useConfirm();
  const onDelete = async (lead: Lead) => {
    const sure = await confirm({
      title: 'Удалить рекомендацию?',
      message: `Рекомендация «${lead.name}» будет удалена.`,
      confirmLabel: 'Удалить',
    });
    if (!sure) return;
    remove.mutate(lead.id, {
      onSuccess: () => showToast({ type: 'positive', message: 'Рекомендация удалена' }),
      onError: showErrorToast,
    });
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      {dialog}
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Имя</Table.Th>
            <Table.Th>Компания</Table.Th>
            <Table.Th>Откуда</Table.Th>
            <Table.Th>Добавлен</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th>
              <VisuallyHidden>Действия</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {lead.name}
                </Text>
                {lead.comment ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {lead.comment}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{lead.company_name || '—'}</Table.Td>
              <Table.Td>{lead.source_name}</Table.Td>
              <Table.Td>{formatDate(lead.created_at)}</Table.Td>
              <Table.Td>
                <LeadStatusBadge status={lead.status} />
              </Table.Td>
              <Table.Td>
                {deletable(lead) ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Удалить рекомендацию ${lead.name}`}
                    onClick={() => onDelete(lead)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Leads() {
  const { status, page, setPage, filterBy } = useLeadFilter(null);
  const [adding, setAdding] = useState(false);
  const leads = useLeads(status, page);
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between">
        <LeadStatusFilter label="Статус" status={status} onChange={filterBy} />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Добавить рекомендацию
        </Button>
      </Group>
      <QueryContent query={leads} shape="table">
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState
              icon={<IconUsersGroup size={32} />}
              title="Рекомендаций пока нет"
              description="Поделитесь ссылкой или добавьте знакомого вручную — мы свяжемся с ним сами."
            />
          ) : (
            <>
              <LeadsTable leads={data.data} />
              <PagePagination meta={data.meta} onChange={setPage} />
            </>
          )
        }
      </QueryContent>
      <AddLeadModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

/** /referral/leads: the people the company recommended and where they are. */
export function ReferralLeadsPage() {
  return (
    <>
      <PageHeader title="Рекомендации" />
      <ReferralNav />
      <ReferralGate>{() => <Leads />}</ReferralGate>
    </>
  );
}
