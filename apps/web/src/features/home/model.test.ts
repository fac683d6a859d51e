import { describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { homeTariff as testCompanyTariff } from '../../test/home/home.fixtures.ts';
import { monthlyPrice, nextChargeDate, profileTodo, shownTariff } from './model.ts';

describe('profileTodo', () => {
  it('asks to complete the profile when the patronymic is missing', () => {
    const user = demoUser({ meta: { ...demoUser().meta, patronymic: '' } });
    expect(profileTodo(user)).toMatchObject({ title: 'Заполните профиль', link: '/profile' });
  });

  it('is nothing for a complete profile', () => {
    expect(profileTodo(demoUser())).toBeNull();
  });
});

describe('shownTariff', () => {
  it('prefers the ACTIVE tariff, then NEW and NEW_NEXT_MONTH; never a draft', () => {
    const draft = testCompanyTariff('DRAFT', { id: 1 });
    const next = testCompanyTariff('NEW_NEXT_MONTH', { id: 2 });
    const active = testCompanyTariff('ACTIVE', { id: 3 });
    expect(shownTariff([draft, next, active])?.id).toBe(3);
    expect(shownTariff([draft, next])?.id).toBe(2);
    expect(shownTariff([draft])).toBeNull();
  });
});

describe('monthlyPrice', () => {
  it('is the regular month at the chosen period’s sale, in whole roubles', () => {
    // total 3125 ₽ with 5 % off: ⌈3125 × 95 / 100⌉ = 2969 ₽.
    expect(monthlyPrice(testCompanyTariff('ACTIVE'))).toBe(2969);
  });
});

describe('nextChargeDate', () => {
  it('is the 1st of next month in Moscow for an active tariff, across the year end', () => {
    const active = testCompanyTariff('ACTIVE');
    expect(nextChargeDate(active, new Date('2026-11-25T12:00:00Z'))).toBe('2026-12-01');
    expect(nextChargeDate(active, new Date('2026-12-31T21:30:00Z'))).toBe('2027-02-01');
    expect(nextChargeDate(active, new Date('2026-12-15T09:00:00Z'))).toBe('2027-01-01');
  });

  it('is the connection month’s 1st for a tariff from next month, none before activation', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const later = { ...testCompanyTariff('NEW_NEXT_MONTH'), date_connect: '2027-01-15' };
    expect(nextChargeDate(later, now)).toBe('2027-01-01');
    expect(nextChargeDate(testCompanyTariff('NEW'), now)).toBeNull();
  });
});
