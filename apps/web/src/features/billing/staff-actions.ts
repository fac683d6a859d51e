import {
  cancelInvoiceBodySchema,
  correctionBodySchema,
  recordPaymentBodySchema,
  refundBodySchema,
} from '@kabinet/domain/billing';
import type { z } from 'zod';

import { messagesByField } from '../../shared/lib/zod-form.ts';
import { typedKopecks } from './model.ts';

/** How a field of a staff money form is typed. */
export type ActionFieldKind = 'amount' | 'signed-amount' | 'date' | 'text' | 'reason';

/** One field of a staff money form; `name` is the body's (and the 422's) field name. */
export interface ActionField {
  name: string;
  label: string;
  kind: ActionFieldKind;
  description?: string;
}

/** Form values: roubles as typed for amounts, text otherwise. */
export type ActionValues = Record<string, string | number>;

/** Form values → the request body: amounts in roubles become kopecks, text is sent as typed. */
export function actionBody(fields: readonly ActionField[], values: ActionValues) {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    body[field.name] =
      field.kind === 'amount' || field.kind === 'signed-amount'
        ? typedKopecks(value)
        : String(value ?? '');
  }
  return body;
}

/** Validates the body the form would send with the domain's schema (Russian messages). */
export function actionValidator(fields: readonly ActionField[], schema: z.ZodType) {
  return (values: ActionValues): Record<string, string> => {
    const result = schema.safeParse(actionBody(fields, values));
    return result.success ? {} : messagesByField(result.error.issues);
  };
}

/** The four staff actions: their fields and the domain schema each body passes. */
export const STAFF_ACTIONS = {
  payment: {
    schema: recordPaymentBodySchema,
    fields: [
      { name: 'amount_kopecks', label: 'Сумма, ₽', kind: 'amount' },
      { name: 'paid_on', label: 'Дата поступления', kind: 'date' },
      { name: 'order_number', label: 'Номер платёжного поручения', kind: 'text' },
    ],
  },
  cancel: {
    schema: cancelInvoiceBodySchema,
    fields: [{ name: 'reason', label: 'Причина отмены', kind: 'reason' }],
  },
  refund: {
    schema: refundBodySchema,
    fields: [
      { name: 'amount_kopecks', label: 'Сумма возврата, ₽', kind: 'amount' },
      { name: 'reason', label: 'Причина', kind: 'reason' },
    ],
  },
  correction: {
    schema: correctionBodySchema,
    fields: [
      {
        name: 'amount_kopecks',
        label: 'Сумма, ₽',
        kind: 'signed-amount',
        description: 'Положительная сумма увеличивает баланс, отрицательная — уменьшает.',
      },
      { name: 'reason', label: 'Причина', kind: 'reason' },
    ],
  },
} satisfies Record<string, { schema: z.ZodType; fields: ActionField[] }>;

/** A staff action's name. */
export type StaffActionKind = keyof typeof STAFF_ACTIONS;
