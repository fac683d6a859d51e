import type { OnlinePaymentProfile } from '@kabinet/domain/online-payments';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';

import { showFormError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { useOnlinePaymentProfile, useSaveReceiptEmail } from '../profile-api.ts';

/**
 * Where the company's 54-ФЗ receipts of online payments go. Shown while the firm sends receipts;
 * until the company sets an address, each receipt goes to whoever pays.
 */
export function ReceiptEmailCard({ companyId }: { companyId: number }) {
  const profile = useOnlinePaymentProfile(companyId);
  if (!profile.data?.receipts_enabled) return null;
  return <ReceiptEmailForm companyId={companyId} profile={profile.data} />;
}

function ReceiptEmailForm({
  companyId,
  profile,
}: {
  companyId: number;
  profile: OnlinePaymentProfile;
}) {
  const user = useSignedInUser();
  const save = useSaveReceiptEmail(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { receipt_email: profile.receipt_email ?? '' } });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty({ receipt_email: saved.receipt_email ?? '' });
        showToast({ type: 'positive', message: 'Чеки будут приходить на этот адрес' });
      },
      onError: (error) => showFormError(error, ['receipt_email'], form, setFormError),
    });
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Чеки об оплате
          </Title>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label="E-mail для чеков"
              type="email"
              autoComplete="email"
              placeholder={user.email || 'buh@company.ru'}
              style={{ flex: 1 }}
              {...form.getInputProps('receipt_email')}
            />
            <Button type="submit" variant="light" loading={save.isPending} mt={24}>
              Сохранить
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {profile.receipt_email
              ? 'Кассовый чек каждой онлайн-оплаты придёт на этот адрес.'
              : 'Пока адрес не указан, чек придёт на e-mail того, кто оплачивает.'}
          </Text>
          <FormAlert message={formError} />
        </Stack>
      </form>
    </Paper>
  );
}
