import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { smsMessages } from '../../db/schema/sms.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../testing/fake-sms-gateway.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import type { SmsSettings } from './sms-provider.ts';

// Codes to phones through a real SMS gateway's API, faked at its HTTP boundary: the code reaches
// the phone (and nothing else keeps it), temporary failures are retried, permanent ones are
// recorded and not retried, per-phone caps answer 429 before the gateway is called, and the
// delivery status is asked for later.

let gateway: FakeSmsGateway;
beforeAll(async () => {
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  await gateway?.close();
});

type Logged = { level: number; msg: string; [key: string]: unknown };

async function smsApp(settings: Omit<SmsSettings, 'baseUrl' | 'perHour' | 'perDay'>) {
  const logs: Logged[] = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as Logged) };
  const app = await buildTestApp({
    config: { sms: { ...settings, baseUrl: gateway.url, perHour: 3, perDay: 5 } },
    captureDelivery: false,
    logger: { level: 'info', stream },
    rateBudgets: { codes: { max: 1_000, timeWindow: 60_000 } },
  });
  return { ...app, logs };
}

function useSmsApp(settings: Parameters<typeof smsApp>[0]) {
  const holder = {} as TestApp & { logs: Logged[] };
  beforeAll(async () => {
    Object.assign(holder, await smsApp(settings));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

const sendCode = (t: TestApp, phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/register/code/send/phone', payload: { phone } });
const verify = (t: TestApp, phone: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/register/code/verify',
    payload: { send_type: 'phone', phone, code },
  });
const rowsTo = async (t: TestApp, masked: string) =>
  (await t.db.select().from(smsMessages).where(eq(smsMessages.phoneMasked, masked))).sort(
    (a, b) => a.id - b.id,
  );
const sentTo = (phone: string) => gateway.messages.filter((message) => message.to === phone);
const sendRequestsTo = (path: string, key: string, phone: string) =>
  gateway.requests.filter((request) => request.path === path && request.params[key] === phone);

describe('SMS.ru', () => {
  const t = useSmsApp({ provider: 'smsru', apiId: 'FAKE-SMSRU-API-ID-0001', sender: 'Kabinet' });

  it('registration by phone: the code reaches the phone, completes the registration, and is kept nowhere', async () => {
    const phone = '79265551101';
    expect((await sendCode(t, '8 (926) 555-11-01')).statusCode).toBe(200);
    // Recorded and queued: nothing reaches the gateway before the worker runs.
    expect(sentTo(phone)).toEqual([]);
    expect(await rowsTo(t, '+7 926 ***-**-01')).toMatchObject([
      { purpose: 'register', provider: 'smsru', status: 'queued', attempts: 0 },
    ]);

    await t.jobs.drain();
    const [message] = sentTo(phone);
    expect(message).toMatchObject({ provider: 'smsru', sender: 'Kabinet' });
    expect(message?.text).toMatch(/^Код подтверждения регистрации в Kabinet: \d{6}\./);
    expect(sendRequestsTo('/sms/send', 'to', phone)[0]?.params).toMatchObject({
      api_id: 'FAKE-SMSRU-API-ID-0001',
      json: '1',
      from: 'Kabinet',
    });
    const code = gateway.lastCodeTo(phone);
    const [row] = await rowsTo(t, '+7 926 ***-**-01');
    expect(row).toMatchObject({
      status: 'sent',
      providerId: message?.id,
      attempts: 1,
      textSealed: null,
    });
    // Neither the table nor the log holds the code or the number in the clear.
    expect(JSON.stringify(await t.db.select().from(smsMessages))).not.toMatch(
      new RegExp(`${code}|${phone}`),
    );
    expect(JSON.stringify(t.logs)).not.toMatch(new RegExp(`${code}|${phone}`));

    const verified = await verify(t, phone, code);
    expect(verified.statusCode).toBe(200);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/contact',
      payload: {
        verification_token: verified.json().data.verification_token,
        name: 'Анна',
        password: 'Ромашка-2026!',
        password_confirmation: 'Ромашка-2026!',
      },
    });
    expect(registered.statusCode).toBe(201);

    // The status is asked for later: delivered, and the sealed number goes with the last word.
    gateway.setStatus(message!.id, 'delivered');
    t.clock.advance(30);
    await t.jobs.drain();
    expect(await rowsTo(t, '+7 926 ***-**-01')).toMatchObject([
      { status: 'delivered', recipientSealed: null },
    ]);
  });

  it('retries temporary failures (the gateway busy, HTTP 503) with backoff, and the code arrives', async () => {
    const phone = '79265551102';
    gateway.failNext('temporary');
    gateway.failNext('unavailable');
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    await t.jobs.drain();
    expect(sentTo(phone)).toEqual([]);
    expect(await rowsTo(t, '+7 926 ***-**-02')).toMatchObject([
      { status: 'queued', attempts: 1, error: expect.stringContaining('SMS.ru 220') },
    ]);
    // Not again before its backoff (10–15 s after the first try).
    t.clock.advance(9);
    expect(await t.jobs.drain()).toBe(0);
    t.clock.advance(7);
    await t.jobs.drain();
    expect(await rowsTo(t, '+7 926 ***-**-02')).toMatchObject([
      { status: 'queued', attempts: 2, error: 'gateway answered HTTP 503' },
    ]);
    t.clock.advance(31);
    await t.jobs.drain();
    expect(sentTo(phone)).toHaveLength(1);
    expect(await rowsTo(t, '+7 926 ***-**-02')).toMatchObject([
      { status: 'sent', attempts: 3, error: null },
    ]);
    expect((await verify(t, phone, gateway.lastCodeTo(phone))).statusCode).toBe(200);
  });

  it('records a permanent refusal as failed, logs it loudly, and does not retry it', async () => {
    const phone = '79265551103';
    gateway.failNext('permanent');
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    await t.jobs.drain();
    t.clock.advance(3600);
    await t.jobs.drain();
    expect(sendRequestsTo('/sms/send', 'to', phone)).toHaveLength(1);
    expect(await rowsTo(t, '+7 926 ***-**-03')).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        error: 'SMS.ru 207: На этот номер нельзя отправлять сообщения',
        recipientSealed: null,
        textSealed: null,
      },
    ]);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'sms failed: the gateway refused it',
        phone: '+7 926 ***-**-03',
      }),
    );
  });

  it('does not send a code that expired while it waited (the gateway down for ten minutes)', async () => {
    const phone = '79265551105';
    gateway.failNext('unavailable');
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    await t.jobs.drain();
    t.clock.advance(601);
    await t.jobs.drain();
    expect(sentTo(phone)).toEqual([]);
    expect(await rowsTo(t, '+7 926 ***-**-05')).toMatchObject([
      { status: 'failed', error: 'the code expired before the gateway took it', textSealed: null },
    ]);
  });

  it('caps SMS per phone per hour and per day across purposes: 429 with Retry-After, the gateway not called', async () => {
    const phone = '79265551104';
    const headers = await signedInHeaders(t);
    const start = t.clock.now().getTime();
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    t.clock.advance(61);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/phone/code',
      headers,
      payload: { phone },
    });
    expect(change.statusCode).toBe(200);
    t.clock.advance(61);
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    t.clock.advance(61);
    const fourth = await sendCode(t, phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe(String(3600 - 183));
    expect(fourth.json().message).toBe('Слишком много SMS на этот номер. Попробуйте позже.');
    await t.jobs.drain();
    expect(sentTo(phone)).toHaveLength(3);

    // Past the hour two more fit in the day; the sixth waits for the first to leave the day.
    t.clock.advance(3600 - 183 + 1);
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    t.clock.advance(61);
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    await t.jobs.drain();
    t.clock.advance(3600);
    const sixth = await sendCode(t, phone);
    expect(sixth.statusCode).toBe(429);
    const elapsed = (t.clock.now().getTime() - start) / 1000;
    expect(sixth.headers['retry-after']).toBe(String(86_400 - elapsed));
    await t.jobs.drain();
    expect(sentTo(phone)).toHaveLength(5);
  });
});

