import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { startSmtpReceiver } from '../testing/smtp-receiver.ts';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ config: { smtpUrl: smtp.url }, captureDelivery: false });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('code delivery by e-mail', () => {
  it('sends the registration code through SMTP_URL to a real SMTP server', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/code/send/email',
      payload: { email: 'smtp.check@romashka.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['smtp.check@romashka.test']);
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toMatch(/^Content-Transfer-Encoding: base64/m);
    const text = Buffer.from(raw.split('\r\n\r\n').slice(1).join(''), 'base64').toString('utf8');
    expect(text).toContain('Код подтверждения регистрации в Kabinet');
    const code = /(?:^|\D)(\d{6})(?:\D|$)/.exec(text)?.[1];
    expect(code).toBeDefined();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/code/verify',
      payload: { send_type: 'email', email: 'smtp.check@romashka.test', code },
    });
    expect(verified.statusCode).toBe(200);
  });
});
