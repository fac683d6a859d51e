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
import { useId } from 'react';

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
function TariffContents({
  tariff,
  params,
  id,
}: {
  tariff: Tariff;
  params: readonly TariffParam[];
  id: string;
}) {
  const included = tariffInclusions(tariff, params);
  return (
    <div id={id}>
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
    </div>
  );
}

/**
 * TARIFFS (tariff_id): the tariff to connect. Each card says what the tariff gives, its price
 * for the chosen period, and «Рекомендуем» on the one that suits the client's answers.
 */
export function TariffChoice(props: TariffChoiceProps) {
  const { label, value, onChange, tariffs, params, calculation, months } = props;
  const baseId = useId();
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
          const recommended = tariff.id === props.recommendedTariffId;
          // The card is one radio: its name is the tariff, the mark and the price, and what the
          // tariff includes is its description (not all of its text as one long name).
          const id = `${baseId}-${tariff.id}`;
          const labelledBy = [
            `${id}-name`,
            recommended ? `${id}-mark` : null,
            priced ? `${id}-price` : null,
          ];
          return (
            <Radio.Card
              className={cardClasses.card}
              key={tariff.id}
              value={String(tariff.id)}
              aria-labelledby={labelledBy.filter(Boolean).join(' ')}
              aria-describedby={`${id}-contents`}
              p="md"
              radius="md"
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600} id={`${id}-name`}>
                      {tariff.name}
                    </Text>
                    {recommended ? (
                      <Badge id={`${id}-mark`} color="teal" variant="light" size="sm" radius="sm">
                        Рекомендуем
                      </Badge>
                    ) : null}
                  </Group>
                  <TariffContents tariff={tariff} params={params} id={`${id}-contents`} />
                  {priced ? (
                    <>
                      <Text size="sm" id={`${id}-price`}>
                        {formatMoney(priced.total)} в месяц
                      </Text>
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
