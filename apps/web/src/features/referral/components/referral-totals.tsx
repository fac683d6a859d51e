import type { Referral } from '@kabinet/domain/referral';
import { formatKopecks } from '@kabinet/domain/money';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** Начислено, Выплачено, К выплате (SPEC §3 total, paid, to_pay), in kopecks. */
export function ReferralTotals({ referral }: { referral: Referral }) {
  const cards = [
    { label: 'Начислено', value: referral.total_kopecks },
    { label: 'Выплачено', value: referral.paid_kopecks },
    { label: 'К выплате', value: referral.to_pay_kopecks },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="lg" aria-label={card.label} role="group">
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} fz={24} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatKopecks(card.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
