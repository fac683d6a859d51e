// The amounts a billing call moves, without zod, so the client's payment page checks a
// top-up without loading the schemas (docs/testing.md «JavaScript budgets»). billing.schemas.ts
// builds its amount rules from these, and a property test holds `topUpAmountError` equal to
// `topUpBodySchema`.

/** The message of an amount that is not a positive number of kopecks. */
export const AMOUNT_MESSAGE = 'Сумма должна быть больше нуля.';
/** The message of an amount with a fraction of a kopeck. */
export const WHOLE_KOPECKS_MESSAGE = 'Сумма указывается в копейках, целым числом.';
/** The message of an amount above MAX_AMOUNT_KOPECKS. */
export const TOO_LARGE_AMOUNT_MESSAGE = 'Слишком большая сумма.';
/** The largest amount one call moves: 100 million roubles, far below integer limits. */
export const MAX_AMOUNT_KOPECKS = 10_000_000_000;

/** The smallest top-up: 1 ₽ (a bank's payment order for kopecks costs the client more). */
export const MIN_TOP_UP_KOPECKS = 100;
/** The message of a top-up below MIN_TOP_UP_KOPECKS. */
export const MIN_TOP_UP_MESSAGE = 'Минимальная сумма пополнения — 1 ₽.';

/**
 * What POST …/invoices/top-up says of `amount_kopecks` (the first message of `topUpBodySchema`),
 * or null when the amount is fine.
 */
export function topUpAmountError(amount: unknown): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return AMOUNT_MESSAGE;
  if (!Number.isSafeInteger(amount)) return WHOLE_KOPECKS_MESSAGE;
  if (amount <= 0) return AMOUNT_MESSAGE;
  if (amount > MAX_AMOUNT_KOPECKS) return TOO_LARGE_AMOUNT_MESSAGE;
  if (amount < MIN_TOP_UP_KOPECKS) return MIN_TOP_UP_MESSAGE;
  return null;
}
