import { changePasswordBodySchema } from '@kabinet/domain/users';
import { Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useChangePassword } from '../api.ts';
import { BackToProfile } from '../components/back-to-profile.tsx';

const FIELDS = ['current_password', 'password', 'password_confirmation'];

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: zodValidator(changePasswordBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: () => {
        showToast({ type: 'positive', message: 'Пароль изменён' });
        void navigate('/profile');
      },
      onError: (error) => {
        showFormError(error, FIELDS, form, setFormError);
      },
    });
  });

  return (
    <>
      <BackToProfile />
      <PageHeader
        title="Смена пароля"
        description="После смены пароля другие устройства выйдут из кабинета."
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={520}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="Текущий пароль"
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
            />
            <NewPasswordFields form={form} />
            <FormAlert message={formError} />
            <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
              Сменить пароль
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
