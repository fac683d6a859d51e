import { NumberInput, type NumberInputProps } from '@mantine/core';

import { toPrice } from '../model.ts';

/** Whole roubles, never negative, shown as «1 000 ₽». */
const MONEY = {
  min: 0,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: ' ',
  suffix: ' ₽',
} as const;

type PriceInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  /** The new price; null when the field is cleared. */
  onChange: (price: number | null) => void;
};

/** A price field of the tariff editor. */
export function PriceInput({ value, onChange, ...props }: PriceInputProps) {
  return (
    <NumberInput
      {...MONEY}
      {...props}
      value={value ?? ''}
      onChange={(next) => onChange(toPrice(next))}
    />
  );
}
