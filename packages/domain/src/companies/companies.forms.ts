import * as z from 'zod';

import { REQUISITES_MESSAGES, isIndividualInn, validateCompanyRequisites } from './legal-form.ts';
import { OGRN_MESSAGES } from './ogrn.ts';

// The company forms' rules as zod schemas: the web validates its forms with them (through one
// resolver) and the request bodies of companies.bodies.ts reuse the same fields, so a form
// never accepts what the server refuses, nor says it in other words.

/** SPEC §3 `name`, the short name of a company: required, up to 255 characters. */
export const companyNameSchema = z
  .string('Неверный формат.')
  .trim()
  .max(255, 'Не длиннее 255 символов.')
  .min(1, REQUISITES_MESSAGES.nameRequired);

/** The head of an organisation (company/fill «Руководитель»): both fields required. */
export const companyDirectorSchema = z.object({
  director_name: z
    .string('Неверный формат.')
    .trim()
    .max(255, 'Не длиннее 255 символов.')
    .min(1, 'Укажите ФИО руководителя'),
  director_post: z
    .string('Неверный формат.')
    .trim()
    .max(255, 'Не длиннее 255 символов.')
    .min(1, 'Укажите должность руководителя'),
});

const requisitesShape = {
  name: companyNameSchema,
  kpp: z.string().nullish(),
  ogrn: z.string().nullish(),
};

/** Reports each message of `validateCompanyRequisites` on its own field. */
function addIssues(ctx: z.RefinementCtx, errors: Record<string, string>): void {
  for (const [field, message] of Object.entries(errors)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * company/new: the INN, name, KPP and ОГРН/ОГРНИП checked together (russian-domain §4.1): a
 * 10-digit INN needs a KPP, a 12-digit one has none, and the ОГРН kind follows the INN.
 */
export const newCompanyRequisitesSchema = z
  .object({ inn: z.string(), ...requisitesShape })
  .superRefine((value, ctx) => addIssues(ctx, validateCompanyRequisites(value)));

/** The name, KPP and ОГРН(ИП) against a fixed INN; the INN is not the form's to report. */
function checkAgainst(inn: string) {
  return (value: { kpp?: string | null; ogrn?: string | null }, ctx: z.RefinementCtx) => {
    const { inn: _fixed, ...errors } = validateCompanyRequisites({ ...value, inn });
    addIssues(ctx, errors);
  };
}

/**
 * The requisites of an existing company (its edit form, the admin's form): the INN never
 * changes after creation, so the name, KPP and ОГРН/ОГРНИП are checked against it.
 */
export function companyRequisitesSchema(inn: string) {
  return z.object(requisitesShape).superRefine(checkAgainst(inn));
}

/**
 * company/fill «Реквизиты»: as `companyRequisitesSchema`, and the step counts as filled only
 * with the ОГРН (organisation) or ОГРНИП (ИП); a самозанятый has neither.
 */
export function companyFillRequisitesSchema(inn: string) {
  const individual = isIndividualInn(inn);
  return z
    .object({ ...requisitesShape, self_employed: z.boolean().optional() })
    .superRefine(checkAgainst(inn))
    .superRefine((value, ctx) => {
      if ((value.ogrn ?? '').trim() !== '' || (individual && value.self_employed)) return;
      const message = individual ? OGRN_MESSAGES.ogrnipRequired : OGRN_MESSAGES.ogrnRequired;
      ctx.addIssue({ code: 'custom', path: ['ogrn'], message });
    });
}
