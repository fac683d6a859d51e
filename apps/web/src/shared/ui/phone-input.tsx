import { PHONE_MASK } from '@kabinet/domain/shared';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

// SPEC §5: a fixed +7, then (###) ### - ####.
const MASK = `+{7} ${PHONE_MASK.replace(/#/g, '0')}`;

/** «79001234567» → «+7 (900) 123 - 4567», the shape the mask shows; '' stays ''. */
export function toMaskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 11) return phone;
  let index = 1;
  return `+7 ${PHONE_MASK.replace(/#/g, () => digits[index++] ?? '')}`;
}

/** A pasted «8 900 …» or «+7 900 …» loses its trunk prefix so the digits land after +7. */
function dropTrunkPrefix(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : input;
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
