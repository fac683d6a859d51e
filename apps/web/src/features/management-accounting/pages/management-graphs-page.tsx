import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';

import { usePeriodParams } from '../../../shared/lib/use-period-params.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { HowItWorksLink } from '../../../shared/ui/how-it-works-link.tsx';
import { PeriodPicker } from '../../../shared/ui/period-picker.tsx';
import { QueryContent } from '../../../shared/ui/query-content.tsx';
import { useDashboard } from '../api.ts';
import { KpiCards } from '../components/kpi-cards.tsx';
import { ManagementCharts } from '../components/management-charts.tsx';

/**
 * /management-accounting/graphs (financial tariffs, the route's guard): the active
 * company's revenue, expenses, profit, cash and debts for the period, with comparisons.
 */
export function ManagementGraphsPage() {
  const period = usePeriodParams('year');
  const dashboard = useDashboard(period.range);
  return (
    <>
      <PageHeader
        title="Графики управленческого учёта"
        actions={<HowItWorksLink slug="upravlencheskiy-uchet-grafiki" />}
        description="По операциям на счетах и данным вашего бухгалтера. Отчёты в файлах — в разделе «Отчёты»."
      />
      <Stack gap="md">
        <Anchor component={Link} to="/management-accounting/files" size="sm" w="fit-content">
          Управленческие отчёты в файлах
        </Anchor>
        <PeriodPicker {...period} onChange={period.setRange} />
        <QueryContent query={dashboard} shape="cards">
          {(data) => (
            <>
              <KpiCards dashboard={data} />
              <ManagementCharts dashboard={data} />
            </>
          )}
        </QueryContent>
      </Stack>
    </>
  );
}
