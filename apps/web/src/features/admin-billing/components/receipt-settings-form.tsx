import {
  RECEIPT_TAX_SYSTEM_NAMES,
  type OnlinePaymentSettings,
} from '@kabinet/domain/online-payments';
import { Button, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';

import { useSettingsForm } from '../../../shared/lib/use-settings-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveReceiptSettings } from '../api.ts';

const TAX_SYSTEM_OPTIONS = Object.entries(RECEIPT_TAX_SYSTEM_NAMES).map(([value, label]) => ({
  value,
  label,
}));

/**
 * 54-ФЗ receipts of online payments: on when the shop in ЮKassa has «Чеки от ЮKassa» or an
 * online cash register connected (ЮKassa then refuses payments without a receipt).
 */
export function ReceiptSettingsForm({ initial }: { initial: OnlinePaymentSettings }) {
  const { form, submit, prepare, formError, saving } = useSettingsForm({
    schema: () =>
      import('../receipt-settings-schema.ts').then((module) => module.onlinePaymentSettingsSchema),
    initial,
    save: useSaveReceiptSettings(),
    savedMessage: 'Настройки чеков сохранены',
  });
  const taxSystem = form.getValues().tax_system_code;
  return (
    <form onSubmit={submit} onFocus={prepare} noValidate>
      <Paper withBorder p="lg" maw={880}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Чеки онлайн-оплаты (54-ФЗ)
          </Title>
          <Switch
            label="Передавать чеки в ЮKassa с каждой оплатой и возвратом"
            description="Включите, если к магазину в ЮKassa подключены «Чеки от ЮKassa» или онлайн-касса."
            {...form.getInputProps('receipts_enabled', { type: 'checkbox' })}
          />
          <Select
            label="Система налогообложения"
            description="Нужна, если у магазина в ЮKassa их несколько; иначе можно не указывать."
            placeholder="Не указывать"
            clearable
            data={TAX_SYSTEM_OPTIONS}
            value={taxSystem === null ? null : String(taxSystem)}
            onChange={(value) =>
              form.setFieldValue('tax_system_code', value ? Number(value) : null)
            }
            error={form.errors.tax_system_code}
          />
          <Text size="xs" c="dimmed">
            Ставка НДС в чеке берётся из счёта: режим НДС в реквизитах выше.
          </Text>
          <FormAlert message={formError} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Сохранить настройки чеков
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
