import { Alert, Skeleton } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';

import { useOperationsSummary } from '../api.ts';

/** «В тарифе до 100 операций, в октябре 137» — the tariff is priced by this count. */
export function MonthCount({ companyId, month }: { companyId: number; month: string }) {
  const summary = useOperationsSummary(companyId, month);
  if (!summary.data) return summary.isPending ? <Skeleton h={44} radius="md" /> : null;
  return (
    <Alert
      variant="light"
      color={summary.data.over ? 'orange' : 'blue'}
      icon={<IconReceipt size={18} aria-hidden />}
      title={summary.data.text}
    >
      {summary.data.over ? 'Операций больше, чем в тарифе: менеджер предложит подходящий.' : null}
    </Alert>
  );
}
