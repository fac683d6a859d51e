import { formatSaleText, type ParamValue, type TariffParam } from '@kabinet/domain/tariffs';
import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { chosenOption, optionValue } from '../model.ts';
import cardClasses from '../../../shared/ui/choice-card.module.css';

interface MonthsChoiceProps {
  param: TariffParam;
  label: string;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
}

/** pay_months_count: the period paid ahead, each with its sale («−15%»). */
export function MonthsChoice({ param, label, value, onChange }: MonthsChoiceProps) {
  const current = chosenOption(param, value);
  return (
    <Radio.Group
      label={label}
      description="Чем дольше период оплаты, тем больше скидка на каждый месяц."
      value={current ? String(current.value) : null}
      onChange={(next) => onChange(optionValue(param, next))}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="xs">
        {param.options.map((option) => {
          const sale = formatSaleText(option.sale ?? 0);
          return (
            <Radio.Card
              className={cardClasses.card}
              key={String(option.value)}
              value={String(option.value)}
              p="sm"
              radius="md"
            >
              <Group wrap="nowrap" gap={10} align="flex-start">
                <Radio.Indicator size="sm" mt={2} />
                <Stack gap={4}>
                  <Text fw={500} size="sm">
                    {option.label ?? option.short_label}
                  </Text>
                  {sale ? (
                    <Badge color="teal" variant="light" size="sm" radius="sm">
                      {sale}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      без скидки
                    </Text>
                  )}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
