import { describe, expect, it } from 'vitest';

import {
  companyRequiredRedirect,
  deletionRedirect,
  managementGraphsRedirect,
  referralEntryPath,
  safeReturnPath,
} from './guards.ts';

describe('guards', () => {
  it.each(['tariff_3_2025', 'tariff_3', 'tariff_2'])(
    'opens graphs on the financial tariff %s',
    (slug) => {
      expect(managementGraphsRedirect(slug)).toBeNull();
    },
  );

  it.each([null, 'tariff_1', 'tariff_1_2025'])('sends %s to the landing page', (slug) => {
    expect(managementGraphsRedirect(slug)).toBe('/management-accounting-landing');
  });

  it('leaves an active account where it is', () => {
    expect(deletionRedirect('ACTIVE', '/tasks')).toBeNull();
  });

  it('does not loop on the account-deletion page itself', () => {
    expect(deletionRedirect('IN_DELETE_PROCESS', '/profile/account-deletion')).toBeNull();
  });

  it('picks the referral page by its state', () => {
    expect(referralEntryPath(true)).toBe('/referral/info');
    expect(referralEntryPath(false)).toBe('/referral/connect');
  });

  it.each([
    { path: '/tasks?x=1', expected: '/tasks?x=1' },
    { path: '//evil.example', expected: '/' },
    { path: 'https://evil.example', expected: '/' },
    { path: '/auth/login', expected: '/' },
  ])('returns to $path only when it is inside the app', ({ path, expected }) => {
    expect(safeReturnPath(path)).toBe(expected);
  });

  it.each(['/company', '/company/fill', '/service/tariff', '/tasks'])(
    'leads a client without a company from %s to company/new',
    (path) => {
      const client = { role: { role_slug: 'client' }, companies: [] };
      expect(companyRequiredRedirect(client, path)).toBe('/company/new');
    },
  );

  it('leaves main, the profile, company/new and staff without companies where they are', () => {
    const client = { role: { role_slug: 'client' }, companies: [] };
    expect(companyRequiredRedirect(client, '/')).toBeNull();
    expect(companyRequiredRedirect(client, '/profile')).toBeNull();
    expect(companyRequiredRedirect(client, '/company/new')).toBeNull();
    expect(
      companyRequiredRedirect({ role: { role_slug: 'admin' }, companies: [] }, '/company'),
    ).toBeNull();
    expect(companyRequiredRedirect({ ...client, companies: [{}] }, '/company')).toBeNull();
  });
});
