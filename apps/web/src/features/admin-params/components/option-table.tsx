import {
  paramLabel,
  PAY_MONTHS_COUNT_SLUG,
  type TariffParam,
  type TariffParamOption,
} from '@kabinet/domain/tariffs';
import { Table, Text } from '@mantine/core';

import { OptionRow } from './option-row.tsx';

interface OptionTableProps {
  param: TariffParam;
  onChange: (index: number, patch: Partial<TariffParamOption>) => void;
}

/** The options of one param: label, price, first-month price and sale, bands and period sales. */
export function OptionTable({ param, onChange }: OptionTableProps) {
  const name = paramLabel(param.slug);
  const withBand = param.type === 'COMPARISON';
  const withSale = param.slug === PAY_MONTHS_COUNT_SLUG;
  if (param.options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        У параметра нет вариантов с ценой.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing={6} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Вариант</Table.Th>
            <Table.Th w={120}>В месяц</Table.Th>
            <Table.Th w={120}>1-й месяц</Table.Th>
            <Table.Th w={88}>Скидка 1-го</Table.Th>
            {withBand ? <Table.Th w={100}>До, включ.</Table.Th> : null}
            {withSale ? <Table.Th w={88}>Скидка за срок</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {param.options.map((option, index) => (
            <OptionRow
              key={String(option.value)}
              title={`${name} — ${option.short_label ?? option.label ?? String(option.value)}`}
              option={option}
              withBand={withBand}
              withSale={withSale}
              onChange={(patch) => onChange(index, patch)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
