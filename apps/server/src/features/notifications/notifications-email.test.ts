// Billing and tariff status notifications reach the company's users by e-mail — one
// letter each, received by a real SMTP server — as each user's `email` preference says; the
// letter goes out from the job worker after commit, and a failing SMTP never fails the payment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import {
  assignedManager,
  connectTariff,
  onlyInvoice,
  recordPayment,
} from '../billing/billing.fixtures.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import {
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { EMAIL_QUEUE } from './notifications-email.service.ts';
import { startSmtpReceiver } from './notifications-digest.test-support.ts';

const APP_URL = 'https://lk.romashka.test';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    config: { smtpUrl: smtp.url, appUrl: APP_URL },
    captureDelivery: false,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  t.clock.set(NOW);
  smtp.refuse(false);
});

const mailsTo = (user: Pick<UserRow, 'email'>) =>
  smtp.mails.filter((mail) => mail.to.includes(user.email ?? ''));

/** A client user of the company (an employee), signed in. */
async function member(client: TariffClient, name: string) {
  const user = await createUser(t.db, { name });
  await addCompanyUser(t.db, {
    companyId: client.company.id,
    userId: user.id,
    position: 'employee',
  });
  return { user, headers: bearer(await loginAs(t.app, user)) };
}

async function turnOffBillingEmail(headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/notification-preferences',
    headers,
    payload: { BILLING: { email: false } },
  });
  expect(response.statusCode).toBe(200);
}

/** A company whose client connected a tariff it cannot pay yet: one open invoice. */
async function unpaidCompany() {
  const client = await createTariffClient(t);
  await connectTariff(t, client);
  const invoice = await onlyInvoice(t, client);
  const manager = await assignedManager(t, client);
  return { client, invoice, manager };
}

const emailJobs = async () =>
  (await t.db.select().from(jobs)).filter((job) => job.queue === EMAIL_QUEUE);

const storedNotifications = async (type: string) =>
  (await t.db.select().from(notifications)).filter((row) => row.type === type);

const payAll = (invoice: { id: number; total_kopecks: number }, headers: Record<string, string>) =>
  recordPayment(t, invoice.id, headers, {
    amount_kopecks: invoice.total_kopecks,
    paid_on: '2026-11-22',
    order_number: '101',
  });

describe('billing notifications by e-mail', () => {
  it('a payment recorded by staff is e-mailed to the users who keep it on, not to those who turned it off', async () => {
    const { client, invoice, manager } = await unpaidCompany();
    const anna = await member(client, 'Анна');
    const boris = await member(client, 'Борис');
    await turnOffBillingEmail(boris.headers);
    await t.jobs.drain();
    const before = smtp.mails.length;

    expect((await payAll(invoice, manager.headers)).statusCode).toBe(200);
    // Nothing is sent inside the payment: the letters are jobs for the worker.
    expect(smtp.mails).toHaveLength(before);
    await t.jobs.drain();

    const subject = `Оплата получена по счёту № ${invoice.number}`;
    for (const user of [client.user, anna.user]) {
      const letters = mailsTo(user).filter((mail) => mail.subject === subject);
      expect(letters).toHaveLength(1);
      expect(letters[0]?.text).toContain(`по счёту № ${invoice.number}`);
      expect(letters[0]?.text).toContain(`Перейти к оплате: ${APP_URL}/payment`);
    }
    expect(mailsTo(anna.user).find((mail) => mail.subject === subject)?.text).toMatch(
      /^Здравствуйте, Анна!/,
    );
    expect(mailsTo(boris.user).filter((mail) => mail.subject === subject)).toHaveLength(0);
    // The tariff the payment moved on is told by its own letter; Boris kept that one on.
    for (const user of [client.user, anna.user, boris.user]) {
      expect(mailsTo(user).filter((mail) => mail.subject === 'Статус тарифа изменён')).toHaveLength(
        1,
      );
    }
    expect(mailsTo(manager.user)).toHaveLength(0);
    // Sent once: a second drain (or a repeated job) sends nothing more.
    const sent = smtp.mails.length;
    await t.jobs.drain();
    expect(smtp.mails).toHaveLength(sent);
    const row = (await storedNotifications('BILLING')).find((n) => n.userId === anna.user.id);
    expect(row?.emailedAt).toBeInstanceOf(Date);
  });

  it('a failing SMTP does not fail the payment; the letter is retried and arrives once SMTP is back', async () => {
    const { client, invoice, manager } = await unpaidCompany();
    await t.jobs.drain();
    smtp.refuse(true);

    const paid = await payAll(invoice, manager.headers);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.invoice).toMatchObject({ status: 'paid' });
    await t.jobs.drain();
    const subject = `Оплата получена по счёту № ${invoice.number}`;
    expect(mailsTo(client.user).filter((mail) => mail.subject === subject)).toHaveLength(0);
    const waiting = await emailJobs();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((job) => job.failedAt === null && job.lastError !== null)).toBe(true);

    smtp.refuse(false);
    t.clock.advance(60);
    await t.jobs.drain();
    expect(mailsTo(client.user).filter((mail) => mail.subject === subject)).toHaveLength(1);
    expect(await emailJobs()).toHaveLength(0);
  });

  it('the invoice a tariff connect issues is told «Выставлен счёт» in the app and by e-mail', async () => {
    const client = await createTariffClient(t);
    const anna = await member(client, 'Анна');
    await connectTariff(t, client);
    const invoice = await onlyInvoice(t, client);

    const stored = await storedNotifications('BILLING');
    const aboutInvoice = stored.filter((row) => row.data.invoice_id === invoice.id);
    // Anna hears of it; the client who connected (the actor) does not, as with a top-up.
    expect(aboutInvoice.map((row) => row.userId)).toEqual([anna.user.id]);
    expect(aboutInvoice[0]?.data).toMatchObject({
      event: 'invoice_issued',
      invoice_number: invoice.number,
      amount_kopecks: invoice.total_kopecks,
      title: 'Выставлен счёт',
    });

    await t.jobs.drain();
    const letters = mailsTo(anna.user).filter(
      (mail) => mail.subject === `Выставлен счёт № ${invoice.number}`,
    );
    expect(letters).toHaveLength(1);
    expect(letters[0]?.text).toMatch(
      /на \d[\d\u00a0]*,\d\d\u00a0₽, оплатить до \d\d\.\d\d\.\d{4}\./,
    );
    expect(
      mailsTo(client.user).filter((mail) => mail.subject.startsWith('Выставлен счёт')),
    ).toHaveLength(0);
  });
});
