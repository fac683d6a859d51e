import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { describeError } from '../../../shared/lib/error-message.ts';
import { usePeriodParams } from '../../../shared/lib/use-period-params.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PeriodPicker } from '../../../shared/ui/period-picker.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useCompanyDashboard } from '../api.ts';
import { KpiCards } from './kpi-cards.tsx';
import { ManagementCharts } from './management-charts.tsx';

/**
 * The client card: the client's management graphs as the client sees them, so staff
 * see what their reports and adjustments feed into. Off a financial tariff the server answers
 * 403 and the client has no graphs; staff are told so, not shown an error (nor a period picker).
 */
export function CompanyDashboardSection({ companyId }: { companyId: number }) {
  const period = usePeriodParams('year');
  const dashboard = useCompanyDashboard(companyId, period.range);
  return (
    <Stack gap="sm" component="section" aria-labelledby="client-dashboard-title">
      <Title order={3} size="h5" id="client-dashboard-title">
        Графики клиента
      </Title>
      <Text size="sm" c="dimmed">
        Что клиент видит в «Управленческом учёте»: операции по выпискам вместе с цифрами ниже.
      </Text>
      <QueryContent
        query={dashboard}
        shape="cards"
        label="Загрузка графиков клиента"
        renderError={(error) => <DashboardError error={error} />}
      >
        {(data) => (
          <>
            <PeriodPicker {...period} onChange={period.setRange} />
            <KpiCards dashboard={data} />
            <ManagementCharts dashboard={data} />
          </>
        )}
      </QueryContent>
    </Stack>
  );
}

/** Off a financial tariff (403) the client has no graphs: said plainly; any other failure as is. */
function DashboardError({ error }: { error: Error }) {
  if (error instanceof ResponseError && error.status === 403) {
    return (
      <Alert color="gray" icon={<IconChartLine size={20} />}>
        У клиента не финансовый тариф — графики управленческого учёта ему не открыты. Отчёты и цифры
        ниже всё равно сохранятся.
      </Alert>
    );
  }
  return <FormAlert message={describeError(error)} />;
}
