import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';

import { DEMO_CLIENT, DEMO_PASSWORD, expect } from './fixtures';

/** The demo accounts by role (docs/api/accounts.md). */
export type Role = 'client' | 'manager' | 'admin';
export const DEMO_LOGINS: Record<Role, string> = {
  client: DEMO_CLIENT.email,
  manager: 'manager@kabinet.demo',
  admin: 'admin@kabinet.demo',
};

export type Scheme = 'light' | 'dark';
type Session = { token: string; userId: number };

/** Signs in through the API (POST /api/v1/login) and reads the user's id. */
export async function apiSession(request: APIRequestContext, role: Role): Promise<Session> {
  const response = await request.post('/api/v1/login', {
    data: { login: DEMO_LOGINS[role], password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { plainTextToken: string }).plainTextToken;
  const me = await request.get('/api/user-full/current', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.ok()).toBe(true);
  return { token, userId: ((await me.json()) as { data: { id: number } }).data.id };
}

/**
 * A fresh browser context, signed in as `role` (or a guest with `null`) by its stored token, in a
 * colour scheme and a width. A guest's scheme is the device's (`kabinet-color-scheme`); a
 * signed-in user's is their own «Темная тема» setting (SPEC §3), which the app applies over the
 * device's once it loads, so both are set.
 */
export async function signedInContext(
  browser: Browser,
  request: APIRequestContext,
  options: { role: Role | null; scheme: Scheme; width: number; baseURL: string },
): Promise<BrowserContext> {
  const session = options.role ? await apiSession(request, options.role) : null;
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: { width: options.width, height: options.width > 600 ? 900 : 844 },
    locale: 'ru-RU',
  });
  await context.addInitScript(
    ({ session: saved, scheme }) => {
      localStorage.setItem('kabinet-color-scheme', scheme);
      if (!saved) return;
      localStorage.setItem('auth', JSON.stringify({ token: saved.token }));
      const theme = { slug: 'theme', value: scheme === 'dark' };
      localStorage.setItem('userSettings', JSON.stringify({ [saved.userId]: [theme] }));
    },
    { session, scheme: options.scheme },
  );
  return context;
}
