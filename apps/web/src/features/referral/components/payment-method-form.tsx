import type { PaymentMethodType, UpdateReferralBody } from '@kabinet/domain/referral';
import { Anchor, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { FormFooter } from '../../../shared/ui/form-footer.tsx';
import {
  EMPTY_PAYMENT_METHOD,
  paymentMethodBody,
  referralFormField,
  type ConnectValues,
} from '../model.ts';
import { validateConnect } from '../payment-method-check.ts';
import { PaymentMethodFields } from './payment-method-fields.tsx';

const SERVER_FIELDS = [
  'rules_accepted',
  'status',
  'settings.payment_method',
  'settings.payment_method.type',
  'settings.payment_method.card_number',
  'settings.payment_method.bik',
  'settings.payment_method.account',
];

interface PaymentMethodFormProps {
  /** Connecting asks to accept the rules (their text shown); changing the method does not. */
  rulesText?: string[];
  methods?: { type: PaymentMethodType; name: string }[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: UpdateReferralBody) => Promise<unknown>;
  onCancel?: () => void;
}

/** «Принимаю условия программы» with the rules' text, shown on demand. */
function RulesAcceptance({
  rulesText,
  checkbox,
}: {
  rulesText: string[];
  checkbox: ReturnType<UseFormReturnType<ConnectValues>['getInputProps']>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Условия программы
        </Title>
        <Checkbox label="Принимаю условия программы" {...checkbox} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? 'Скрыть условия' : 'Прочитать условия'}
        </Anchor>
        {open ? (
          <List size="sm" spacing={4} c="dimmed">
            {rulesText.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Accept the rules (when connecting) and choose how the reward is paid. */
export function PaymentMethodForm({
  rulesText,
  methods,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: PaymentMethodFormProps) {
  const needRules = rulesText !== undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConnectValues>({
    initialValues: { rules_accepted: false, method: EMPTY_PAYMENT_METHOD },
    validate: (values) => validateConnect(values, needRules),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const body: UpdateReferralBody = {
      settings: { payment_method: paymentMethodBody(values.method) },
      ...(needRules ? { status: 'ACTIVE' as const, rules_accepted: true } : {}),
    };
    try {
      await onSubmit(body);
    } catch (error) {
      const split = splitFormError(error, SERVER_FIELDS);
      form.setErrors(
        Object.fromEntries(
          Object.entries(split.fields).map(([field, message]) => [
            referralFormField(field),
            message,
          ]),
        ),
      );
      setFormError(split.form);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {needRules ? (
          <RulesAcceptance
            rulesText={rulesText}
            checkbox={form.getInputProps('rules_accepted', { type: 'checkbox' })}
          />
        ) : null}
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Куда выплачивать вознаграждение
            </Title>
            <Text size="sm" c="dimmed">
              Номер карты хранится в кабинете только последними четырьмя цифрами.
            </Text>
            <PaymentMethodFields form={form} methods={methods} />
          </Stack>
        </Paper>
        <FormFooter
          error={formError}
          submitLabel={submitLabel}
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
