import type { TariffParamOption } from '@kabinet/domain/tariffs';
import { NumberInput, Table, Text, TextInput } from '@mantine/core';

import { toPrice } from '../model.ts';
import { PriceInput } from './price-input.tsx';

const percent = { min: 0, max: 100, allowDecimal: false, allowNegative: false, suffix: ' %' };

interface OptionRowProps {
  /** «Организационно-правовая форма — ООО»: the start of every input's accessible name. */
  title: string;
  option: TariffParamOption;
  withBand: boolean;
  withSale: boolean;
  onChange: (patch: Partial<TariffParamOption>) => void;
}

/** One option: label, price, first-month price and sale, and the band or period sale. */
export function OptionRow({ title, option, withBand, withSale, onChange }: OptionRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`${title} — подпись`}
          value={option.label ?? ''}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
        />
        <Text size="xs" c="dimmed" ff="monospace" mt={2}>
          {String(option.value)}
        </Text>
      </Table.Td>
      <Table.Td>
        <PriceInput
          size="xs"
          aria-label={`${title} — цена`}
          value={option.price}
          onChange={(price) => onChange({ price })}
        />
      </Table.Td>
      <Table.Td>
        <PriceInput
          size="xs"
          placeholder="как в месяц"
          aria-label={`${title} — цена первого месяца`}
          value={option.first_month_price}
          onChange={(price) => onChange({ first_month_price: price })}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          {...percent}
          placeholder="0 %"
          aria-label={`${title} — скидка первого месяца`}
          value={option.first_month_sale ?? ''}
          onChange={(value) => onChange({ first_month_sale: toPrice(value) })}
        />
      </Table.Td>
      {withBand ? (
        <Table.Td>
          <NumberInput
            size="xs"
            min={0}
            allowNegative={false}
            placeholder="выше всех"
            aria-label={`${title} — граница`}
            value={option.comparison_value ?? ''}
            onChange={(value) => onChange({ comparison_value: toPrice(value) })}
          />
        </Table.Td>
      ) : null}
      {withSale ? (
        <Table.Td>
          <NumberInput
            size="xs"
            {...percent}
            aria-label={`${title} — скидка за срок`}
            value={option.sale ?? ''}
            onChange={(value) => onChange({ sale: toPrice(value) })}
          />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}
