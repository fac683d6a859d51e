import * as z from 'zod';

import { validateCorrespondentAccount, validateSettlementAccount } from './bank-account.ts';
import { validateBik } from './bik.ts';
import { cleanIdentifier } from './identifier-input.ts';
import { validateInn } from './inn.ts';
import { validateKpp } from './kpp.ts';
import { validateOgrn, validateOgrnip } from './ogrn.ts';

/** Builds a string field that is cleaned (spaces, dashes, case) and checked by `validate`. */
function identifierField(validate: (value: string) => string | null) {
  return z
    .string()
    .overwrite(cleanIdentifier)
    .superRefine((value, ctx) => {
      const message = validate(value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

/** russian-domain §1.1–1.2: an INN field (10 or 12 digits with check digits), Russian messages. */
export const innSchema = identifierField(validateInn);
/** russian-domain §1.3: a KPP field, Russian messages. */
export const kppSchema = identifierField(validateKpp);
/** russian-domain §1.4: an ОГРН field (13 digits with check digit), Russian messages. */
export const ogrnSchema = identifierField(validateOgrn);
/** russian-domain §1.4: an ОГРНИП field (15 digits with check digit), Russian messages. */
export const ogrnipSchema = identifierField(validateOgrnip);
/** russian-domain §1.5: a БИК field, Russian messages. */
export const bikSchema = identifierField(validateBik);

/**
 * russian-domain §1.6: the расчетный счет (key with BIK digits 7–9) and, when given, the
 * корреспондентский счет (key with '0' + BIK digits 5–6) checked against a valid BIK; each
 * message is attached to the field at fault. Shared by the form schema and the request body.
 */
export function addBankAccountIssues(
  value: { bik: string; account: string; correspondent_account?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const accountError = validateSettlementAccount(value.account, value.bik);
  if (accountError) ctx.addIssue({ code: 'custom', path: ['account'], message: accountError });
  if (!value.correspondent_account) return;
  const corrError = validateCorrespondentAccount(value.correspondent_account, value.bik);
  if (corrError) {
    ctx.addIssue({ code: 'custom', path: ['correspondent_account'], message: corrError });
  }
}

/**
 * russian-domain §1.5–1.6: bank requisites checked together — the BIK, the расчетный счет
 * (key with BIK digits 7–9) and, when given, the корреспондентский счет (key with '0' + BIK
 * digits 5–6). Messages are attached to the field at fault.
 */
export const bankRequisitesSchema = z
  .object({
    bik: bikSchema,
    account: z.string().overwrite(cleanIdentifier),
    correspondent_account: z.string().overwrite(cleanIdentifier).nullish(),
  })
  .superRefine(addBankAccountIssues);
/** Bank requisites. */
export type BankRequisites = z.infer<typeof bankRequisitesSchema>;
