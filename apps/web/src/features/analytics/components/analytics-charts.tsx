import type { Analytics, AnalyticsCounterparty } from '@kabinet/domain/analytics';
import { formatMoneyShort } from '@kabinet/domain/analytics';
import { formatKopecks } from '@kabinet/domain/money';
import { SimpleGrid, Stack } from '@mantine/core';

import { BarChart } from '../../../shared/ui/charts/bar-chart.tsx';
import { ChartCard } from '../../../shared/ui/charts/chart-card.tsx';
import { chartSummary } from '../../../shared/ui/charts/chart-summary.ts';
import { HorizontalBarChart } from '../../../shared/ui/charts/horizontal-bar-chart.tsx';
import { MONEY_FORMAT, monthLabels } from '../model.ts';

function TopChart(props: { title: string; seriesName: string; items: AnalyticsCounterparty[] }) {
  const labels = props.items.map((item) =>
    item.inn ? `${item.name} (ИНН ${item.inn})` : item.name,
  );
  const values = props.items.map((item) => item.kopecks);
  const series = [{ name: props.seriesName, values }];
  return (
    <ChartCard
      title={props.title}
      labelHeader="Контрагент"
      labels={labels}
      series={series}
      format={formatKopecks}
    >
      <HorizontalBarChart
        summary={chartSummary(props.title, labels, series, formatMoneyShort)}
        labels={labels}
        seriesName={props.seriesName}
        values={values}
        format={MONEY_FORMAT}
      />
    </ChartCard>
  );
}

/** Analytics charts: by month, taxes, the top counterparties and the categories. */
export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const { labels, axis } = monthLabels(analytics);
  const flows = [
    { name: 'Поступления', values: analytics.months.map((item) => item.income_kopecks) },
    { name: 'Списания', values: analytics.months.map((item) => item.expense_kopecks) },
  ];
  const taxes = [{ name: 'Налоги', values: analytics.months.map((item) => item.taxes_kopecks) }];
  const categories = analytics.categories.map(
    (item) => `${item.name} (${item.direction === 'in' ? 'поступления' : 'списания'})`,
  );
  const categoryValues = analytics.categories.map((item) => item.kopecks);
  const flowsTitle = 'Поступления и списания по месяцам';
  return (
    <Stack gap="md">
      <ChartCard
        title={flowsTitle}
        labelHeader="Месяц"
        labels={labels}
        series={flows}
        format={formatKopecks}
      >
        <BarChart
          summary={chartSummary(flowsTitle, labels, flows, formatMoneyShort)}
          labels={labels}
          axisLabels={axis}
          series={flows}
          format={MONEY_FORMAT}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TopChart title="Крупнейшие плательщики" seriesName="Поступило" items={analytics.top_in} />
        <TopChart title="Крупнейшие получатели" seriesName="Списано" items={analytics.top_out} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard
          title="Налоги уплачено по месяцам"
          labelHeader="Месяц"
          labels={labels}
          series={taxes}
          format={formatKopecks}
        >
          <BarChart
            summary={chartSummary('Налоги уплачено по месяцам', labels, taxes, formatMoneyShort)}
            labels={labels}
            axisLabels={axis}
            series={taxes}
            format={MONEY_FORMAT}
            colors={['var(--chart-3)']}
          />
        </ChartCard>
        <ChartCard
          title="По категориям"
          labelHeader="Категория"
          labels={categories}
          series={[{ name: 'Сумма', values: categoryValues }]}
          format={formatKopecks}
        >
          <HorizontalBarChart
            summary={chartSummary(
              'По категориям',
              categories,
              [{ name: 'Сумма', values: categoryValues }],
              formatMoneyShort,
            )}
            labels={categories}
            seriesName="Сумма"
            values={categoryValues}
            format={MONEY_FORMAT}
            color="var(--chart-2)"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
