import type { RegisterContactBody } from '@kabinet/domain/auth';
import { formatPhone } from '@kabinet/domain/shared';
import { Anchor, Button, Text } from '@mantine/core';
import { IconMailQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useRegisterContact } from '../api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RegistrationContactForm } from '../components/registration-contact-form.tsx';
import { forgetReferralCode } from '../lead-meta.ts';
import { clearVerifiedContact, readVerifiedContact } from '../model.ts';

export function RegistrationContactPage() {
  const navigate = useNavigate();
  const [verified] = useState(readVerifiedContact);
  const register = useRegisterContact();

  if (!verified) {
    return (
      <AuthLayout title="Регистрация">
        <EmptyState
          icon={<IconMailQuestion size={32} />}
          title="Сначала подтвердите контакт"
          description="Чтобы продолжить регистрацию, получите и введите код из сообщения."
          action={
            <Button component={Link} to="/auth/registration">
              К подтверждению
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  const registerAndEnter = (body: RegisterContactBody) =>
    register.mutateAsync(body).then(() => {
      clearVerifiedContact();
      forgetReferralCode();
      void navigate('/', { replace: true });
    });

  const shownContact =
    verified.send_type === 'phone' ? formatPhone(verified.contact) : verified.contact;

  return (
    <AuthLayout
      title="Данные для входа"
      description={
        <>
          Контакт <b>{shownContact}</b> подтверждён. Осталось представиться и придумать пароль.
        </>
      }
      footer={
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/auth/registration">
            Начать регистрацию заново
          </Anchor>
        </Text>
      }
    >
      <RegistrationContactForm
        verified={verified}
        pending={register.isPending}
        onSubmit={registerAndEnter}
      />
    </AuthLayout>
  );
}
