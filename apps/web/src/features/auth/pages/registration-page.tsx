import type { SendType } from '@kabinet/domain/auth';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useSendRegistrationCode, useVerifyRegistrationCode } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { ContactStep } from '../components/contact-step.tsx';
import { captureReferralCode, readLeadMeta } from '../lead-meta.ts';
import { saveVerifiedContact } from '../model.ts';

interface SentCode {
  sendType: SendType;
  contact: string;
  sentTo: string;
  expiresIn: number;
  resendAt: number;
}

export function RegistrationPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // `?ref=CODE` of an invitation link is kept and sent as lead_meta.referral_code.
  const [referralCode] = useState(() => captureReferralCode(location.search));
  const sendCode = useSendRegistrationCode();
  const verify = useVerifyRegistrationCode();
  const [sent, setSent] = useState<SentCode | null>(null);

  const requestCode = (sendType: SendType, contact: string) =>
    sendCode
      .mutateAsync({ send_type: sendType, contact, lead_meta: readLeadMeta() })
      .then((answer) =>
        setSent({
          sendType,
          contact,
          sentTo: answer.sent_to,
          expiresIn: answer.expires_in,
          resendAt: Date.now() + answer.resend_in * 1000,
        }),
      );

  const confirm = async (code: string) => {
    if (!sent) return;
    const answer = await verify.mutateAsync({
      send_type: sent.sendType,
      contact: sent.contact,
      code,
    });
    saveVerifiedContact({
      send_type: sent.sendType,
      contact: sent.contact,
      verification_token: answer.verification_token,
    });
    await navigate('/auth/registration-contact');
  };

  const resend = () => {
    if (!sent) return;
    requestCode(sent.sendType, sent.contact)
      .then(() => showToast({ type: 'info', message: 'Мы отправили новый код' }))
      .catch(showErrorToast);
  };

  return (
    <AuthLayout
      title="Регистрация"
      description={
        sent
          ? 'Введите код, чтобы подтвердить контакт.'
          : 'Укажите email или телефон — пришлём код подтверждения.'
      }
      footer={
        <Text ta="center" size="sm">
          Уже есть кабинет?{' '}
          <Anchor component={Link} to="/auth/login" fw={500}>
            Войти
          </Anchor>
        </Text>
      }
    >
      {referralCode ? (
        <Alert variant="light" color="teal" icon={<IconGift size={18} />} mb="md">
          Вы регистрируетесь по приглашению
        </Alert>
      ) : null}
      {sent ? (
        <CodeStep
          sentTo={sent.sentTo}
          expiresIn={sent.expiresIn}
          resendAt={sent.resendAt}
          submitting={verify.isPending}
          resending={sendCode.isPending}
          onSubmit={confirm}
          onResend={resend}
          onChangeContact={() => setSent(null)}
          changeContactLabel={sent.sendType === 'email' ? 'Изменить email' : 'Изменить телефон'}
        />
      ) : (
        <ContactStep pending={sendCode.isPending} onSubmit={requestCode} />
      )}
    </AuthLayout>
  );
}
