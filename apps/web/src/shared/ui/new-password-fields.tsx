import { PASSWORD_MIN_LENGTH } from '@kabinet/domain/auth';
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface NewPassword {
  password: string;
  password_confirmation: string;
}

interface NewPasswordFieldsProps<T extends NewPassword> {
  form: UseFormReturnType<T>;
  /** Registration sets a first password («Пароль»); reset and change set a new one. */
  label?: string;
}

/** «Новый пароль» with the length hint and «Повторите пароль»; the form's schema validates them. */
export function NewPasswordFields<T extends NewPassword>({
  form,
  label = 'Новый пароль',
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <PasswordInput
        label={label}
        description={`Не короче ${PASSWORD_MIN_LENGTH} символов`}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Повторите пароль"
        autoComplete="new-password"
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
