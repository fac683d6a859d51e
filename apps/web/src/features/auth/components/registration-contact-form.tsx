import { registerContactBodySchema, type RegisterContactBody } from '@kabinet/domain/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodValidator } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';
import { readLeadMeta } from '../lead-meta.ts';
import { otherContactOf, registrationContactBody, type VerifiedContact } from '../model.ts';
import { NameFields } from './name-fields.tsx';

const FIELDS = [
  'name',
  'last_name',
  'patronymic',
  'email',
  'phone',
  'password',
  'password_confirmation',
];

interface RegistrationContactFormProps {
  verified: VerifiedContact;
  pending: boolean;
  onSubmit: (body: RegisterContactBody) => Promise<unknown>;
}

/** Registration step 2: name, the other contact (optional) and the password. */
export function RegistrationContactForm({
  verified,
  pending,
  onSubmit,
}: RegistrationContactFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const otherContact = otherContactOf(verified);
  const form = useForm({
    initialValues: {
      name: '',
      last_name: '',
      patronymic: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
    },
    validate: (values) =>
      zodValidator(registerContactBodySchema)({
        ...values,
        verification_token: verified.verification_token,
      }),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = registrationContactBody(verified, values, readLeadMeta());
    onSubmit(body).catch((error: unknown) => {
      showFormError(error, FIELDS, form, setFormError);
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields form={form} />
        {otherContact === 'phone' ? (
          <PhoneInput
            label="Телефон"
            description="Необязательно: по нему тоже можно будет входить"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        ) : (
          <TextInput
            label="Email"
            type="email"
            description="Необязательно: сюда придут документы и уведомления"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        )}
        <NewPasswordFields form={form} label="Пароль" />
        <FormAlert message={formError} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          Зарегистрироваться
        </Button>
      </Stack>
    </form>
  );
}
