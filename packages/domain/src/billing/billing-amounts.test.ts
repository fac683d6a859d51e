import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_AMOUNT_KOPECKS, MIN_TOP_UP_KOPECKS, topUpAmountError } from './billing-amounts.ts';
import { topUpBodySchema } from './billing.schemas.ts';

const schemaMessage = (amount: unknown) =>
  topUpBodySchema.safeParse({ amount_kopecks: amount }).error?.issues[0]?.message ?? null;

describe('topUpAmountError', () => {
  it('says what topUpBodySchema says of any amount', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1_000, max: 1_000 }),
      fc.constantFrom(Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER - 1),
      fc.integer({ min: MAX_AMOUNT_KOPECKS - 1_000, max: MAX_AMOUNT_KOPECKS + 1_000 }),
      fc.double(),
      fc.constantFrom(0, -0, MIN_TOP_UP_KOPECKS, MAX_AMOUNT_KOPECKS, Infinity, Number.NaN),
      fc.constantFrom(null, undefined, '100', true),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(topUpAmountError(amount)).toBe(schemaMessage(amount));
      }),
    );
  });
});
