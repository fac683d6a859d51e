import { formatMoneyShort } from '@kabinet/domain/analytics';
import type { Dashboard } from '@kabinet/domain/management-accounting';
import { formatKopecks } from '@kabinet/domain/money';
import { SimpleGrid, Stack } from '@mantine/core';

import { BarChart } from '../../../shared/ui/charts/bar-chart.tsx';
import { ChartCard } from '../../../shared/ui/charts/chart-card.tsx';
import { chartSummary } from '../../../shared/ui/charts/chart-summary.ts';
import type { ChartSeries } from '../../../shared/ui/charts/chart-types.ts';
import { HorizontalBarChart } from '../../../shared/ui/charts/horizontal-bar-chart.tsx';
import { LineChart } from '../../../shared/ui/charts/line-chart.tsx';
import { dashboardLabels, MONEY_FORMAT } from '../model.ts';

/** A chart by month in its card with the table view; `line` for levels, bars for flows. */
function MonthChart(props: {
  title: string;
  description: string;
  dashboard: Dashboard;
  series: ChartSeries[];
  kind: 'bars' | 'line' | 'signed';
  colors?: string[];
}) {
  const { labels, axis } = dashboardLabels(props.dashboard);
  const summary = chartSummary(props.title, labels, props.series, formatMoneyShort, {
    total: props.kind !== 'line',
  });
  const common = {
    summary,
    labels,
    axisLabels: axis,
    series: props.series,
    format: MONEY_FORMAT,
    ...(props.colors ? { colors: props.colors } : {}),
  };
  return (
    <ChartCard
      title={props.title}
      description={props.description}
      labelHeader="Месяц"
      labels={labels}
      series={props.series}
      format={formatKopecks}
      {...(props.colors ? { colors: props.colors } : {})}
    >
      {props.kind === 'line' ? (
        <LineChart {...common} />
      ) : (
        <BarChart {...common} signed={props.kind === 'signed'} />
      )}
    </ChartCard>
  );
}

/** Graphs: revenue and expenses, profit, cash, debts, and cash flow by category. */
export function ManagementCharts({ dashboard }: { dashboard: Dashboard }) {
  const { series } = dashboard;
  const flow = dashboard.cash_flow;
  const flowLabels = flow.map((item) => `${item.name} (${item.direction === 'in' ? '+' : '−'})`);
  const flowValues = flow.map((item) => item.kopecks);
  const flowTitle = 'Движение денег по статьям';
  return (
    <Stack gap="md">
      <MonthChart
        title="Выручка и расходы"
        description="По месяцам: операции по счетам и корректировки бухгалтера, без займов и взносов учредителя."
        dashboard={dashboard}
        series={[
          { name: 'Выручка', values: series.revenue },
          { name: 'Расходы', values: series.expenses },
        ]}
        kind="bars"
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MonthChart
          title="Прибыль"
          description="Выручка минус расходы за месяц."
          dashboard={dashboard}
          series={[{ name: 'Прибыль', values: series.profit }]}
          kind="signed"
          colors={['var(--chart-3)']}
        />
        <MonthChart
          title="Остаток денег"
          description="На счетах на конец каждого месяца."
          dashboard={dashboard}
          series={[{ name: 'Остаток', values: series.cash_balance }]}
          kind="line"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MonthChart
          title="Дебиторская и кредиторская задолженность"
          description="На конец месяца, по данным бухгалтера."
          dashboard={dashboard}
          series={[
            { name: 'Нам должны', values: series.receivables },
            { name: 'Мы должны', values: series.payables },
          ]}
          kind="line"
        />
        <ChartCard
          title={flowTitle}
          description="Все поступления (+) и списания (−) за период."
          labelHeader="Статья"
          labels={flowLabels}
          series={[{ name: 'Сумма', values: flowValues }]}
          format={formatKopecks}
        >
          <HorizontalBarChart
            summary={chartSummary(
              flowTitle,
              flowLabels,
              [{ name: 'Сумма', values: flowValues }],
              formatMoneyShort,
            )}
            labels={flowLabels}
            seriesName="Сумма"
            values={flowValues}
            format={MONEY_FORMAT}
            color="var(--chart-2)"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
