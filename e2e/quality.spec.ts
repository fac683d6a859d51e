import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { type Role, signedInContext } from './support/session';
import { trackNetwork } from './support/settled-network';

// The standard every page keeps (README «Standards»; its axe check is a11y-sweep.spec.ts): its
// JavaScript within the route's budget — the bytes on the wire, brotli bodies plus each file's
// response headers (~0.8 KiB), while the page loads (socket.io-client included: every signed-in
// page opens its user channel at once). The standard asks login ≤ 150 KiB and any other page
// ≤ 250 KiB, and every page here keeps it (docs/testing.md «JavaScript budgets»; `npm run size`
// prints the same per route after a build). A page that has to go over gets its own ceiling
// here, a few KiB above what it ships, with the measured size and the reason beside it.

const KiB = 1024;
type Who = Role | null;

/** Pages by who opens them; each one's own heading tells that it has rendered. */
const PAGES: { who: Who; path: string; heading: RegExp; budget: number }[] = [
  { who: null, path: '/auth/login', heading: /^Вход$/, budget: 150 * KiB },
  { who: 'client', path: '/', heading: /Иван!/, budget: 250 * KiB },
  { who: 'client', path: '/chat', heading: /^Чат$/, budget: 250 * KiB },
  { who: 'client', path: '/company', heading: /Ромашка/, budget: 250 * KiB },
  { who: 'client', path: '/service/tariff', heading: /Тариф/, budget: 250 * KiB },
  { who: 'client', path: '/payment', heading: /^Оплата$/, budget: 250 * KiB },
  {
    who: 'client',
    path: '/service/one-time-services',
    heading: /^Разовые услуги$/,
    budget: 250 * KiB,
  },
  { who: 'client', path: '/service/acts', heading: /^Акты$/, budget: 250 * KiB },
  { who: 'manager', path: '/', heading: /Мария!/, budget: 250 * KiB },
  { who: 'manager', path: '/documents', heading: /^Документы$/, budget: 250 * KiB },
  { who: 'client', path: '/service/orders', heading: /^Мои заказы$/, budget: 250 * KiB },
  { who: 'manager', path: '/orders', heading: /^Заказы$/, budget: 250 * KiB },
  { who: 'manager', path: '/inbox', heading: /^Входящие$/, budget: 250 * KiB },
  { who: 'manager', path: '/clients', heading: /^Клиенты$/, budget: 250 * KiB },
  // The client card of the demo client's first company (id 1 on the fresh e2e database).
  { who: 'manager', path: '/clients/1', heading: /Ромашка/, budget: 250 * KiB },
  { who: 'admin', path: '/admin/companies', heading: /Компании/, budget: 250 * KiB },
  { who: 'admin', path: '/admin/managers', heading: /Менеджеры/, budget: 250 * KiB },
  { who: 'admin', path: '/admin/audit', heading: /Журнал/, budget: 250 * KiB },
  { who: 'admin', path: '/admin/users', heading: /Пользователи/, budget: 250 * KiB },
  { who: 'admin', path: '/admin/billing', heading: /Реквизиты для счетов/, budget: 250 * KiB },
  { who: 'admin', path: '/admin/services', heading: /^Разовые услуги$/, budget: 250 * KiB },
  { who: 'manager', path: '/bank-statements', heading: /Банковские выписки/, budget: 250 * KiB },
  { who: 'client', path: '/tasks', heading: /^Задачи$/, budget: 250 * KiB },
  { who: 'manager', path: '/tasks', heading: /^Задачи$/, budget: 250 * KiB },
  { who: 'client', path: '/service/operations', heading: /^Операции$/, budget: 250 * KiB },
  { who: 'client', path: '/company-reports', heading: /^Отчётность$/, budget: 250 * KiB },
  { who: 'manager', path: '/staff/reports', heading: /^Отчётность$/, budget: 250 * KiB },
  { who: 'client', path: '/analytic', heading: /^Аналитика$/, budget: 250 * KiB },
  {
    who: 'client',
    path: '/management-accounting/graphs',
    heading: /^Графики управленческого учёта$/,
    budget: 250 * KiB,
  },
  {
    who: 'client',
    path: '/management-accounting/files',
    heading: /^Управленческий учёт$/,
    budget: 250 * KiB,
  }, // The knowledge base.
  { who: 'client', path: '/guides', heading: /^База знаний$/, budget: 250 * KiB },
  {
    who: 'client',
    path: '/guides/kak-oplatit-schet',
    heading: /Как оплатить счёт/,
    budget: 250 * KiB,
  },
  // The demo client's main company takes part in the programme (referral demo seed).
  {
    who: 'client',
    path: '/referral/info',
    heading: /^Партнёрская программа$/,
    budget: 250 * KiB,
  },
  {
    who: 'manager',
    path: '/staff/referral-payouts',
    heading: /^Реферальные выплаты$/,
    budget: 250 * KiB,
  },
  {
    who: 'admin',
    path: '/admin/referral-rules',
    heading: /^Правила реферальной программы$/,
    budget: 250 * KiB,
  },
  { who: 'admin', path: '/admin/guides', heading: /^База знаний$/, budget: 250 * KiB },
];

/**
 * The app's JavaScript bytes the page transferred while it loaded (encoded size, as on the
 * wire). Only http(s) scripts count: Chromium's own PDF viewer, which shows a management report,
 * loads its scripts from chrome:// and chrome-extension:// (about 30 KiB, sometimes before the
 * network settles and sometimes after), and they are not ours to budget.
 */
async function scriptBytes(page: Page, load: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' || !/^https?:/.test(request.url())) return;
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await load();
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

// One test per page: a fresh context (cold cache) in the light scheme at 1440 px. Accessibility is
// checked once per route, role, scheme and width by the axe sweep (a11y-sweep.spec.ts).
for (const { who, path, heading, budget } of PAGES) {
  test(`${path} as ${who ?? 'a guest'}: JavaScript within ${budget / KiB} KiB`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await signedInContext(browser, request, {
      role: who,
      scheme: 'light',
      width: 1440,
      baseURL: baseURL ?? '',
    });
    const page = await context.newPage();
    const network = trackNetwork(page);
    const bytes = await scriptBytes(page, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await network.settled();
    });
    // The figure docs/testing.md «JavaScript budgets» records, in the run's output.
    process.stdout.write(
      `JavaScript ${path} as ${who ?? 'a guest'}: ${(bytes / KiB).toFixed(1)} KiB\n`,
    );
    expect(bytes, `${path}: ${Math.round(bytes / KiB)} KiB of JavaScript`).toBeLessThanOrEqual(
      budget,
    );
    await context.close();
  });
}
