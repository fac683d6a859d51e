import { Center, Loader, Stack } from '@mantine/core';
import { IconBuilding, IconChartBar } from '@tabler/icons-react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { usePeriodParams } from '../../../shared/lib/use-period-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PeriodPicker } from '../../../shared/ui/period-picker.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useAnalytics } from '../api.ts';
import { AnalyticsCharts } from '../components/analytics-charts.tsx';
import { AnalyticsTotals } from '../components/analytics-totals.tsx';
import { hasOperations } from '../model.ts';

/** Issue 15 /analytic: the active company's money by month, counterparties and taxes. */
export function AnalyticsPage() {
  const user = useSignedInUser();
  const companyId = user.active_company?.id ?? null;
  return (
    <>
      <PageHeader
        title="Аналитика"
        description="Поступления и списания по выпискам банка: по месяцам, контрагентам и категориям."
      />
      {companyId === null ? (
        <EmptyState
          icon={<IconBuilding size={32} />}
          title="Нет активной компании"
          description="Аналитика строится по операциям компании: добавьте её или выберите в переключателе компаний."
        />
      ) : (
        <AnalyticsContent companyId={companyId} />
      )}
    </>
  );
}

function AnalyticsContent({ companyId }: { companyId: number }) {
  const period = usePeriodParams('last12');
  const analytics = useAnalytics(companyId, period.range);
  return (
    <Stack gap="md">
      <PeriodPicker {...period} onChange={period.setRange} />
      {analytics.isPending ? (
        <Center py="xl">
          <Loader aria-label="Загрузка" />
        </Center>
      ) : analytics.isError ? (
        <FormAlert message={describeError(analytics.error)} />
      ) : (
        <>
          <AnalyticsTotals totals={analytics.data.totals} />
          {hasOperations(analytics.data) ? (
            <AnalyticsCharts analytics={analytics.data} />
          ) : (
            <EmptyState
              icon={<IconChartBar size={32} />}
              title="За этот период операций нет"
              description="Графики появятся, когда в кабинет загрузят выписки банка за период. Выберите другой период или загрузите выписку в разделе «Операции»."
            />
          )}
        </>
      )}
    </Stack>
  );
}
