import { formatMoney } from '@kabinet/domain/shared';
import type { Tariff, TariffsCalculation } from '@kabinet/domain/tariffs';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

import { priceFor } from '../model.ts';

interface TariffPriceListProps {
  tariffs: readonly Tariff[];
  calculation: TariffsCalculation;
  months: number;
  chosenTariffId: number | null;
  recommendedTariffId?: number | null;
}

/** Live prices of every tariff for the current answers (the engine's own figures). */
export function TariffPriceList({
  tariffs,
  calculation,
  months,
  chosenTariffId,
  recommendedTariffId = null,
}: TariffPriceListProps) {
  return (
    <Stack gap="xs" aria-live="polite">
      {calculation.tariffs.map((priced) => {
        const tariff = tariffs.find((item) => item.id === priced.id);
        const period = priced.totals[months];
        const amount = priceFor(priced, months, calculation.show_first_month);
        const chosen = priced.id === chosenTariffId;
        return (
          <Paper
            key={priced.id}
            withBorder
            p="sm"
            radius="md"
            data-testid={`live-price-${priced.slug}`}
            style={chosen ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {tariff?.name ?? priced.slug}
              </Text>
              <Group gap={4} wrap="nowrap">
                {priced.id === recommendedTariffId ? (
                  <Badge size="xs" variant="light" color="teal">
                    Рекомендуем
                  </Badge>
                ) : null}
                {chosen ? (
                  <Badge size="xs" variant="light">
                    Выбран
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <Text fw={700} size="lg" data-testid="monthly-price">
              {formatMoney(priced.total)}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                в месяц
              </Text>
            </Text>
            {calculation.show_first_month && priced.total_first_month !== priced.total ? (
              <Text size="xs" c="teal" data-testid="first-month-price">
                Первый месяц — {formatMoney(priced.total_first_month)}
              </Text>
            ) : null}
            {period && amount !== null && months > 1 ? (
              <Text size="xs" c="dimmed">
                За {period.text}: {formatMoney(amount)}
                {period.sale_text ? ` (${period.sale_text})` : ''}
              </Text>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
