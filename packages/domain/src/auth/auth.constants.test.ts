import { describe, expect, it } from 'vitest';

import { CODE_MAX_ATTEMPTS, codeAttemptsLeft } from './auth.constants.ts';

describe('codeAttemptsLeft', () => {
  it('counts down from the limit and never below zero', () => {
    expect(codeAttemptsLeft(0)).toBe(CODE_MAX_ATTEMPTS);
    expect(codeAttemptsLeft(2)).toBe(CODE_MAX_ATTEMPTS - 2);
    expect(codeAttemptsLeft(7)).toBe(0);
  });
});
