import { describe, expect, it } from 'vitest';

import {
  formatContact,
  formatPhone,
  isMobilePhone,
  isValidRussianPhone,
  normalizePhone,
  PHONE_MASK,
} from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    { input: '89123456789', expected: '79123456789' },
    { input: '+7 (912) 345-67-89', expected: '79123456789' },
    { input: '8 (495) 123-45-67', expected: '74951234567' },
    { input: '+7 812 123 45 67', expected: '78121234567' },
    { input: '8 800 555-35-35', expected: '78005553535' },
    { input: '9123456789', expected: '79123456789' },
    { input: '79001234567', expected: '79001234567' },
  ])('turns «$input» into $expected', ({ input, expected }) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    { input: '+7 701 123 4567', why: 'a Kazakh number' },
    { input: '+7 912 345-67-8', why: 'too short' },
    { input: '+7 912 345-67-890', why: 'too long' },
    { input: '4951234567', why: '10 digits not starting with 9' },
    { input: '+380 44 123 45 67', why: 'a foreign number' },
    { input: 'позвоните мне', why: 'not a number at all' },
    { input: '', why: 'empty' },
    { input: null, why: 'null' },
  ])('rejects «$input» ($why)', ({ input }) => {
    expect(normalizePhone(input)).toBeNull();
    expect(isValidRussianPhone(input)).toBe(false);
  });
});

describe('isMobilePhone', () => {
  it.each([
    { input: '+7 912 345-67-89', expected: true },
    { input: '8 (495) 123-45-67', expected: false },
    { input: '8 800 555-35-35', expected: false },
    { input: 'нет', expected: false },
  ])('says $expected for «$input»', ({ input, expected }) => {
    expect(isMobilePhone(input)).toBe(expected);
  });
});

describe('formatPhone', () => {
  it.each([
    { input: '79001234567', expected: '+7 (900) 123 - 4567' },
    { input: '89001234567', expected: '+7 (900) 123 - 4567' },
    { input: '8 (495) 123-45-67', expected: '+7 (495) 123 - 4567' },
    { input: '12345', expected: '12345' },
  ])('shows «$input» as «$expected»', ({ input, expected }) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('formatContact', () => {
  it.each([
    { input: '79161234567', expected: '+7 (916) 123 - 4567' },
    { input: 'ivan89161234567@mail.ru', expected: 'ivan89161234567@mail.ru' },
  ])('shows «$input» as «$expected»', ({ input, expected }) => {
    expect(formatContact(input)).toBe(expected);
  });
});

describe('PHONE_MASK', () => {
  it('groups digits like formatPhone (3-3-2-2)', () => {
    let index = 0;
    const digits = '9161234567';
    expect(`+7 ${PHONE_MASK.replace(/#/g, () => digits[index++] ?? '')}`).toBe(
      formatPhone('79161234567'),
    );
  });
});