async function signedInHeaders(t: TestApp) {
  return bearer(await loginAs(t.app, await createUser(t.db)));
}

describe('SMSC.ru', () => {
  const t = useSmsApp({ provider: 'smsc', login: 'kabinet', password: 'fake-smsc-password' });

  it('sends the code through send.php in UTF-8 JSON mode and follows its delivery status', async () => {
    const phone = '79265551201';
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    await t.jobs.drain();
    const [message] = sentTo(phone);
    expect(message).toMatchObject({ provider: 'smsc', sender: undefined });
    expect(sendRequestsTo('/sys/send.php', 'phones', phone)[0]?.params).toMatchObject({
      login: 'kabinet',
      psw: 'fake-smsc-password',
      fmt: '3',
      charset: 'utf-8',
    });
    expect((await verify(t, phone, gateway.lastCodeTo(phone))).statusCode).toBe(200);

    // Still with the operator at the first poll; failed at the next one.
    t.clock.advance(30);
    await t.jobs.drain();
    expect(await rowsTo(t, '+7 926 ***-**-01')).toMatchObject([{ status: 'sent' }]);
    gateway.setStatus(message!.id, 'failed');
    t.clock.advance(60);
    await t.jobs.drain();
    expect(await rowsTo(t, '+7 926 ***-**-01')).toMatchObject([
      { status: 'failed', error: 'SMSC status 20, error 1', recipientSealed: null },
    ]);
  });

  it('waits the minute SMSC asks for after a duplicate-request refusal, then sends', async () => {
    const phone = '79265551202';
    gateway.failNext('temporary');
    expect((await sendCode(t, phone)).statusCode).toBe(200);
    await t.jobs.drain();
    expect(await rowsTo(t, '+7 926 ***-**-02')).toMatchObject([
      { status: 'queued', error: 'SMSC 9: duplicate request, wait a minute' },
    ]);
    t.clock.advance(59);
    expect(await t.jobs.drain()).toBe(0);
    t.clock.advance(1);
    await t.jobs.drain();
    expect(sentTo(phone)).toHaveLength(1);
  });
});
