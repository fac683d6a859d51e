// Unread chat messages reach the user by e-mail as one digest letter after the delay —
// received here by a real SMTP server — unless read by then or turned off; never twice.
import { CHAT_EMAIL_DIGEST_DELAY_MS } from '@kabinet/domain/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import {
  chatCompany,
  createConversation,
  sendText,
  type Person,
} from '../chat/chat.test-support.ts';
import { updateUser } from '../users/users.repository.ts';

import { startDigestSchedule } from './notifications-digest.schedule.ts';
import { startSmtpReceiver } from './notifications-digest.test-support.ts';

const APP_URL = 'https://lk.romashka.test';
const DELAY_SECONDS = CHAT_EMAIL_DIGEST_DELAY_MS / 1000;

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
// Notifications are stamped by the database's clock: start every test from the wall time.
beforeEach(() => t.clock.set(new Date()));

const mailsTo = (person: Person) =>
  smtp.mails.filter((mail) => mail.to.includes(person.user.email ?? ''));

/** A company chat with a message from the manager to the client, not yet read. */
async function chatWithMessages(texts: string[], name = 'Бухгалтерия ООО «Ромашка»') {
  const s = await chatCompany(t.app, t.db);
  const conversation = await createConversation(t.app, s.client, {
    company_id: s.company.id,
    name,
  });
  for (const text of texts) {
    expect((await sendText(t.app, s.manager, conversation.id, text)).statusCode).toBe(201);
  }
  return { ...s, conversation };
}

