import {
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
} from '@kabinet/domain/referral';
import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

import { formatCardInput, type PaymentMethodValues } from '../model.ts';

interface PaymentMethodFieldsProps<T extends { method: PaymentMethodValues }> {
  form: UseFormReturnType<T>;
  /** The methods the server offers (GET …/connect), all of them by default. */
  methods?: { type: PaymentMethodType; name: string }[];
}

/** How the reward is paid: a card (SPEC §5 mask, Luhn), the company's account (БИК + р/с), balance. */
export function PaymentMethodFields<T extends { method: PaymentMethodValues }>({
  form,
  methods = PAYMENT_METHOD_TYPES.map((type) => ({ type, name: PAYMENT_METHOD_NAMES[type] })),
}: PaymentMethodFieldsProps<T>) {
  const values = form.getValues().method;
  const typeProps = form.getInputProps('method.type');
  const cardProps = form.getInputProps('method.card_number');
  return (
    <Stack gap="md">
      <Radio.Group label="Способ выплаты" required {...typeProps}>
        <Stack gap="xs" mt="xs">
          {methods.map((method) => (
            <Radio key={method.type} value={method.type} label={method.name} />
          ))}
        </Stack>
      </Radio.Group>
      {values.type === 'card' ? (
        <TextInput
          label="Номер карты"
          placeholder="0000 0000 0000 0000"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          maw={320}
          {...cardProps}
          onChange={(event) =>
            form.setFieldValue(
              'method.card_number' as never,
              formatCardInput(event.currentTarget.value) as never,
            )
          }
        />
      ) : null}
      {values.type === 'bank_account' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="БИК"
            inputMode="numeric"
            maxLength={9}
            required
            {...form.getInputProps('method.bik')}
          />
          <TextInput
            label="Расчётный счёт"
            inputMode="numeric"
            maxLength={20}
            required
            {...form.getInputProps('method.account')}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
