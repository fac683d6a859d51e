import { Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';

import { FormFooter } from '../../../shared/ui/form-footer.tsx';
import { type BankBody, useBankForm } from './use-bank-form.ts';

export type { BankBody };

interface BankAccountFormProps {
  submitLabel: string;
  pending: boolean;
  /** Saves the account; a rejected call's 422 messages land under the fields. */
  onSubmit: (body: BankBody) => Promise<unknown>;
  /** Field names of the server's errors may carry a step prefix (`bank.account`). */
  errorPrefix?: string;
  onCancel?: () => void;
}

/**
 * A settlement account with BIK lookup (bank name, correspondent account) and the control key
 * checked against the BIK by the domain (russian-domain §1.6) before anything is sent.
 */
export function BankAccountForm({
  submitLabel,
  pending,
  onSubmit,
  errorPrefix = '',
  onCancel,
}: BankAccountFormProps) {
  const { values, set, errorOf, lookup, lookupError, formError, submit } = useBankForm(
    onSubmit,
    errorPrefix,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Банковский счёт">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="БИК"
            required
            inputMode="numeric"
            maxLength={11}
            value={values.bik}
            onChange={set('bik')}
            error={errorOf('bik') ?? lookupError}
            rightSection={lookup.isFetching ? <Loader size={16} aria-label="Ищем банк" /> : null}
            description={lookup.data ? lookup.data.name : '9 цифр, начинается с 04'}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <TextInput
            label="Расчётный счёт"
            required
            inputMode="numeric"
            maxLength={24}
            value={values.account}
            onChange={set('account')}
            error={errorOf('account')}
            description="20 цифр"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <TextInput
            label="Банк"
            value={values.bank_name}
            onChange={set('bank_name')}
            error={errorOf('bank_name')}
          />
          <TextInput
            label="Корреспондентский счёт"
            inputMode="numeric"
            maxLength={24}
            value={values.correspondent_account}
            onChange={set('correspondent_account')}
            error={errorOf('correspondent_account')}
          />
        </SimpleGrid>
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
