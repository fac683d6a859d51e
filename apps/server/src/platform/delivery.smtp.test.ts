import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

type Received = { to: string[]; raw: string };

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${port}` },
    captureDelivery: false,
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('code delivery by e-mail', () => {
  it('sends the registration code through SMTP_URL to a real SMTP server', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/code/send/email',
      payload: { email: 'smtp.check@romashka.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['smtp.check@romashka.test']);
    const raw = received[0]?.raw ?? '';
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
