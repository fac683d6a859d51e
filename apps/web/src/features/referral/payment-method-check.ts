import { paymentMethodBodySchema } from '@kabinet/domain/referral';

import { messagesByField } from '../../shared/lib/zod-form.ts';
import { paymentMethodBody, type ConnectValues, type PaymentMethodValues } from './model.ts';

// The payout-method form's checks by the domain's schema, apart from model.ts so that only the
// form (loaded with its dialog on /referral/info) brings zod (the pages' JS budgets).

/** The domain's messages for the chosen method, by form field ('type', 'card_number', …). */
export function validatePaymentMethod(values: PaymentMethodValues): Record<string, string> {
  if (values.type === '') return { type: 'Выберите способ выплаты' };
  const result = paymentMethodBodySchema.safeParse(paymentMethodBody(values));
  return result.success ? {} : messagesByField(result.error.issues);
}

/** Form errors of the connect form: the rules accepted and the chosen method's fields. */
export function validateConnect(values: ConnectValues, needRules: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (needRules && !values.rules_accepted) {
    errors.rules_accepted = 'Примите условия программы';
  }
  for (const [field, message] of Object.entries(validatePaymentMethod(values.method))) {
    errors[`method.${field}`] = message;
  }
  return errors;
}
