import { Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { liveInnError } from '../model.ts';

interface InnFieldProps extends Omit<TextInputProps, 'onChange' | 'value' | 'error'> {
  value: string;
  onChange: (value: string) => void;
  /** A message from the server (422 or 409 of companies/check), shown when the checksum holds. */
  serverError?: string | null;
  /** The server is checking the INN. */
  checking?: boolean;
  /** The server confirmed the INN is valid and free. */
  available?: boolean;
  /** Show the message even before the field was left (after a submit attempt). */
  forceTouched?: boolean;
}

/**
 * ИНН with the checksum checked while typing (russian-domain §1.1–1.2): the domain's message
 * appears as soon as 10 or 12 digits are typed, or when the field is left.
 */
export function InnField({
  value,
  onChange,
  serverError = null,
  checking = false,
  available = false,
  forceTouched = false,
  ...props
}: InnFieldProps) {
  const [touched, setTouched] = useState(false);
  const error = liveInnError(value, touched || forceTouched) ?? serverError;
  const right = checking ? (
    <Loader size={16} aria-label="Проверяем ИНН" />
  ) : available && !error ? (
    <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
  ) : null;

  return (
    <TextInput
      label="ИНН"
      inputMode="numeric"
      autoComplete="off"
      maxLength={14}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => setTouched(true)}
      error={error}
      rightSection={right}
      description={
        available && !error
          ? 'ИНН верный, компания ещё не зарегистрирована в кабинете'
          : props.description
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
