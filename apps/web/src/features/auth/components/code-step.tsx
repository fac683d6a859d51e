import { codeSchema } from '@kabinet/domain/auth';
import { formatContact, formatCount } from '@kabinet/domain/shared';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { zodRule } from '../../../shared/lib/zod-form.ts';
import { CodeInput } from '../../../shared/ui/code-input.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { ResendCode } from '../../../shared/ui/resend-code.tsx';

const MINUTE_FORMS = ['минуту', 'минуты', 'минут'] as const;

interface CodeStepProps {
  sentTo: string;
  /** Seconds the code stays valid (answer `expires_in`). */
  expiresIn: number;
  resendAt: number | null;
  submitting: boolean;
  resending: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  onResend: () => void;
  onChangeContact: () => void;
  changeContactLabel: string;
}

/** «Код из сообщения» with «Подтвердить», a resend countdown and a way back to the contact. */
export function CodeStep(props: CodeStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '' }, validate: { code: zodRule(codeSchema) } });

  const submit = form.onSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await props.onSubmit(code.trim());
    } catch (error) {
      showFormError(error, ['code'], form, setFormError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Мы отправили код на <b>{formatContact(props.sentTo)}</b>. Он действует{' '}
          {formatCount(Math.max(1, Math.round(props.expiresIn / 60)), MINUTE_FORMS)}.
        </Text>
        <CodeInput
          placeholder="6 цифр"
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          {...form.getInputProps('code')}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="md" fullWidth loading={props.submitting}>
          Подтвердить
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={props.onChangeContact}>
            {props.changeContactLabel}
          </Anchor>
          <ResendCode
            resendAt={props.resendAt}
            onResend={props.onResend}
            disabled={props.resending}
          />
        </Group>
      </Stack>
    </form>
  );
}
