import { formatContact } from '@kabinet/domain/shared';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { type ResetPasswordArgs, useForgotPassword, useResetPassword } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotLoginForm } from '../components/forgot-login-form.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

interface SentCode {
  login: string;
  sentTo: string;
  resendAt: number;
}

export function ForgotPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const [sent, setSent] = useState<SentCode | null>(null);

  const requestCode = (login: string) =>
    forgot
      .mutateAsync({ login })
      .then((answer) =>
        setSent({ login, sentTo: answer.sent_to, resendAt: Date.now() + answer.resend_in * 1000 }),
      );

  const resetPassword = (body: ResetPasswordArgs) =>
    reset.mutateAsync(body).then(() => {
      showToast({ type: 'positive', message: 'Пароль изменён. Войдите с новым паролем.' });
      void navigate('/auth/login', { replace: true });
    });

  const resend = () => {
    if (!sent) return;
    requestCode(sent.login)
      .then(() => showToast({ type: 'info', message: 'Мы отправили новый код' }))
      .catch(showErrorToast);
  };

  return (
    <AuthLayout
      title="Восстановление пароля"
      description={
        sent ? (
          <>
            Код отправлен на <b>{formatContact(sent.sentTo)}</b>. Введите его и придумайте новый
            пароль.
          </>
        ) : (
          'Укажите телефон или email — пришлём код для смены пароля.'
        )
      }
      footer={
        <Text ta="center" size="sm">
          Вспомнили пароль?{' '}
          <Anchor component={Link} to="/auth/login" fw={500}>
            Войти
          </Anchor>
        </Text>
      }
    >
      {sent ? (
        <ResetPasswordForm
          login={sent.login}
          resendAt={sent.resendAt}
          pending={reset.isPending}
          onSubmit={resetPassword}
          onResend={resend}
        />
      ) : (
        <ForgotLoginForm pending={forgot.isPending} onSubmit={requestCode} />
      )}
    </AuthLayout>
  );
}
