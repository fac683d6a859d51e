import type { Dashboard } from '@kabinet/domain/management-accounting';
import { Paper, SimpleGrid, Text } from '@mantine/core';

import { formatRange } from '../../../shared/ui/period-picker.tsx';
import { deltaTone, formatDelta, formatTotal, KPI_CARDS } from '../model.ts';

const TONE_COLOR = { good: 'teal', bad: 'red', neutral: 'dimmed' } as const;

/**
 * The period's key figures with their change against the previous period of equal
 * length and the same period last year (the compared ranges are said in the card's footnote).
 */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const { previous, last_year: lastYear } = dashboard.comparison;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {KPI_CARDS.map((card) => {
        const comparisons = [
          { name: 'к прошлому периоду', range: previous, delta: previous.deltas[card.key] },
          { name: 'к прошлому году', range: lastYear, delta: lastYear.deltas[card.key] },
        ];
        return (
          <Paper withBorder p="sm" key={card.key} component="article" aria-label={card.label}>
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }}>
              {formatTotal(dashboard.totals[card.total])}
            </Text>
            {comparisons.map((item) => (
              <Text
                size="xs"
                key={item.name}
                title={formatRange({ from: item.range.date_start, to: item.range.date_end })}
              >
                <Text span size="xs" fw={600} c={TONE_COLOR[deltaTone(card.key, item.delta)]}>
                  {formatDelta(item.delta)}
                </Text>{' '}
                {item.name}
              </Text>
            ))}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
