import { loginFormErrors } from '@kabinet/domain/auth';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useLogin } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { takeReturnPath } from '../model.ts';

const FIELDS = ['login', 'password'] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { login: '', password: '' },
    // The same rules as loginBodySchema, without zod: login is the lightest page (login-form.ts).
    validate: loginFormErrors,
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: () => {
        void navigate(takeReturnPath() ?? '/', { replace: true });
      },
      onError: (error) => {
        showFormError(error, FIELDS, form, setFormError);
      },
    });
  });

  return (
    <AuthLayout
      title="Вход"
      description="Войдите по телефону или email, указанному при регистрации."
      footer={
        <Text ta="center" size="sm">
          Ещё нет кабинета?{' '}
          <Anchor component={Link} to="/auth/registration" fw={500}>
            Регистрация
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Телефон или email"
            placeholder="+7 (900) 123 - 4567 или name@company.ru"
            autoComplete="username"
            inputMode="email"
            autoFocus
            {...form.getInputProps('login')}
          />
          <Stack gap={6}>
            <PasswordInput
              label="Пароль"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/auth/forgot" size="sm">
                Забыли пароль?
              </Anchor>
            </Group>
          </Stack>
          <FormAlert message={formError} />
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Войти
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