function readConversation(who: Person, id: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/chat/conversations/${id}/read`,
    headers: who.headers,
  });
}

const afterDelay = () => t.clock.advance(DELAY_SECONDS + 60);
const runDigest = () => t.app.notificationsDigest.runDigest();

describe('chat e-mail digest', () => {
  it('e-mails one letter per user with every unread message, grouped by conversation', async () => {
    const s = await chatWithMessages(['Акт сверки готов', 'Проверьте <b>сумму</b> & НДС']);
    const second = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Зарплата',
    });
    await sendText(t.app, s.manager, second.id, 'Ведомость за ноябрь');
    afterDelay();
    const run = await runDigest();

    expect(run.failures).toEqual([]);
    const mails = mailsTo(s.client);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual([s.client.user.email]);
    expect(mail?.subject).toBe('Непрочитанные сообщения в Кабинете');
    const { text = '', html = '' } = mail ?? {};
    expect(text).toContain('Здравствуйте, Анна!');
    expect(text).toContain('У вас 3 непрочитанных сообщения в Кабинете.');
    expect(text).toContain('Бухгалтерия ООО «Ромашка» — 2 сообщения');
    expect(text).toMatch(/Мария[^:\n]*: Акт сверки готов/);
    expect(text).toMatch(/Мария[^:\n]*: Проверьте <b>сумму<\/b> & НДС/);
    expect(text).toContain(`Открыть диалог: ${APP_URL}/chat/${s.conversation.id}`);
    expect(text).toContain('Зарплата — 1 сообщение');
    expect(text).toContain(`${APP_URL}/chat/${second.id}`);
    expect(text.indexOf('Бухгалтерия')).toBeLessThan(text.indexOf('Зарплата'));
    // The HTML alternative shows user text as text, never as markup.
    expect(html).toContain('Проверьте &lt;b&gt;сумму&lt;/b&gt; &amp; НДС');
    expect(html).not.toContain('<b>сумму</b>');
    expect(html).toContain(`<a href="${APP_URL}/chat/${s.conversation.id}">`);
    // The manager sent them and gets nothing.
    expect(mailsTo(s.manager)).toEqual([]);
  });

  it('waits for the delay before sending', async () => {
    const s = await chatWithMessages(['Пришлите, пожалуйста, выписку']);
    t.clock.advance(DELAY_SECONDS - 60);
    await runDigest();
    expect(mailsTo(s.client)).toEqual([]);
    t.clock.advance(120);
    await runDigest();
    expect(mailsTo(s.client)).toHaveLength(1);
  });

  it('sends nothing about a conversation the user read', async () => {
    const s = await chatWithMessages(['Акт сверки готов']);
    const unread = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      name: 'Налоги',
    });
    await sendText(t.app, s.manager, unread.id, 'Декларация отправлена');
    // And the other way round: the manager keeps his notification, marked read (SPEC §4).
    await sendText(t.app, s.client, s.conversation.id, 'Спасибо, посмотрю');
    expect((await readConversation(s.client, s.conversation.id)).statusCode).toBe(200);
    expect((await readConversation(s.manager, s.conversation.id)).statusCode).toBe(200);
    afterDelay();
    await runDigest();
    expect(mailsTo(s.manager)).toEqual([]);
    const mails = mailsTo(s.client);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Декларация отправлена');
    expect(mails[0]?.text).not.toContain('Акт сверки готов');
    expect(mails[0]?.text).not.toContain(`/chat/${s.conversation.id}`);
  });

  it('sends nothing for notifications marked read from the bell', async () => {
    const s = await chatWithMessages(['Счёт оплачен']);
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: s.client.headers,
      payload: {},
    });
    expect(marked.json().data).toHaveLength(1);
    afterDelay();
    await runDigest();
    expect(mailsTo(s.client)).toEqual([]);
  });

  it('sends nothing to a user who turned chat e-mails off', async () => {
    const s = await chatWithMessages(['Напоминаем про отчёт']);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/notification-preferences',
      headers: s.client.headers,
      payload: { NEW_CHAT_MESSAGE: { email: false } },
    });
    expect(off.statusCode).toBe(200);
    await sendText(t.app, s.client, s.conversation.id, 'Отправлю завтра');
    afterDelay();
    await runDigest();
    expect(mailsTo(s.client)).toEqual([]);
    // The manager kept the default and gets the client's answer.
    expect(mailsTo(s.manager)).toHaveLength(1);
  });

  it('sends nothing to a user without an e-mail', async () => {
    const s = await chatWithMessages(['Документы готовы']);
    const email = s.client.user.email;
    await updateUser(t.db, s.client.user.id, { email: null });
    afterDelay();
    await runDigest();
    expect(smtp.mails.filter((mail) => mail.to.includes(email ?? ''))).toEqual([]);
  });

  it('never sends a notification twice, even from two sweeps at once', async () => {
    const s = await chatWithMessages(['Первое', 'Второе']);
    afterDelay();
    const runs = await Promise.all([runDigest(), runDigest()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    t.clock.advance(DELAY_SECONDS * 2);
    await runDigest();
    expect(mailsTo(s.client)).toHaveLength(1);
    const rows = (await t.db.select().from(notifications)).filter(
      (row) => row.userId === s.client.user.id,
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.emailedAt !== null && row.readAt === null)).toBe(true);

    // A message after the letter comes in the next one, alone.
    t.clock.set(new Date());
    await sendText(t.app, s.manager, s.conversation.id, 'Третье');
    afterDelay();
    await runDigest();
    const mails = mailsTo(s.client);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('У вас 1 непрочитанное сообщение в Кабинете.');
    expect(mails[1]?.text).toContain('Третье');
    expect(mails[1]?.text).not.toContain('Первое');
  });

  it('puts several messages into one letter', async () => {
    const texts = ['Раз', 'Два', 'Три', 'Четыре'];
    const s = await chatWithMessages(texts);
    afterDelay();
    await runDigest();
    const mails = mailsTo(s.client);
    expect(mails).toHaveLength(1);
    for (const text of texts) expect(mails[0]?.text).toContain(`: ${text}`);
    expect(mails[0]?.text).toContain('4 сообщения');
  });

  it('shows an edited message as it is now and leaves a deleted one out', async () => {
    const s = await chatWithMessages([]);
    const send = async (text: string) =>
      (await sendText(t.app, s.manager, s.conversation.id, text)).json().data.id as number;
    const edited = await send('Сумма 1000 ₽');
    const deleted = await send('Ошибочное сообщение');
    const kept = await send('Жду ответа');
    const write = (method: 'PUT' | 'DELETE', id: number, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/chat/messages/${id}`,
        headers: s.manager.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await write('PUT', edited, { text: 'Сумма 1200 ₽' })).statusCode).toBe(200);
    expect((await write('DELETE', deleted)).statusCode).toBe(200);
    expect(kept).toBeGreaterThan(deleted);
    afterDelay();
    await runDigest();
    const text = mailsTo(s.client)[0]?.text ?? '';
    expect(text).toContain('Сумма 1200 ₽');
    expect(text).not.toContain('1000');
    expect(text).not.toContain('Ошибочное');
    expect(text).toContain('Жду ответа');
    expect(text).toContain('У вас 2 непрочитанных сообщения');
  });

  it('runs by itself on the schedule', async () => {
    const s = await chatWithMessages(['Договор подписан']);
    afterDelay();
    const errors: unknown[] = [];
    const schedule = startDigestSchedule(t.app.notificationsDigest, {
      intervalMs: 20,
      logger: { error: (details) => errors.push(details) },
    });
    try {
      await expect.poll(() => mailsTo(s.client).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await schedule.stop();
    }
    expect(errors).toEqual([]);
  });
});
