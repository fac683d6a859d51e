import { formatPhone, PHONE_MASK } from '@kabinet/domain/shared';
import { InputBase, type InputBaseProps } from '@mantine/core';
import type { Masked } from 'imask';
import { IMaskInput } from 'react-imask';

// SPEC §5: a fixed +7, then the spec's (###) ### - #### mask — the grouping `formatPhone` prints.
const MASK = `+{7} ${PHONE_MASK.replace(/#/g, '0')}`;

/** «79001234567» → «+7 (900) 123 - 4567» (the domain's `formatPhone`); '' stays ''. */
export function toMaskedPhone(phone: string): string {
  return formatPhone(phone);
}

/**
 * SPEC §5 (a leading 8 becomes 7): while the field holds no digits after +7 yet, the first
 * digit 8 or 7 of what is typed or pasted is the trunk/country prefix and is dropped, so
 * «89161234567» typed key by key reads «+7 (916) 123 - 4567». A pasted 10-digit number is kept.
 */
function dropTrunkPrefix(chunk: string, masked: Masked): string {
  if (masked.unmaskedValue.replace(/^7/, '') !== '') return chunk;
  const digits = chunk.replace(/\D/g, '');
  if (digits.length === 10 || !/^[78]/.test(digits)) return chunk;
  return digits.slice(1);
}

interface PhoneInputProps extends Omit<InputBaseProps, 'onChange'> {
  value?: string;
  onChange: (value: string) => void;
  name?: string;
  autoComplete?: string;
  onBlur?: () => void;
}

/** Russian phone with the +7 mask; `value` is what the user sees, normalise it before sending. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={MASK}
      prepare={dropTrunkPrefix}
      value={value ?? ''}
      onAccept={(next: string) => onChange(next)}
      type="tel"
      inputMode="tel"
      placeholder="+7 (900) 123 - 4567"
    />
  );
}
