import { randomInt } from 'node:crypto';

import type { APIRequestContext, Browser } from '@playwright/test';

import { validateInn } from '@kabinet/domain/companies';

import { expect } from './fixtures';
import { waitForCode } from './mail';
import { expectOnMain, signIn } from './ui';

/** The password of the clients the specs register. */
export const PASSWORD = 'Kompaniya-2026!';

export function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

/** A checksum-valid INN of `length` digits (10: organisation, 12: ИП), found with the domain rule. */
export function validInn(length: 10 | 12): string {
  for (;;) {
    const candidate = `77${randomDigits(length - 2)}`;
    if (validateInn(candidate) === null) return candidate;
  }
}

/**
 * Registers a client through the accounts API (docs/api/accounts.md) with the e-mailed code;
 * answers their token.
 */
export async function registerClient(
  request: APIRequestContext,
  email: string,
  name: string,
): Promise<string> {
  const since = Date.now() - 1000;
  const sent = await request.post('/api/v1/register/code/send/email', { data: { email } });
  expect(sent.status()).toBe(200);
  const code = await waitForCode(email, { since });
  const verified = await request.post('/api/v1/register/code/verify', {
    data: { send_type: 'email', email, code },
  });
  expect(verified.status()).toBe(200);
  const { data } = (await verified.json()) as { data: { verification_token: string } };
  const created = await request.post('/api/v1/register/contact', {
    data: {
      verification_token: data.verification_token,
      name,
      last_name: 'Проверкин',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { plainTextToken: string }).plainTextToken;
}

/** A browser context of its own, signed in and on the main page. */
export async function newSignedInPage(
  browser: Browser,
  baseURL: string,
  login: string,
  password: string,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, login, password);
  await expectOnMain(page);
  return page;
}
