import { describe, expect, it } from 'vitest';

import { verificationCodes } from '../../db/schema/auth.ts';
import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer } from '../../testing/login-as.ts';

import {
  alreadyRegistered,
  codeBurnt,
  expiredCode,
  invalidVerificationToken,
  wrongCode,
} from './auth.errors.ts';

// This file sends many codes from one address to test the per-contact counters (SPEC §8); the
// per-IP budget has its own suite (platform/rate-limit.routes.test.ts), so it is wide here.
const t = useTestApp({ rateBudgets: { codes: { max: 1_000, timeWindow: 60_000 } } });

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const sendEmailCode = (email: string) =>
  post('/api/v1/register/code/send/email', { email, lead_meta: { ya_id: '1700000000123' } });
const verifyEmail = (email: string, code: string) =>
  post('/api/v1/register/code/verify', { send_type: 'email', email, code });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const contactForm = (verification_token: string, extra: object = {}) => ({
  verification_token,
  name: 'Анна',
  last_name: 'Петрова',
  patronymic: 'Сергеевна',
  password: 'Ромашка-2026!',
  password_confirmation: 'Ромашка-2026!',
  lead_meta: { ya_id: '1700000000123' },
  ...extra,
});

async function verifiedToken(email: string) {
  await sendEmailCode(email);
  const response = await verifyEmail(email, t.outbox.lastCodeTo(email));
  return response.json().data.verification_token as string;
}

describe('POST /api/v1/register/code/send/{send_type}', () => {
  it('sends a 6-digit code to an e-mail and says when it expires and when to resend', async () => {
    const response = await sendEmailCode('Anna@Romashka.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        send_type: 'email',
        sent_to: 'anna@romashka.test',
        code_length: 6,
        expires_in: 600,
        resend_in: 60,
      },
    });
    expect(t.outbox.lastCodeTo('anna@romashka.test')).toMatch(/^\d{6}$/);
  });

  it('sends a code to a phone typed with 8 and normalises it to 7', async () => {
    const response = await post('/api/v1/register/code/send/phone', { phone: '8 (926) 555-01-02' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.sent_to).toBe('79265550102');
    expect(t.outbox.at(-1)).toMatchObject({
      channel: 'phone',
      to: '79265550102',
      purpose: 'register',
    });
  });

  it('answers 422 with Russian field errors for a bad e-mail and a foreign phone', async () => {
    const email = await post('/api/v1/register/code/send/email', { email: 'не-почта' });
    expect(email.statusCode).toBe(422);
    expect(email.json().errors).toEqual({ email: ['Введите корректный email.'] });
    const phone = await post('/api/v1/register/code/send/phone', { phone: '+7 701 123 45 67' });
    expect(phone.json().errors).toEqual({ phone: ['Введите российский номер телефона.'] });
  });

  it('answers 404 for an unknown send_type', async () => {
    expect((await post('/api/v1/register/code/send/fax', { fax: '1' })).statusCode).toBe(404);
  });

  it('answers 409 when the contact is already registered', async () => {
    const user = await createUser(t.db);
    const response = await sendEmailCode(user.email ?? '');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(alreadyRegistered('email')));
  });

  it('refuses a resend within 60 s with 429 and Retry-After, then allows it', async () => {
    await sendEmailCode('resend@romashka.test');
    t.clock.advance(20);
    const early = await sendEmailCode('resend@romashka.test');
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().message).toBe('Новый код можно запросить через 40 с.');
    t.clock.advance(41);
    expect((await sendEmailCode('resend@romashka.test')).statusCode).toBe(200);
  });

  it('sends at most 10 codes per contact per hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await sendEmailCode('hourly@romashka.test')).statusCode).toBe(200);
      t.clock.advance(61);
    }
    const eleventh = await sendEmailCode('hourly@romashka.test');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/register/code/verify', () => {
  it('trades the right code for a verification token and stores no plain code', async () => {
    await sendEmailCode('verify@romashka.test');
    const code = t.outbox.lastCodeTo('verify@romashka.test');
    const response = await verifyEmail('verify@romashka.test', code);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.verification_token).toMatch(/^[A-Za-z0-9]{40}$/);
    const rows = await t.db.select().from(verificationCodes);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });

  it('answers 422 errors.code for a wrong code', async () => {
    await sendEmailCode('wrong@romashka.test');
    const response = await verifyEmail(
      'wrong@romashka.test',
      wrongOf(t.outbox.lastCodeTo('wrong@romashka.test')),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(wrongCode()));
  });

  it('answers 422 errors.code for a code past its 10 minutes', async () => {
    await sendEmailCode('late@romashka.test');
    t.clock.advance(601);
    const response = await verifyEmail(
      'late@romashka.test',
      t.outbox.lastCodeTo('late@romashka.test'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(expiredCode()));
  });

  it('burns the code after 5 wrong guesses: the right one then gets 429', async () => {
    await sendEmailCode('brute@romashka.test');
    const code = t.outbox.lastCodeTo('brute@romashka.test');
    for (let i = 0; i < 5; i++) {
      expect((await verifyEmail('brute@romashka.test', wrongOf(code))).statusCode).toBe(422);
    }
    const burnt = await verifyEmail('brute@romashka.test', code);
    expect(burnt.statusCode).toBe(429);
    expect(burnt.json()).toEqual(errorBody(codeBurnt()));
    expect(burnt.headers['retry-after']).toBeDefined();
  });

  it('does not accept a code twice, nor a code for another recipient', async () => {
    await sendEmailCode('once@romashka.test');
    const code = t.outbox.lastCodeTo('once@romashka.test');
    expect((await verifyEmail('once@romashka.test', code)).statusCode).toBe(200);
    expect((await verifyEmail('once@romashka.test', code)).statusCode).toBe(422);
    t.clock.advance(61);
    await sendEmailCode('other@romashka.test');
    expect((await verifyEmail('other@romashka.test', code)).statusCode).toBe(422);
  });

  it('answers 422 in Russian when send_type is missing', async () => {
    const response = await post('/api/v1/register/code/verify', {
      email: 'x@romashka.test',
      code: '123456',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.send_type).toEqual(['Выберите email или телефон.']);
  });
});

