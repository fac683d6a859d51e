import { Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';

import { usePeriodParams } from '../../../shared/lib/use-period-params.ts';
import { ActiveCompanyPage } from '../../../shared/ui/active-company-page.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PeriodPicker } from '../../../shared/ui/period-picker.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useAnalytics } from '../api.ts';
import { AnalyticsCharts } from '../components/analytics-charts.tsx';
import { AnalyticsTotals } from '../components/analytics-totals.tsx';
import { hasOperations } from '../model.ts';

/** Issue 15 /analytic: the active company's money by month, counterparties and taxes. */
export function AnalyticsPage() {
  return (
    <ActiveCompanyPage
      header={
        <PageHeader
          title="Аналитика"
          description="Поступления и списания по выпискам банка: по месяцам, контрагентам и категориям."
        />
      }
      whyCompany="Аналитика строится по операциям компании"
    >
      {(companyId) => <AnalyticsContent companyId={companyId} />}
    </ActiveCompanyPage>
  );
}

function AnalyticsContent({ companyId }: { companyId: number }) {
  const period = usePeriodParams('last12');
  const analytics = useAnalytics(companyId, period.range);
  return (
    <Stack gap="md">
      <PeriodPicker {...period} onChange={period.setRange} />
      <QueryContent query={analytics}>
        {(data) => (
          <>
            <AnalyticsTotals totals={data.totals} />
            {hasOperations(data) ? (
              <AnalyticsCharts analytics={data} />
            ) : (
              <EmptyState
                icon={<IconChartBar size={32} />}
                title="За этот период операций нет"
                description="Графики появятся, когда в кабинет загрузят выписки банка за период. Выберите другой период или загрузите выписку в разделе «Операции»."
              />
            )}
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
