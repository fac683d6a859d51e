import { Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';

import { usePeriodParams } from '../../../shared/lib/use-period-params.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PeriodPicker } from '../../../shared/ui/period-picker.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useAnalytics } from '../api.ts';
import { hasOperations } from '../model.ts';
import { AnalyticsCharts } from './analytics-charts.tsx';
import { AnalyticsTotals } from './analytics-totals.tsx';

/**
 * A company's analytics for the period in `?from=&to=` — the sums and the charts, or
 * why there are none. The client's /analytic and the staff's client card («Аналитика») show it.
 */
export function CompanyAnalyticsPanel({ companyId }: { companyId: number }) {
  const period = usePeriodParams('last12');
  const analytics = useAnalytics(companyId, period.range);
  return (
    <Stack gap="md">
      <PeriodPicker {...period} onChange={period.setRange} />
      <QueryContent query={analytics} shape="cards">
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
