import { describe, expect, it } from 'vitest';

import { formatUnreadBadge, hasManagerRights, isAdmin, isFinancialTariff } from './constants.ts';

describe('formatUnreadBadge', () => {
  it.each([
    { count: 0, expected: '' },
    { count: 1, expected: '1' },
    { count: 9, expected: '9' },
    { count: 10, expected: '9+' },
    { count: 250, expected: '9+' },
  ])('shows $count unread messages as «$expected»', ({ count, expected }) => {
    expect(formatUnreadBadge(count)).toBe(expected);
  });
});

describe('roles', () => {
  it.each([
    { slug: 'project_manager', manager: true, admin: false },
    { slug: 'manager', manager: true, admin: false },
    { slug: 'admin', manager: true, admin: true },
    { slug: 'crm', manager: true, admin: true },
    { slug: 'client', manager: false, admin: false },
    { slug: null, manager: false, admin: false },
  ])('gives role $slug manager rights $manager and admin $admin', ({ slug, manager, admin }) => {
    expect(hasManagerRights(slug)).toBe(manager);
    expect(isAdmin(slug)).toBe(admin);
  });
});

describe('isFinancialTariff', () => {
  it.each([
    { slug: 'tariff_3_2025', expected: true },
    { slug: 'tariff_3', expected: true },
    { slug: 'tariff_2', expected: true },
    { slug: 'tariff_1', expected: false },
    { slug: undefined, expected: false },
  ])('opens management graphs for $slug: $expected', ({ slug, expected }) => {
    expect(isFinancialTariff(slug)).toBe(expected);
  });
});
