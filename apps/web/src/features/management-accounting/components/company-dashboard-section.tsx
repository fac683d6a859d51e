import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { usePeriodParams } from '../../../shared/lib/use-period-params.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PeriodPicker } from '../../../shared/ui/period-picker.tsx';
import { useCompanyDashboard } from '../api.ts';
import { KpiCards } from './kpi-cards.tsx';
import { ManagementCharts } from './management-charts.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

/**
 * The client card: the client's management graphs as the client sees them, so staff
 * see what their reports and adjustments feed into. Off a financial tariff the server answers
 * 403 and the client has no graphs; staff are told so, not shown an error (nor a period picker).
 */
export function CompanyDashboardSection({ companyId }: { companyId: number }) {
  const period = usePeriodParams('year');
  const dashboard = useCompanyDashboard(companyId, period.range);
  const notFinancial = dashboard.error instanceof ResponseError && dashboard.error.status === 403;
  return (
    <Stack gap="sm" component="section" aria-labelledby="client-dashboard-title">
      <Title order={3} size="h5" id="client-dashboard-title">
        Графики клиента
      </Title>
      <Text size="sm" c="dimmed">
        Что клиент видит в «Управленческом учёте»: операции по выпискам вместе с цифрами ниже.
      </Text>
      {dashboard.isPending ? (
        <ContentSkeleton shape="cards" label="Загрузка графиков клиента" />
      ) : notFinancial ? (
        <Alert color="gray" icon={<IconChartLine size={20} />}>
          У клиента не финансовый тариф — графики управленческого учёта ему не открыты. Отчёты и
          цифры ниже всё равно сохранятся.
        </Alert>
      ) : dashboard.isError ? (
        <FormAlert message={describeError(dashboard.error)} />
      ) : (
        <>
          <PeriodPicker {...period} onChange={period.setRange} />
          <KpiCards dashboard={dashboard.data} />
          <ManagementCharts dashboard={dashboard.data} />
        </>
      )}
    </Stack>
  );
}
