import { describe, expect, it } from 'vitest';

import { backoffDelayMs, MAX_RETRY_AFTER_MS, retryDelayMs } from './jobs-backoff.ts';

const options = { baseMs: 10_000, maxMs: 60_000 };

describe('backoffDelayMs', () => {
  it.each([
    { attempt: 1, low: 10_000, high: 15_000 },
    { attempt: 2, low: 20_000, high: 30_000 },
    { attempt: 3, low: 40_000, high: 60_000 },
    { attempt: 4, low: 60_000, high: 90_000 },
    { attempt: 9, low: 60_000, high: 90_000 },
  ])('waits $low–$high ms after attempt $attempt', ({ attempt, low, high }) => {
    expect(backoffDelayMs(attempt, options, () => 0)).toBe(low);
    expect(backoffDelayMs(attempt, options, () => 1)).toBe(high);
  });
});

describe('retryDelayMs', () => {
  it('takes a Retry-After instead of the backoff, within bounds', () => {
    expect(retryDelayMs(1, 30_000, options, () => 0)).toBe(30_000);
    expect(retryDelayMs(5, 0, options, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, 10 * MAX_RETRY_AFTER_MS, options, () => 0)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryDelayMs(2, null, options, () => 0)).toBe(20_000);
  });
});
