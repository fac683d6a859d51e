import type { Analytics } from '@kabinet/domain/analytics';
import { formatKopecks } from '@kabinet/domain/money';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The period's sums: money in, out, the difference and the taxes paid. */
export function AnalyticsTotals({ totals }: { totals: Analytics['totals'] }) {
  const cards = [
    { label: 'Поступления', value: totals.income_kopecks },
    { label: 'Списания', value: totals.expense_kopecks },
    { label: 'Разница', value: totals.net_kopecks },
    { label: 'Налоги уплачено', value: totals.taxes_kopecks },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {cards.map((card) => (
        <Paper withBorder p="sm" key={card.label}>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
            {formatKopecks(card.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
