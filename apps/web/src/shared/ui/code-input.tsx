import { CODE_LENGTH } from '@kabinet/domain/auth';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The one-time code from an SMS or a letter: digits only, as long as the domain's codes, offered
 * by the phone's keyboard and autofill, focused as its step opens.
 */
export function CodeInput(props: TextInputProps) {
  return (
    <TextInput
      label="Код из сообщения"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      autoFocus
      {...props}
    />
  );
}
