import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { apiSession, signedInContext, type Scheme } from './support/session';

// The cabinet's Telegram bot against the local fake Bot API that global-setup starts (the server
// long-polls it): the client links Telegram from the profile (a QR code on the desktop), a
// manager's chat message arrives in the linked chat, the client's reply there appears live in the
// manager's inbox and the client's cabinet chat, and an issued invoice arrives as its PDF.

const CHAT_ID = 77_001;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function chatMessage(page: Page, text: string): Locator {
  return page
    .getByRole('log', { name: 'Сообщения' })
    .getByTestId('message')
    .filter({ hasText: text });
}

type SentMessage = {
  messageId: number;
  chatId: number;
  text?: string;
  caption?: string;
  document?: { name: string; mimeType: string; bytes: string };
};

function controlUrl(path: string): string {
  const base = process.env.KABINET_E2E_TELEGRAM_URL;
  if (!base) throw new Error('global-setup did not start the fake Bot API');
  return `${base}${path}`;
}

/** What the bot sent to the chat, read from the fake Bot API. */
async function sentTo(request: APIRequestContext, chatId: number): Promise<SentMessage[]> {
  const response = await request.get(controlUrl('/sent'));
  return ((await response.json()) as SentMessage[]).filter((message) => message.chatId === chatId);
}

/** A message the user writes to the bot in Telegram. */
async function writeToBot(
  request: APIRequestContext,
  text: string,
  replyTo?: number,
): Promise<void> {
  const response = await request.post(controlUrl('/messages'), {
    data: { chatId: CHAT_ID, text, username: 'client_demo', replyTo },
  });
  expect(response.ok()).toBe(true);
}

test('the client links Telegram from the profile, gets and answers the manager there, gets an invoice PDF', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shots: { width: number; scheme: Scheme }[] = [
    { width: 390, scheme: 'light' },
    { width: 390, scheme: 'dark' },
    { width: 1440, scheme: 'dark' },
    { width: 1440, scheme: 'light' },
  ];
  let startLink = '';
  for (const { width, scheme } of shots) {
    const context = await signedInContext(browser, request, {
      role: 'client',
      scheme,
      width,
      baseURL: baseURL!,
    });
    const page = await context.newPage();
    await page.goto('/profile');
    // «Подключить Telegram» opens t.me in a new tab; the fake stands in for Telegram instead.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const token = page.waitForResponse('**/api/v1/profile/telegram/link-token');
    await page.getByRole('button', { name: 'Подключить Telegram' }).click();
    startLink = ((await (await token).json()) as { data: { url: string } }).data.url;
    const qr = page.getByRole('img', { name: /QR-код ссылки на бота/ });
    if (width >= 1440) await expect(qr).toBeVisible();
    else await expect(qr).toBeHidden();
    await expect(page.getByText('Ссылка одноразовая и действует 10 минут')).toBeVisible();
    const card = page
      .getByText('Уведомления и ответы менеджеру в Telegram')
      .locator('xpath=../../..');
    await card.screenshot({ path: test.info().outputPath(`telegram-card-${width}-${scheme}.png`) });
    await context.close();
  }

  // The user taps Start in Telegram: the bot receives /start <token> and links the chat.
  await writeToBot(request, `/start ${new URL(startLink).searchParams.get('start')}`);
  await expect
    .poll(async () => (await sentTo(request, CHAT_ID)).at(-1)?.text ?? '', { timeout: 15_000 })
    .toContain('Telegram подключён к Кабинету');

  const context = await signedInContext(browser, request, {
    role: 'client',
    scheme: 'light',
    width: 1440,
    baseURL: baseURL!,
  });
  const page = await context.newPage();
  await page.goto('/profile');
  await expect(page.getByText('Telegram подключён: @client_demo')).toBeVisible();
  await context.close();

  // A manager writes in the client's conversation while the client is away: it reaches Telegram.
  const client = await apiSession(request, 'client');
  const manager = await apiSession(request, 'manager');
  const me = await request.get('/api/user-full/current', { headers: bearer(client.token) });
  const companyId = ((await me.json()) as { data: { active_company: { id: number } } }).data
    .active_company.id;
  const created = await request.post('/api/v1/chat/conversations', {
    headers: bearer(client.token),
    data: { name: `Telegram ${Date.now()}`, type: 'PRIVATE', company_id: companyId },
  });
  expect(created.status()).toBe(201);
  const conversationId = ((await created.json()) as { data: { id: number } }).data.id;
  const text = `Пришлите выписку за ноябрь ${Date.now()}`;
  const sent = await request.post('/api/chat/messages', {
    headers: bearer(manager.token),
    data: {
      chat_conversation_id: conversationId,
      text,
      extra: { date: new Date().toISOString(), client_id: `telegram-e2e-${Date.now()}` },
    },
  });
  expect(sent.status()).toBe(201);
  await expect
    .poll(async () => (await sentTo(request, CHAT_ID)).some((m) => m.text?.includes(text)), {
      timeout: 30_000,
    })
    .toBe(true);
  const forwarded = (await sentTo(request, CHAT_ID)).find((m) => m.text?.includes(text))!;

  // The client answers it in Telegram: the reply appears live in the manager's inbox, marked
  // «из Telegram», and in the client's own cabinet chat.
  const pages = [];
  for (const role of ['manager', 'client'] as const) {
    const roleContext = await signedInContext(browser, request, {
      role,
      scheme: 'light',
      width: 1440,
      baseURL: baseURL!,
    });
    const rolePage = await roleContext.newPage();
    // The manager works from «Входящие» (every company at once), the client from the chat.
    await rolePage.goto(
      role === 'manager' ? `/inbox/${conversationId}` : `/chat/${conversationId}`,
    );
    await expect(chatMessage(rolePage, text)).toBeVisible();
    pages.push(rolePage);
  }
  const answer = `Выписку пришлю завтра ${Date.now()}`;
  await writeToBot(request, answer, forwarded.messageId);
  for (const rolePage of pages) {
    await expect(chatMessage(rolePage, answer)).toBeVisible({ timeout: 20_000 });
  }
  await expect(chatMessage(pages[0]!, answer)).toContainText('из Telegram');
  for (const rolePage of pages) await rolePage.context().close();

  // Staff issue an invoice to the company: its PDF arrives in Telegram as a document.
  const admin = await apiSession(request, 'admin');
  const issued = await request.post(`/api/v1/companies/${companyId}/invoices/top-up`, {
    headers: bearer(admin.token),
    data: { amount_kopecks: 150_000 },
  });
  expect(issued.status()).toBe(201);
  const invoiceNumber = ((await issued.json()) as { data: { number: string } }).data.number;
  await expect
    .poll(
      async () =>
        (await sentTo(request, CHAT_ID)).find((m) => m.document?.name.includes(invoiceNumber))
          ?.document?.name ?? '',
      { timeout: 30_000 },
    )
    .toBe(`Счёт № ${invoiceNumber}.pdf`);
  const pdf = (await sentTo(request, CHAT_ID)).find((m) =>
    m.document?.name.includes(invoiceNumber),
  )!;
  expect(Buffer.from(pdf.document!.bytes, 'base64').subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.caption).toContain(`счёт № ${invoiceNumber}`);
});
