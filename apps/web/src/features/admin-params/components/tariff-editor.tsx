import type { Tariff, TariffParam } from '@kabinet/domain/tariffs';
import {
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';

import { toPrice } from '../model.ts';
import { AddOverride, TariffOverrides } from './tariff-overrides.tsx';

interface TariffEditorProps {
  tariff: Tariff;
  params: readonly TariffParam[];
  onChange: (next: Tariff) => void;
}

const money = {
  min: 0,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: ' ',
  suffix: ' ₽',
};

/** One tariff: its name, monthly and first-month prices, and its own prices of options. */
export function TariffEditor({ tariff, params, onChange }: TariffEditorProps) {
  const own = tariff.individual_params;
  const setOwn = (patch: Record<string, unknown>) =>
    onChange({ ...tariff, individual_params: { ...own, ...patch } as Tariff['individual_params'] });
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {tariff.name}
          </Title>
          <Text size="xs" c="dimmed" ff="monospace">
            {tariff.slug}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Название"
            value={tariff.name}
            onChange={(event) => onChange({ ...tariff, name: event.currentTarget.value })}
          />
          <NumberInput
            label="Цена тарифа в месяц"
            aria-label={`${tariff.name} — цена тарифа в месяц`}
            {...money}
            value={own.tariff_price}
            onChange={(value) => setOwn({ tariff_price: toPrice(value) ?? 0 })}
          />
          <NumberInput
            label="Цена первого месяца"
            aria-label={`${tariff.name} — цена первого месяца`}
            placeholder="как в месяц"
            {...money}
            value={own.tariff_first_month_price ?? ''}
            onChange={(value) => setOwn({ tariff_first_month_price: toPrice(value) })}
          />
        </SimpleGrid>
        <Text fw={500} size="sm">
          Свои цены вариантов в этом тарифе
        </Text>
        <TariffOverrides tariff={tariff} params={params} onChange={onChange} />
        <AddOverride tariff={tariff} params={params} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
