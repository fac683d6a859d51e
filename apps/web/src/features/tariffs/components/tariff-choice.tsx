import { formatMoney } from '@kabinet/domain/shared';
import type { ParamValue, Tariff, TariffsCalculation } from '@kabinet/domain/tariffs';
import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';

import { priceFor } from '../model.ts';
import { IncompleteNotice } from './price-summary.tsx';
import cardClasses from '../../../shared/ui/choice-card.module.css';

interface TariffChoiceProps {
  label: string;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
  tariffs: readonly Tariff[];
  calculation: TariffsCalculation;
  months: number;
}

/** TARIFFS (tariff_id): the tariff to connect, each card with its price for the chosen period. */
export function TariffChoice(props: TariffChoiceProps) {
  const { label, value, onChange, tariffs, calculation, months } = props;
  return (
    <Radio.Group
      label={label}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      {calculation.complete ? null : <IncompleteNotice calculation={calculation} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {tariffs.map((tariff) => {
          const priced = calculation.tariffs.find((item) => item.id === tariff.id);
          const amount = priced ? priceFor(priced, months, calculation.show_first_month) : null;
          const period = priced?.totals[months];
          return (
            <Radio.Card
              className={cardClasses.card}
              key={tariff.id}
              value={String(tariff.id)}
              p="md"
              radius="md"
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text fw={600}>{tariff.name}</Text>
                  {priced ? (
                    <>
                      <Text size="sm">{formatMoney(priced.total)} в месяц</Text>
                      {calculation.show_first_month ? (
                        <Text size="xs" c="teal">
                          Первый месяц — {formatMoney(priced.total_first_month)}
                        </Text>
                      ) : null}
                      {period && amount !== null ? (
                        <Group gap={6}>
                          <Text size="sm" fw={600}>
                            {formatMoney(amount)} за {period.text}
                          </Text>
                          {period.sale_text ? (
                            <Badge color="teal" variant="light" size="xs" radius="sm">
                              {period.sale_text}
                            </Badge>
                          ) : null}
                        </Group>
                      ) : null}
                    </>
                  ) : null}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
