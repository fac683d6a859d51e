import { describe, expect, it } from 'vitest';

import { receiptCheckQuery } from './receipt-view.ts';

describe('the QR text of a registered receipt', () => {
  const fiscal = {
    storage_number: '9960440301234567',
    document_number: '3986',
    attribute: '2617603921',
    registered_at: '2026-11-01T07:05:42.000Z',
  };

  it('holds the Moscow time to the minute, the sum in roubles and the fiscal numbers', () => {
    expect(receiptCheckQuery(fiscal, 1_560_000)).toBe(
      't=20261101T1005&s=15600.00&fn=9960440301234567&i=3986&fp=2617603921&n=1',
    );
  });

  it('keeps the kopecks of a sum', () => {
    expect(receiptCheckQuery(fiscal, 1)).toContain('&s=0.01&');
  });

  it('is none when the registration time cannot be read', () => {
    expect(receiptCheckQuery({ ...fiscal, registered_at: 'вчера' }, 100)).toBeNull();
  });
});
