import type { Tariff, TariffParam } from '@kabinet/domain/tariffs';
import { Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';

import { PriceInput } from './price-input.tsx';
import { AddOverride, TariffOverrides } from './tariff-overrides.tsx';

interface TariffEditorProps {
  tariff: Tariff;
  params: readonly TariffParam[];
  onChange: (next: Tariff) => void;
}

/**
 * One tariff: its name, the description clients read on its card, monthly and first-month
 * prices, and its own prices of options.
 */
export function TariffEditor({ tariff, params, onChange }: TariffEditorProps) {
  const own = tariff.individual_params;
  const setOwn = (patch: Record<string, unknown>) =>
    onChange({ ...tariff, individual_params: { ...own, ...patch } as Tariff['individual_params'] });
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
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
          <PriceInput
            label="Цена тарифа в месяц"
            aria-label={`${tariff.name} — цена тарифа в месяц`}
            value={own.tariff_price}
            onChange={(price) => setOwn({ tariff_price: price ?? 0 })}
          />
          <PriceInput
            label="Цена первого месяца"
            aria-label={`${tariff.name} — цена первого месяца`}
            placeholder="как в месяц"
            value={own.tariff_first_month_price}
            onChange={(price) => setOwn({ tariff_first_month_price: price })}
          />
        </SimpleGrid>
        <Textarea
          label="Что входит — описание для клиента"
          description="Клиент видит его на карточке тарифа при подключении. До 500 знаков."
          autosize
          minRows={2}
          maxLength={500}
          value={tariff.description ?? ''}
          onChange={(event) => onChange({ ...tariff, description: event.currentTarget.value })}
        />
        <Text fw={500} size="sm">
          Свои цены вариантов в этом тарифе
        </Text>
        <TariffOverrides tariff={tariff} params={params} onChange={onChange} />
        <AddOverride tariff={tariff} params={params} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
