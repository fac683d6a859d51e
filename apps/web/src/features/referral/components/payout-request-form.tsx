import type { Referral } from '@kabinet/domain/referral';
import { formatKopecks, kopecksToRoubles } from '@kabinet/domain/money';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { splitFormError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useRequestPayout } from '../api.ts';
import { parseRoublesToKopecks, validatePayoutAmount } from '../model.ts';

/** «Запросить выплату»: a sum in roubles, at least the minimum and at most what is available. */
export function PayoutRequestForm({ referral }: { referral: Referral }) {
  const request = useRequestPayout();
  const [formError, setFormError] = useState<string | null>(null);
  const min = referral.rules.min_payout_kopecks;
  const available = referral.available_kopecks;
  const form = useForm({
    initialValues: { amount: '' },
    validate: { amount: (value) => validatePayoutAmount(value, available, min) },
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    const amount = parseRoublesToKopecks(values.amount) ?? 0;
    request.mutate(
      { amount_kopecks: amount },
      {
        onSuccess: () => {
          showToast({ type: 'positive', message: 'Запрос на выплату отправлен' });
          form.reset();
        },
        onError: (error) => {
          const split = splitFormError(error, ['amount_kopecks']);
          if (split.fields.amount_kopecks) {
            form.setFieldError('amount', split.fields.amount_kopecks);
          }
          setFormError(split.form);
        },
      },
    );
  });
  const canRequest = available >= min && available > 0;
  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Запросить выплату
          </Title>
          <Text size="sm" c="dimmed">
            Доступно: {formatKopecks(available)}. Минимальная сумма — {formatKopecks(min)}.
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Сумма, ₽"
              inputMode="decimal"
              placeholder={String(Math.floor(kopecksToRoubles(available)))}
              w={220}
              disabled={!canRequest}
              {...form.getInputProps('amount')}
            />
            <Button type="submit" mt={25} loading={request.isPending} disabled={!canRequest}>
              Запросить выплату
            </Button>
          </Group>
          {!canRequest ? (
            <Text size="sm">
              Выплату можно запросить, когда к выплате будет от {formatKopecks(min)}.
            </Text>
          ) : null}
          <FormAlert message={formError} />
        </Stack>
      </form>
    </Paper>
  );
}
