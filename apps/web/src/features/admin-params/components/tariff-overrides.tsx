import { paramLabel, type Tariff, type TariffParam } from '@kabinet/domain/tariffs';
import { ActionIcon, Button, Group, Select, Table, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { overridesOf, setOverride } from '../model.ts';
import { PriceInput } from './price-input.tsx';

function optionName(params: readonly TariffParam[], slug: string, value: unknown) {
  const option = params
    .find((param) => param.slug === slug)
    ?.options.find((item) => String(item.value) === String(value));
  return option?.short_label ?? option?.label ?? String(value);
}

interface TariffOverridesProps {
  tariff: Tariff;
  params: readonly TariffParam[];
  onChange: (next: Tariff) => void;
}

/** The tariff's own prices of options (TARIFF-PRICING §2), editable, removable and addable. */
export function TariffOverrides({ tariff, params, onChange }: TariffOverridesProps) {
  const overrides = overridesOf(tariff, params);
  if (overrides.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Нет — действуют цены параметров.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {overrides.map((item) => {
            const option = `${paramLabel(item.slug)}: ${optionName(params, item.slug, item.value)}`;
            const title = `${tariff.name} — ${option}`;
            const save = (patch: Partial<typeof item>) =>
              onChange(setOverride(tariff, item.slug, item.value, { ...item, ...patch }));
            return (
              <Table.Tr key={`${item.slug}|${String(item.value)}`}>
                <Table.Td>
                  <Text size="sm">{option}</Text>
                </Table.Td>
                <Table.Td w={140}>
                  <PriceInput
                    size="xs"
                    aria-label={`${title} — цена`}
                    value={item.price}
                    onChange={(price) => save({ price })}
                  />
                </Table.Td>
                <Table.Td w={140}>
                  <PriceInput
                    size="xs"
                    placeholder="1-й мес."
                    aria-label={`${title} — цена первого месяца`}
                    value={item.first_month_price}
                    onChange={(price) => save({ first_month_price: price })}
                  />
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Убрать свою цену: ${title}`}
                    onClick={() => onChange(setOverride(tariff, item.slug, item.value, null))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Picks an option that has no own price in this tariff yet and adds one (its price to start). */
export function AddOverride({ tariff, params, onChange }: TariffOverridesProps) {
  const [adding, setAdding] = useState<string | null>(null);
  const taken = overridesOf(tariff, params);
  const data = params.flatMap((param) =>
    param.options
      .filter(
        (o) => !taken.some((x) => x.slug === param.slug && String(x.value) === String(o.value)),
      )
      .map((o) => ({
        value: `${param.slug}|${String(o.value)}`,
        label: `${paramLabel(param.slug)}: ${o.short_label ?? o.label ?? String(o.value)}`,
      })),
  );
  const add = () => {
    const [slug = '', raw = ''] = (adding ?? '').split('|');
    const option = params
      .find((p) => p.slug === slug)
      ?.options.find((o) => String(o.value) === raw);
    if (!option) return;
    onChange(
      setOverride(tariff, slug, option.value, {
        price: option.price ?? 0,
        first_month_price: null,
      }),
    );
    setAdding(null);
  };
  return (
    <Group gap="xs" align="flex-end">
      <Select
        size="xs"
        searchable
        placeholder="Вариант параметра"
        aria-label={`${tariff.name} — вариант для своей цены`}
        data={data}
        value={adding}
        onChange={setAdding}
        style={{ flex: 1 }}
        maw={420}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        onClick={add}
        disabled={!adding}
      >
        Своя цена
      </Button>
    </Group>
  );
}
