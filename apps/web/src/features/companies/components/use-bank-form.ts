import { cleanIdentifier, isValidBik } from '@kabinet/domain/companies';
import { type FormEvent, useEffect, useState } from 'react';

import { ResponseError } from '../../../shared/http/http-errors.ts';
import { splitFormError } from '../../../shared/lib/error-message.ts';
import { useBankLookup } from '../api/company.ts';
import { bankBody, type BankFormValues, EMPTY_BANK_VALUES, liveBankErrors } from '../model.ts';

export type BankBody = ReturnType<typeof bankBody>;

const FIELDS = ['bik', 'account', 'correspondent_account', 'bank_name'];

/** State of the bank form: live domain checks, BIK lookup, server errors under the fields. */
export function useBankForm(onSubmit: (body: BankBody) => Promise<unknown>, errorPrefix: string) {
  const [values, setValues] = useState<BankFormValues>(EMPTY_BANK_VALUES);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const bik = cleanIdentifier(values.bik);
  const lookup = useBankLookup(isValidBik(bik) ? bik : null);
  const live = liveBankErrors(values, touched);
  const lookupError =
    lookup.error instanceof ResponseError
      ? (lookup.error.fieldErrors.bik ?? lookup.error.message)
      : null;

  // The bank found by BIK fills its name and correspondent account (still editable).
  useEffect(() => {
    if (!lookup.data) return;
    setValues((current) => ({
      ...current,
      bank_name: lookup.data.name,
      correspondent_account: lookup.data.correspondent_account,
    }));
  }, [lookup.data]);

  const set = (field: keyof BankFormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };
  const errorOf = (field: string) => live[field] || serverErrors[field] || null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFormError(null);
    if (Object.keys(liveBankErrors(values, true)).length > 0) return;
    onSubmit(bankBody(values)).then(
      () => {
        setValues(EMPTY_BANK_VALUES);
        setTouched(false);
      },
      (error: unknown) => {
        const prefixed = FIELDS.map((field) => `${errorPrefix}${field}`);
        const { fields, form } = splitFormError(error, prefixed);
        setServerErrors(
          Object.fromEntries(
            Object.entries(fields).map(([key, message]) => [
              key.slice(errorPrefix.length),
              message,
            ]),
          ),
        );
        setFormError(form);
      },
    );
  };

  return { values, set, errorOf, lookup, lookupError, formError, submit };
}
