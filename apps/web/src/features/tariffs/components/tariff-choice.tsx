import { formatMoney } from '@kabinet/domain/shared';
import {
  tariffInclusions,
  type ParamValue,
  type Tariff,
  type TariffParam,
  type TariffsCalculation,
} from '@kabinet/domain/tariffs';
import { Badge, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

import { priceFor } from '../model.ts';
import { IncompleteNotice } from './price-summary.tsx';
import cardClasses from '../../../shared/ui/choice-card.module.css';

interface TariffChoiceProps {
  label: string;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
  tariffs: readonly Tariff[];
  params: readonly TariffParam[];
  calculation: TariffsCalculation;
  months: number;
  /** The domain's `recommendTariff` for the client's answers (null: none yet). */
  recommendedTariffId: number | null;
}

/** What the tariff gives: its description and the options it includes at no extra charge. */
function TariffContents({ tariff, params }: { tariff: Tariff; params: readonly TariffParam[] }) {
  const included = tariffInclusions(tariff, params);
  return (
    <>
      {tariff.description ? (
        <Text size="sm" c="dimmed">
          {tariff.description}
        </Text>
      ) : null}
      {included.length > 0 ? (
        <>
          <Text size="xs" fw={600} mt={4}>
            Входит без доплаты:
          </Text>
          <List
            size="xs"
            spacing={2}
            icon={<IconCheck size={14} color="var(--mantine-color-teal-7)" aria-hidden />}
          >
            {included.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </>
      ) : null}
    </>
  );
}

/**
 * TARIFFS (tariff_id): the tariff to connect. Each card says what the tariff gives, its price
 * for the chosen period, and «Рекомендуем» on the one that suits the client's answers.
 */
export function TariffChoice(props: TariffChoiceProps) {
  const { label, value, onChange, tariffs, params, calculation, months } = props;
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
                  <Group gap="xs">
                    <Text fw={600}>{tariff.name}</Text>
                    {tariff.id === props.recommendedTariffId ? (
                      <Badge color="teal" variant="light" size="sm" radius="sm">
                        Рекомендуем
                      </Badge>
                    ) : null}
                  </Group>
                  <TariffContents tariff={tariff} params={params} />
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
