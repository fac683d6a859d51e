import { type SendType } from '@kabinet/domain/auth';
import { emailSchema, phoneSchema, normalizePhone } from '@kabinet/domain/shared';
import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodRule } from '../../../shared/lib/zod-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PhoneInput } from '../../../shared/ui/phone-input.tsx';

interface ContactStepProps {
  pending: boolean;
  /** Rejects with the server error, which is shown under the field or above the button. */
  onSubmit: (sendType: SendType, contact: string) => Promise<unknown>;
}

const toContact = (type: SendType, value: string) =>
  type === 'phone' ? (normalizePhone(value) ?? value) : value.trim().toLowerCase();

/** Registration step 1: «Email» / «Телефон», the contact and «Получить код». */
export function ContactStep({ pending, onSubmit }: ContactStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { sendType: 'email' as SendType, email: '', phone: '' },
    validate: {
      email: (value, values) => (values.sendType === 'email' ? zodRule(emailSchema)(value) : null),
      phone: (value, values) => (values.sendType === 'phone' ? zodRule(phoneSchema)(value) : null),
    },
  });
  const sendType = form.values.sendType;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    onSubmit(values.sendType, toContact(values.sendType, values[values.sendType])).catch(
      (error: unknown) => {
        showFormError(error, [values.sendType], form, setFormError);
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          data={[
            { value: 'email', label: 'Email' },
            { value: 'phone', label: 'Телефон' },
          ]}
          value={sendType}
          onChange={(value) => {
            form.setFieldValue('sendType', value as SendType);
            setFormError(null);
          }}
        />
        {sendType === 'email' ? (
          <TextInput
            key="email"
            label="Email"
            type="email"
            placeholder="name@company.ru"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        ) : (
          <PhoneInput
            key="phone"
            label="Телефон"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        )}
        <FormAlert message={formError} />
        <Button type="submit" size="md" fullWidth loading={pending}>
          Получить код
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Нажимая «Получить код», вы соглашаетесь на обработку персональных данных.
        </Text>
      </Stack>
    </form>
  );
}
