import { localDate } from '@kabinet/domain/shared';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

import { useOpenId } from '../../../shared/lib/use-search-param.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useActs, useCreateAct } from '../api.ts';
import { lastClosedMonth } from '../model.ts';
import { ActDetails } from './act-details.tsx';
import { ActsTable } from './acts-table.tsx';
import { SideSheet } from '../../../shared/ui/dialog-frames.tsx';
import { ReconciliationForm } from './reconciliation-form.tsx';
import { ResolveDisputeButton } from './resolve-dispute.tsx';

/** The client card's «Акты»: the company's acts, «Сформировать акт за месяц», disputes. */
export function CompanyActsPanel({ companyId }: { companyId: number }) {
  const acts = useActs(companyId);
  const create = useCreateAct(companyId);
  const [period, setPeriod] = useState(lastClosedMonth(localDate(new Date())));
  const [openId, show] = useOpenId('act');
  const open = acts.data?.find((act) => act.id === openId) ?? null;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="month"
          label="Месяц"
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value)}
        />
        <Button
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { period },
              {
                onSuccess: (act) => {
                  showToast({ type: 'positive', message: `Акт № ${act.number} сформирован` });
                  show(act.id);
                },
              },
            )
          }
        >
          Сформировать акт за месяц
        </Button>
      </Group>
      {create.isError ? <FormAlert message={describeError(create.error)} /> : null}
      <QueryContent query={acts} shape="table" label="Загрузка актов">
        {(data) => <ActsTable acts={data} onOpen={(act) => show(act.id)} />}
      </QueryContent>
      <ReconciliationForm companyId={companyId} />
      <SideSheet
        opened={open !== null}
        onClose={() => show(null)}
        title={open ? `Акт № ${open.number}` : 'Акт'}
      >
        {open ? (
          <ActDetails act={open} canSign={false} actions={<ResolveDisputeButton act={open} />} />
        ) : null}
      </SideSheet>
    </Stack>
  );
}