describe('POST /api/v1/register/contact', () => {
  it('creates a client from the verified e-mail and signs in (201)', async () => {
    const token = await verifiedToken('new.client@romashka.test');
    const response = await post(
      '/api/v1/register/contact',
      contactForm(token, { phone: '+7 926 111-22-33' }),
    );
    expect(response.statusCode).toBe(201);
    const me = await t.app.inject({
      url: '/api/user-full/current',
      headers: bearer(response.json().plainTextToken),
    });
    expect(me.json().data).toMatchObject({
      name: 'Анна',
      email: 'new.client@romashka.test',
      phone: '79261112233',
      status: 'ACTIVE',
      role: { role_slug: 'client', role_name: 'Клиент' },
      meta: { last_name: 'Петрова', patronymic: 'Сергеевна' },
    });
  });

  it('uses a verification token only once', async () => {
    const token = await verifiedToken('twice@romashka.test');
    expect((await post('/api/v1/register/contact', contactForm(token))).statusCode).toBe(201);
    const again = await post('/api/v1/register/contact', contactForm(token));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(errorBody(invalidVerificationToken()));
  });

  it('answers 422 with Russian messages for a short password and a mismatch', async () => {
    const token = await verifiedToken('weak@romashka.test');
    const response = await post(
      '/api/v1/register/contact',
      contactForm(token, { password: 'коротк', password_confirmation: 'другой' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: ['Пароль должен быть не короче 8 символов.'],
      password_confirmation: ['Пароли не совпадают.'],
    });
    const mismatch = await post(
      '/api/v1/register/contact',
      contactForm(token, { password_confirmation: 'Другой-2026!' }),
    );
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Пароли не совпадают.'] });
  });

  it('refuses an optional phone that belongs to someone else, keeping the token usable', async () => {
    const other = await createUser(t.db);
    const token = await verifiedToken('phone.taken@romashka.test');
    const response = await post(
      '/api/v1/register/contact',
      contactForm(token, { phone: other.phone }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone: ['Этот телефон уже используется.'] });
    expect((await post('/api/v1/register/contact', contactForm(token))).statusCode).toBe(201);
  });

  it('serves the legacy POST /api/register with the same body', async () => {
    const token = await verifiedToken('legacy@romashka.test');
    const response = await post('/api/register', contactForm(token));
    expect(response.statusCode).toBe(201);
    expect(response.json().plainTextToken).toMatch(/^\d+\|/);
  });
});
