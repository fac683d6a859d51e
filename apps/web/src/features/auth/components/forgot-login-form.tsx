import { forgotPasswordBodySchema } from '@kabinet/domain/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';

interface ForgotLoginFormProps {
  pending: boolean;
  onSubmit: (login: string) => Promise<unknown>;
}

/** Password reset step 1: «Телефон или email» and «Получить код». */
export function ForgotLoginForm({ pending, onSubmit }: ForgotLoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { login: '' },
    validate: zodValidator(forgotPasswordBodySchema),
  });

  const submit = form.onSubmit(({ login }) => {
    setFormError(null);
    onSubmit(login.trim()).catch((error: unknown) => {
      showFormError(error, ['login'], form, setFormError);
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Телефон или email"
          autoComplete="username"
          autoFocus
          {...form.getInputProps('login')}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          Получить код
        </Button>
      </Stack>
    </form>
  );
}
