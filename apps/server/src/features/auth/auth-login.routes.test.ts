import { BLOCKED_ACCOUNT_MESSAGE } from '@kabinet/domain/shared';
import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { sha256 } from '../../platform/secrets.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { findTokenById } from './auth-tokens.repository.ts';
import { MAX_TOKENS_PER_USER, TOKEN_IDLE_TIMEOUT_MS } from './auth-tokens.service.ts';
import { accountBlocked, invalidCredentials } from './auth.errors.ts';

const t = useTestApp();

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: payload as object, remoteAddress });

describe('POST /api/v1/login', () => {
  it('signs in by e-mail and answers a Sanctum-form token', async () => {
    const user = await createUser(t.db);
    const response = await login({ login: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.plainTextToken).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(body.token_type).toBe('Bearer');
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(
      t.clock.now().getTime() + 29 * 86_400_000,
    );
  });

  it('signs in by phone typed with a leading 8 and a mask', async () => {
    const user = await createUser(t.db, { phone: '79161234567' });
    const response = await login({ login: '8 (916) 123-45-67', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/user-full/current',
      headers: bearer(response.json().plainTextToken),
    });
    expect(me.json().data.id).toBe(user.id);
  });

  it('stores only the SHA-256 of the token', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const [id, secret] = token.split('|') as [string, string];
    const row = await findTokenById(t.db, Number(id));
    expect(row?.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('answers 422 with Russian field errors for an empty form', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Введите телефон или email.',
      errors: { login: ['Введите телефон или email.'], password: ['Введите пароль.'] },
    });
  });

  it('answers 422 on a wrong password without saying whether the account exists', async () => {
    const user = await createUser(t.db);
    const wrong = await login({ login: user.email, password: 'не-тот-пароль' });
    const unknown = await login({ login: 'nobody@romashka.test', password: 'не-тот-пароль' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(errorBody(invalidCredentials()));
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account for 15 minutes after 5 failures, with Retry-After', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ login: user.email, password: `неверно-${i}` }, `10.1.0.${i}`)).statusCode,
      ).toBe(422);
    }
    const locked = await login({ login: user.email, password: TEST_PASSWORD }, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    t.clock.advance(901);
    expect((await login({ login: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('limits one IP address to 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await login({ login: `guess${i}@romashka.test`, password: 'неверно' }, '10.2.0.1');
    }
    const user = await createUser(t.db);
    expect(
      (await login({ login: user.email, password: TEST_PASSWORD }, '10.2.0.1')).statusCode,
    ).toBe(429);
    expect(
      (await login({ login: user.email, password: TEST_PASSWORD }, '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  it('refuses a blocked account with «Ваш аккаунт заблокирован.»', async () => {
    const user = await createUser(t.db, { status: 'BLOCKED' });
    const response = await login({ login: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: BLOCKED_ACCOUNT_MESSAGE });
    expect(response.json()).toEqual(errorBody(accountBlocked()));
  });

  it('answers 400 in Russian for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Некорректный JSON в теле запроса.' });
  });
});

describe('bearer tokens', () => {
  it('answers 401 without a token, with a garbage one and with a flipped character', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const flipped = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    for (const headers of [{}, bearer('garbage'), bearer(flipped)]) {
      const response = await t.app.inject({ url: '/api/user-full/current', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Требуется вход в систему.' });
    }
  });

  const statusWith = async (token: string) =>
    (await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) })).statusCode;

  it('expires after TOKEN_TTL_DAYS even when used every few days', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    for (let day = 6; day < 30; day += 6) {
      t.clock.advance(6 * 86_400);
      expect(await statusWith(token)).toBe(200);
    }
    // Day 30 plus a second: used six days ago, so only the absolute lifetime can refuse it.
    t.clock.advance(6 * 86_400 + 1);
    expect(await statusWith(token)).toBe(401);
  });

  it('expires a token left unused for a week, but not one used within it', async () => {
    const user = await createUser(t.db);
    const idle = await loginAs(t.app, user);
    const active = await loginAs(t.app, user);
    t.clock.advance(TOKEN_IDLE_TIMEOUT_MS / 1000 - 3600);
    expect(await statusWith(active)).toBe(200);
    t.clock.advance(3601);
    expect(await statusWith(idle)).toBe(401);
    expect(await statusWith(active)).toBe(200);
  });

  it('keeps at most 20 sessions per user, ending the oldest on the next sign-in', async () => {
    const user = await createUser(t.db);
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_TOKENS_PER_USER; i += 1) tokens.push(await loginAs(t.app, user));
    expect(await statusWith(tokens[0] ?? '')).toBe(401);
    expect(await statusWith(tokens[1] ?? '')).toBe(200);
    expect(await statusWith(tokens.at(-1) ?? '')).toBe(200);
  });

  it('stops working for a user blocked after sign-in, with the exact message', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    await t.db.execute(`update users set status = 'BLOCKED' where id = ${user.id}`);
    const response = await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Ваш аккаунт заблокирован.');
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the token (204, then 401) and forgets the named device', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    await t.db.execute(
      `insert into devices (user_id, token, platform) values (${user.id}, 'fcm-token-1', 'android'), (${user.id}, 'fcm-token-2', 'web')`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
      payload: { device_token: 'fcm-token-1' },
    });
    expect(response.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/user-full/current', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const other = await loginAs(t.app, user);
    const me = await t.app.inject({ url: '/api/user-full/current', headers: bearer(other) });
    expect(me.json().data.devices.map((device: { token: string }) => device.token)).toEqual([
      'fcm-token-2',
    ]);
  });

  it('accepts an empty JSON body', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(401);
  });
});
