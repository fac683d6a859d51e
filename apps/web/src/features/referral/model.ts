import { percentToBasisPoints } from '@kabinet/domain/shared';
import {
  cardDigits,
  type PaymentMethodBody,
  type PaymentMethodType,
  type ReferralRules,
} from '@kabinet/domain/referral';
import { formatKopecks, parseKopecks } from '@kabinet/domain/money';

/** The payout-method form: every field of every method, the chosen `type` decides what is sent. */
export interface PaymentMethodValues {
  type: PaymentMethodType | '';
  card_number: string;
  bik: string;
  account: string;
}

export const EMPTY_PAYMENT_METHOD: PaymentMethodValues = {
  type: '',
  card_number: '',
  bik: '',
  account: '',
};

/** SPEC §5 card mask «#### #### #### ####»: digits grouped by four as the user types. */
export function formatCardInput(input: string): string {
  const digits = cardDigits(input).replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The wire body of the chosen method: only its own fields. */
export function paymentMethodBody(values: PaymentMethodValues): PaymentMethodBody {
  switch (values.type) {
    case 'card':
      return { type: 'card', card_number: values.card_number };
    case 'bank_account':
      return { type: 'bank_account', bik: values.bik, account: values.account };
    case 'balance':
      return { type: 'balance' };
    default:
      return { type: '' } as unknown as PaymentMethodBody;
  }
}

/** «1 500,50» (roubles as typed) → 150050 kopecks; null when it is not a sum. */
export function parseRoublesToKopecks(input: string): number | null {
  const clean = input.replace(/[\s\u00a0₽]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return parseKopecks(clean);
}

/** The message for a payout request of `input` roubles, or null: a sum, ≥ minimum, ≤ available. */
export function validatePayoutAmount(
  input: string,
  availableKopecks: number,
  minKopecks: number,
): string | null {
  if (input.trim() === '') return 'Укажите сумму';
  const kopecks = parseRoublesToKopecks(input);
  if (kopecks === null) return 'Сумма — число рублей, например 1500 или 1500,50';
  if (kopecks <= 0) return 'Сумма должна быть больше нуля';
  if (kopecks < minKopecks) return `Минимальная сумма выплаты — ${formatKopecks(minKopecks)}`;
  if (kopecks > availableKopecks) return `Доступно к выплате ${formatKopecks(availableKopecks)}`;
  return null;
}

/** The connect / change-method form. */
export interface ConnectValues {
  rules_accepted: boolean;
  method: PaymentMethodValues;
}

/** A 422 field of the referral call (`settings.payment_method.bik`) → the form's (`method.bik`). */
export function referralFormField(serverField: string): string {
  return serverField.replace(/^settings\.payment_method\.?/, 'method.').replace(/\.$/, '.type');
}

/** What the admin edits: the percent and roubles people read; the wire holds basis points and kopecks. */
export interface RulesValues {
  percent: number | string;
  months: number | string;
  min_roubles: number | string;
}

export const RULES_FIELD_OF: Record<string, keyof RulesValues> = {
  reward_basis_points: 'percent',
  reward_months: 'months',
  min_payout_kopecks: 'min_roubles',
};

/** The admin form's percent and roubles → the wire's basis points and kopecks. */
export function rulesBody(values: RulesValues): ReferralRules {
  const number = (value: number | string) => (value === '' ? Number.NaN : Number(value));
  return {
    reward_basis_points: percentToBasisPoints(number(values.percent)),
    reward_months: number(values.months),
    min_payout_kopecks: parseKopecks(number(values.min_roubles)) ?? Number.NaN,
  };
}
