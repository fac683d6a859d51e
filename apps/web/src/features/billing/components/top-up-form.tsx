import type { Invoice } from '@kabinet/domain/billing';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useTopUp } from '../api.ts';
import { checkTopUpAmount, typedKopecks } from '../model.ts';

// The field carries the server's name, so a 422 on `amount_kopecks` lands under it.
type TopUpValues = { amount_kopecks: number | string };

/** A top-up invoice of any amount from 1 ₽; the new invoice opens when issued. */
export function TopUpForm({
  companyId,
  onIssued,
}: {
  companyId: number;
  onIssued: (invoice: Invoice) => void;
}) {
  const topUp = useTopUp(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TopUpValues>({
    initialValues: { amount_kopecks: '' },
    validate: { amount_kopecks: checkTopUpAmount },
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    topUp.mutate(
      { amount_kopecks: typedKopecks(values.amount_kopecks) ?? 0 },
      {
        onSuccess: (invoice) => {
          showToast({ type: 'positive', message: `Счёт № ${invoice.number} выставлен` });
          form.reset();
          onIssued(invoice);
        },
        onError: (error) => showFormError(error, ['amount_kopecks'], form, setFormError),
      },
    );
  });

  return (
    <Paper withBorder p="md" h="100%">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Пополнить баланс
          </Title>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <NumberInput
              label="Сумма, ₽"
              placeholder="5 000"
              min={0}
              decimalScale={2}
              decimalSeparator=","
              thousandSeparator=" "
              hideControls
              style={{ flex: 1 }}
              {...form.getInputProps('amount_kopecks')}
            />
            <Button type="submit" loading={topUp.isPending} mt={24}>
              Выставить счёт
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Любая сумма от 1 ₽: выставим счёт, оплатите его переводом или онлайн.
          </Text>
          <FormAlert message={formError} />
        </Stack>
      </form>
    </Paper>
  );
}
