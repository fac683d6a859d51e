import { resetPasswordBodySchema } from '@kabinet/domain/auth';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { CodeInput } from '../../../shared/ui/code-input.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { ResendCode } from '../../../shared/ui/resend-code.tsx';
import type { ResetPasswordArgs } from '../api.ts';

const FIELDS = ['code', 'password', 'password_confirmation'];

interface ResetPasswordFormProps {
  login: string;
  resendAt: number;
  pending: boolean;
  onSubmit: (body: ResetPasswordArgs) => Promise<unknown>;
  onResend: () => void;
}

/** Password reset step 2: «Код из сообщения», «Новый пароль», «Повторите пароль». */
export function ResetPasswordForm({
  login,
  resendAt,
  pending,
  onSubmit,
  onResend,
}: ResetPasswordFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '', password: '', password_confirmation: '' },
    validate: (values) => zodValidator(resetPasswordBodySchema)({ ...values, login }),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    onSubmit({ login, ...values, code: values.code.trim() }).catch((error: unknown) => {
      showFormError(error, FIELDS, form, setFormError);
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CodeInput placeholder="6 цифр" {...form.getInputProps('code')} />
        <NewPasswordFields form={form} />
        <FormAlert message={formError} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          Сменить пароль
        </Button>
        <Group justify="center">
          <ResendCode resendAt={resendAt} onResend={onResend} />
        </Group>
      </Stack>
    </form>
  );
}
