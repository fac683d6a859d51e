import type { SellerSettings } from '@kabinet/domain/billing';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { useSettingsForm } from '../../../shared/lib/use-settings-form.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSaveBillingSettings } from '../api.ts';
import { VAT_OPTIONS } from '../model.ts';

/**
 * The seller's requisites and VAT mode, checked by the domain's validators; the names
 * printed under the invoice's signature lines and the contract it names as «Основание».
 */
export function BillingSettingsForm({ initial }: { initial: SellerSettings }) {
  const { form, submit, prepare, formError, saving } = useSettingsForm({
    // The schema (so zod) loads on the first focus in the form or on submit (the pages' JS budgets).
    schema: () =>
      import('../seller-settings-schema.ts').then((module) => module.sellerSettingsSchema),
    initial,
    save: useSaveBillingSettings(),
    savedMessage: 'Реквизиты сохранены',
  });
  return (
    <form onSubmit={submit} onFocus={prepare} noValidate>
      <Stack gap="lg" maw={880}>
        <SettingsFields form={form} />
        <FormAlert message={formError} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettingsFields({ form }: { form: UseFormReturnType<SellerSettings> }) {
  const field = (name: keyof SellerSettings) => form.getInputProps(name);
  return (
    <>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Организация
          </Title>
          <TextInput label="Название организации" required {...field('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="ИНН" required inputMode="numeric" {...field('inn')} />
            <TextInput label="КПП" required inputMode="numeric" {...field('kpp')} />
          </SimpleGrid>
          <TextInput label="Адрес" required {...field('address')} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Банк
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Банк" required {...field('bank_name')} />
            <TextInput label="БИК" required inputMode="numeric" {...field('bik')} />
            <TextInput label="Расчётный счёт" required inputMode="numeric" {...field('account')} />
            <TextInput
              label="Корреспондентский счёт"
              required
              inputMode="numeric"
              {...field('correspondent_account')}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Счета
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label="НДС" data={VAT_OPTIONS} allowDeselect={false} {...field('vat_mode')} />
            <NumberInput
              label="Срок оплаты, дней"
              min={1}
              max={90}
              allowDecimal={false}
              allowNegative={false}
              {...field('due_days')}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Подписи и основание
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Руководитель"
              description="Под подписью в счёте, например «Иванов И. И.»"
              {...field('director_name')}
            />
            <TextInput label="Бухгалтер" {...field('accountant_name')} />
            <TextInput
              label="Номер договора"
              description="«Основание: Договор № … от …» в счетах"
              {...field('contract_number')}
            />
            <TextInput label="Дата договора" type="date" {...field('contract_date')} />
          </SimpleGrid>
        </Stack>
      </Paper>
    </>
  );
}
