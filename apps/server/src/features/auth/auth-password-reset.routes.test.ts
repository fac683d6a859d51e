import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import { expiredCode, wrongCode } from './auth.errors.ts';

const t = useTestApp();

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const NEW_PASSWORD = 'Василёк-2027!';
const resetForm = (login: string, code: string) => ({
  login,
  code,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
});

describe('POST /api/v1/password/forgot', () => {
  it('sends a reset code to the account e-mail', async () => {
    const user = await createUser(t.db);
    const response = await post('/api/v1/password/forgot', { login: user.email ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { sent_to: user.email, expires_in: 600, resend_in: 60 },
    });
    expect(t.outbox.at(-1)).toMatchObject({ to: user.email, purpose: 'reset', channel: 'email' });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = t.outbox.length;
    const response = await post('/api/v1/password/forgot', { login: 'nobody@romashka.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { sent_to: 'nobody@romashka.test', expires_in: 600, resend_in: 60 },
    });
    expect(t.outbox.length).toBe(before);
  });

  it('throttles resends for unknown accounts exactly like known ones', async () => {
    await post('/api/v1/password/forgot', { login: 'ghost@romashka.test' });
    expect(
      (await post('/api/v1/password/forgot', { login: 'ghost@romashka.test' })).statusCode,
    ).toBe(429);
  });

  it('answers 422 for a login that is neither a phone nor an e-mail', async () => {
    const response = await post('/api/v1/password/forgot', { login: 'ромашка' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ login: ['Введите телефон или email.'] });
  });
});

describe('POST /api/v1/password/reset', () => {
  it('sets the new password by phone and revokes every token', async () => {
    const user = await createUser(t.db);
    const oldToken = await loginAs(t.app, user);
    await post('/api/v1/password/forgot', { login: `8${user.phone?.slice(1)}` });
    const response = await post(
      '/api/v1/password/reset',
      resetForm(`+${user.phone}`, t.outbox.lastCodeTo(user.phone ?? '')),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Пароль изменён. Войдите с новым паролем.');
    expect(
      (await t.app.inject({ url: '/api/user-full/current', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/login', { login: user.email ?? '', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post('/api/v1/login', { login: user.email ?? '', password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers 422 errors.code for a wrong code and for an expired one', async () => {
    const user = await createUser(t.db);
    await post('/api/v1/password/forgot', { login: user.email ?? '' });
    const code = t.outbox.lastCodeTo(user.email ?? '');
    const wrong = await post(
      '/api/v1/password/reset',
      resetForm(user.email ?? '', code === '000000' ? '111111' : '000000'),
    );
    expect(wrong.json()).toEqual(errorBody(wrongCode()));
    t.clock.advance(601);
    const late = await post('/api/v1/password/reset', resetForm(user.email ?? '', code));
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual(errorBody(expiredCode()));
  });

  it('does not accept a registration code for a reset', async () => {
    await post('/api/v1/register/code/send/email', { email: 'cross@romashka.test' });
    const code = t.outbox.lastCodeTo('cross@romashka.test');
    const response = await post('/api/v1/password/reset', resetForm('cross@romashka.test', code));
    expect(response.statusCode).toBe(422);
  });

  it('answers 422 when the confirmation differs', async () => {
    const response = await post('/api/v1/password/reset', {
      login: 'x@romashka.test',
      code: '123456',
      password: NEW_PASSWORD,
      password_confirmation: 'другое',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password_confirmation: ['Пароли не совпадают.'] });
  });
});
