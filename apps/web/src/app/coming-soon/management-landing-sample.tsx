import { formatMoneyShort } from '@kabinet/domain/analytics';
import { formatKopecks } from '@kabinet/domain/money';

import { BarChart } from '../../shared/ui/charts/bar-chart.tsx';
import { ChartCard } from '../../shared/ui/charts/chart-card.tsx';
import { chartSummary } from '../../shared/ui/charts/chart-summary.ts';

// Made-up figures of a small firm, labelled as an example: what the graphs look like.
const LABELS = ['июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const SERIES = [
  {
    name: 'Выручка',
    values: [980_000_00, 1_120_000_00, 1_040_000_00, 1_310_000_00, 1_260_000_00, 1_480_000_00],
  },
  {
    name: 'Расходы',
    values: [760_000_00, 820_000_00, 870_000_00, 910_000_00, 890_000_00, 1_020_000_00],
  },
];
const TITLE = 'Пример: выручка и расходы по месяцам';

/** Landing: a sample of the graphs the financial tariff opens, drawn by the chart kit. */
export function ManagementLandingSample() {
  return (
    <ChartCard
      titleOrder={3}
      title={TITLE}
      labelHeader="Месяц"
      labels={LABELS}
      series={SERIES}
      format={formatKopecks}
    >
      <BarChart
        summary={chartSummary(TITLE, LABELS, SERIES, formatMoneyShort)}
        labels={LABELS}
        series={SERIES}
        format={{ short: formatMoneyShort, full: formatKopecks }}
      />
    </ChartCard>
  );
}
