import { formatMoneyShort } from '@kabinet/domain/analytics';
import { formatKopecks } from '@kabinet/domain/money';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { BarChart } from './bar-chart.tsx';
import { ChartCard } from './chart-card.tsx';
import { chartSummary } from './chart-summary.ts';
import { HorizontalBarChart } from './horizontal-bar-chart.tsx';
import { LineChart } from './line-chart.tsx';

const format = { short: formatMoneyShort, full: formatKopecks };
const labels = ['январь 2026', 'февраль 2026', 'март 2026'];
const series = [
  { name: 'Доходы', values: [120_000_000, 0, 50_000_000] },
  { name: 'Расходы', values: [30_000_000, 10_000_000, 45_000_000] },
];

function Chart() {
  const summary = chartSummary('Доходы и расходы', labels, series, formatMoneyShort);
  return (
    <ChartCard
      title="Доходы и расходы"
      labelHeader="Месяц"
      labels={labels}
      series={series}
      format={formatKopecks}
    >
      <BarChart summary={summary} labels={labels} series={series} format={format} />
    </ChartCard>
  );
}

describe('the chart kit', () => {
  it('says what the chart shows, in ru-RU money', () => {
    expect(chartSummary('Доходы и расходы', labels, series, formatMoneyShort)).toBe(
      'Доходы и расходы, январь 2026 — март 2026. Доходы: всего 1,7 млн\u00a0₽, больше всего — январь 2026, 1,2 млн\u00a0₽. Расходы: всего 850 тыс.\u00a0₽, больше всего — март 2026, 450 тыс.\u00a0₽.',
    );
  });

  it('draws an image with a label, short money on the axis, and tooltips from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Chart />);
    expect(screen.getByRole('img', { name: /Доходы: всего 1,7 млн/ })).toBeTruthy();
    expect(screen.getAllByText(/^1,5 млн/).length).toBeGreaterThan(0);
    const group = screen.getByRole('group', { name: /Стрелками/ });
    group.focus();
    expect((await screen.findByRole('status')).textContent).toContain('январь 2026');
    expect(screen.getByRole('status').textContent).toContain(
      'Доходы: 1\u00a0200\u00a0000,00\u00a0₽',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status').textContent).toContain('февраль 2026');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the same figures as a table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Chart />);
    await user.click(screen.getByRole('radio', { name: 'Таблица' }));
    const table = screen.getByRole('table', { name: 'Доходы и расходы' });
    expect(table.textContent).toContain('март 2026');
    expect(table.textContent).toContain('450\u00a0000,00\u00a0₽');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws lines with gaps for unknown months, and horizontal bars', () => {
    renderWithProviders(
      <>
        <LineChart
          summary="Остаток денег"
          labels={labels}
          series={[{ name: 'Остаток', values: [100, null, 300] }]}
          format={format}
        />
        <HorizontalBarChart
          summary="Крупнейшие плательщики"
          labels={['ООО «Покупатель»', 'АО «Клиент»']}
          seriesName="Поступило"
          values={[500_000_00, 120_000_00]}
          format={format}
        />
      </>,
    );
    expect(
      screen.getByRole('img', { name: 'Остаток денег' }).querySelectorAll('path'),
    ).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Крупнейшие плательщики' }).textContent).toContain(
      'ООО «Покупатель»',
    );
  });
});
