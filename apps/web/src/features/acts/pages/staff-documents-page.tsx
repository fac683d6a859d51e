import { ACT_STATUS_NAMES, ACT_STATUSES, type ActStatus } from '@kabinet/domain/acts';
import { hasManagerRights } from '@kabinet/domain/shared';
import { Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router';

import { useOpenId } from '../../../shared/lib/use-search-param.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useStaffActs } from '../api.ts';
import { ActDetails } from '../components/act-details.tsx';
import { ActsTable } from '../components/acts-table.tsx';
import { SideSheet } from '../../../shared/ui/dialog-frames.tsx';
import { ResolveDisputeButton } from '../components/resolve-dispute.tsx';

/** The staff's «Документы»: acts across their clients, filtered by status and month. */
export function StaffDocumentsPage() {
  const user = useSignedInUser();
  if (!hasManagerRights(user.role.role_slug)) return <Navigate to="/service/acts" replace />;
  return <StaffDocuments />;
}

function StaffDocuments() {
  const [status, setStatus] = useState<ActStatus | null>(null);
  const [period, setPeriod] = useState('');
  const acts = useStaffActs({
    ...(status ? { status } : {}),
    ...(/^\d{4}-\d{2}$/.test(period) ? { period } : {}),
  });
  const [openId, show] = useOpenId('act');
  const open = acts.data?.find((act) => act.id === openId) ?? null;
  return (
    <>
      <PageHeader title="Документы" description="Акты оказанных услуг ваших клиентов." />
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <Select
            label="Статус"
            placeholder="Все"
            clearable
            data={ACT_STATUSES.map((value) => ({ value, label: ACT_STATUS_NAMES[value] }))}
            value={status}
            onChange={(value) => setStatus(value as ActStatus | null)}
          />
          <TextInput
            type="month"
            label="Месяц"
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value)}
          />
        </Group>
        <QueryContent query={acts} shape="table">
          {(data) => (
            <Paper withBorder>
              <ActsTable
                acts={data}
                companyOf={(act) => act.company_name}
                onOpen={(act) => show(act.id)}
              />
            </Paper>
          )}
        </QueryContent>
      </Stack>
      <SideSheet
        opened={open !== null}
        onClose={() => show(null)}
        title={open ? `Акт № ${open.number} · ${open.company_name}` : 'Акт'}
      >
        {open ? (
          <ActDetails act={open} canSign={false} actions={<ResolveDisputeButton act={open} />} />
        ) : null}
      </SideSheet>
    </>
  );
}
