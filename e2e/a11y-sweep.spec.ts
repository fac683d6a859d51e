import { join } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { routeNames, routePath, type RouteName } from '../apps/web/src/app/route-names.ts';
import { expect, test } from './support/fixtures';
import { type Role, type Scheme, signedInContext } from './support/session';

// Every route of the route table, as each role that opens it, in the light and the dark
// scheme at desktop and phone widths, has no axe violation. The table below is keyed by the app's
// route names, so a new route fails the type check until it says who opens it and with what.
//
// Fast by batching: one test per role, scheme and width opens ONE browser context and walks its
// routes by client-side navigation (history.pushState + popstate, as a link does), so the app's
// JavaScript loads once per batch instead of once per page (docs/testing.md «Accessibility»).

/** Who opens a route, with which params, and the page's own h1 that says it has rendered. */
type Visit = {
  /**
   * The roles that see the page itself. A role is left out when the route redirects it (to
   * company/new, to a landing, to main) or shows it «Недостаточно прав»; `guest` routes are
   * visited signed out (a signed-in user is sent to main).
   */
  who: readonly Role[] | 'guest';
  params?: Record<string, string | number>;
  heading: RegExp;
};
/** A route that is only a redirect for everyone: nothing of its own to check. */
type RedirectOnly = { redirectsTo: RouteName; why: string };

const ALL: readonly Role[] = ['client', 'manager', 'admin'];
const STAFF: readonly Role[] = ['manager', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
/** Company pages: the admin has no company of their own and is sent to company/new. */
const WITH_COMPANY: readonly Role[] = ['client', 'manager'];

// Ids on the fresh e2e database: the demo client's company is 1 and its demo conversation is 1.
const DEMO_COMPANY = 1;
const DEMO_CONVERSATION = 1;
/** On a phone an open conversation fills the screen, and its topic is the page's h1. */
const CONVERSATION_HEADING = (pane: string) => new RegExp(`^(${pane}|Бухгалтерия)$`);

const ROUTES: Record<RouteName, Visit | RedirectOnly> = {
  main: { who: ALL, heading: /, (Иван|Мария|Алексей)!$/ },
  profile: { who: ALL, heading: /^Профиль$/ },
  'profile-change-phone': { who: ALL, heading: /^Смена телефона$/ },
  'profile-change-password': { who: ALL, heading: /^Смена пароля$/ },
  'account-deletion': { who: ALL, heading: /^Удаление аккаунта$/ },
  company: { who: WITH_COMPANY, heading: /Ромашка/ },
  'company-new': { who: ALL, heading: /^Новая компания$/ },
  'company-fill': { who: WITH_COMPANY, heading: /^Данные компании$/ },
  tariff: { who: ALL, heading: /^Тариф$/ },
  'tariff-step': { who: ALL, heading: /^Подбор тарифа$/ },
  'one-time-services': { who: ALL, heading: /^Разовые услуги$/ },
  orders: { who: ALL, heading: /^Мои заказы$/ },
  'staff-orders': { who: STAFF, heading: /^Заказы$/ },
  operations: { who: ALL, heading: /^Операции$/ },
  acts: { who: ALL, heading: /^Акты$/ },
  tasks: { who: ALL, heading: /^Задачи$/ },
  payment: { who: ALL, heading: /^Оплата$/ },
  'payment-success': { who: ALL, heading: /^Результат оплаты$/ },
  // No payment of the demo data has a receipt: the page with its «not found» answer (a receipt
  // with its fiscal part is checked in autopay.spec.ts).
  'payment-receipt': { who: ALL, params: { id: 1 }, heading: /^Кассовый чек$/ },
  'company-reports': { who: ALL, heading: /^Отчётность$/ },
  'staff-reports': { who: STAFF, heading: /^Отчётность$/ },
  analytic: { who: ALL, heading: /^Аналитика$/ },
  'management-accounting': {
    redirectsTo: 'management-accounting-files',
    why: 'its index is the files page',
  },
  'management-accounting-files': { who: ALL, heading: /^Управленческий учёт$/ },
  // The demo client's company is on a financial tariff; staff land on the landing page.
  'management-accounting-graphs': {
    who: ['client'],
    heading: /^Графики управленческого учёта$/,
  },
  'management-accounting-landing': { who: ALL, heading: /^Управленческий учёт$/ },
  chat: { who: WITH_COMPANY, heading: /^Чат$/ },
  'chat-conversation': {
    who: WITH_COMPANY,
    params: { id: DEMO_CONVERSATION },
    heading: CONVERSATION_HEADING('Чат'),
  },
  'chat-dialog': { redirectsTo: 'chat-conversation', why: 'the old address of a conversation' },
  inbox: { who: STAFF, heading: /^Входящие$/ },
  // Conversation 1 is the demo manager's; the admin's inbox does not hold it («Диалог не найден»).
  'inbox-conversation': {
    who: ['manager'],
    params: { id: DEMO_CONVERSATION },
    heading: CONVERSATION_HEADING('Входящие'),
  },
  clients: { who: STAFF, heading: /^Клиенты$/ },
  'client-card': { who: STAFF, params: { companyId: DEMO_COMPANY }, heading: /Ромашка/ },
  // A client's «documents» are their acts (redirect).
  documents: { who: STAFF, heading: /^Документы$/ },
  'bank-statements': { who: STAFF, heading: /^Банковские выписки$/ },
  referral: {
    redirectsTo: 'referral-info',
    why: 'the entry leads to info (a member) or connect (not yet)',
  },
  'referral-payouts': { who: ALL, heading: /^Выплаты$/ },
  'referral-leads': { who: ALL, heading: /^Рекомендации$/ },
  'referral-clients': { who: ALL, heading: /^Приглашённые клиенты$/ },
  'referral-info': { who: ALL, heading: /^Партнёрская программа$/ },
  // The demo client's company is already a member: connect leads it to info.
  'referral-connect': { who: STAFF, heading: /^Партнёрская программа$/ },
  'staff-referral-payouts': { who: STAFF, heading: /^Реферальные выплаты$/ },
  registration: { who: 'guest', heading: /^Регистрация$/ },
  'registration-contact': { who: 'guest', heading: /^Регистрация$/ },
  login: { who: 'guest', heading: /^Вход$/ },
  forgot: { who: 'guest', heading: /^Восстановление пароля$/ },
  guides: { who: ALL, heading: /^База знаний$/ },
  guide: { who: ALL, params: { id: 'kak-oplatit-schet' }, heading: /Как оплатить счёт/ },
  'admin-params': { who: ADMIN, heading: /^Параметры тарифов$/ },
  'admin-companies': { who: ADMIN, heading: /^Компании клиентов$/ },
  'admin-managers': { who: ADMIN, heading: /^Менеджеры$/ },
  'admin-audit': { who: ADMIN, heading: /^Журнал действий$/ },
  'admin-users': { who: ADMIN, heading: /^Пользователи$/ },
  'admin-billing': { who: ADMIN, heading: /^Реквизиты для счетов$/ },
  'admin-services': { who: ADMIN, heading: /^Разовые услуги$/ },
  'admin-app-settings': { who: ADMIN, heading: /^Настройки приложения$/ },
  'admin-referral-rules': { who: ADMIN, heading: /^Правила реферальной программы$/ },
  'admin-guides': { who: ADMIN, heading: /^База знаний$/ },
};

type Stop = { name: RouteName; path: string; heading: RegExp };

function stopsOf(who: Role | 'guest'): Stop[] {
  const stops: Stop[] = [];
  for (const [name, visit] of Object.entries(ROUTES) as [RouteName, Visit | RedirectOnly][]) {
    if ('redirectsTo' in visit) continue;
    const opens =
      visit.who === 'guest' ? who === 'guest' : who !== 'guest' && visit.who.includes(who);
    if (opens) stops.push({ name, path: routePath(name, visit.params), heading: visit.heading });
  }
  return stops;
}

/** Navigates inside the loaded app as a link does: the router reads the new address. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The page has rendered: its address, no request of the app in flight (a lazy page's chunk, its
 * queries), no loader or skeleton left, and its h1. React Router keeps the previous page on screen while the
 * next one's chunk loads, so the quiet network is what tells that the new page is there.
 */
async function rendered(page: Page, stop: Stop, inFlight: () => number): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === stop.path.split('?')[0]);
  await expect
    .poll(
      async () =>
        inFlight() === 0 &&
        (await page
          .locator(
            '.mantine-Loader-root:visible, [aria-busy="true"]:visible, [data-testid="content-skeleton"]:visible',
          )
          .count()) === 0,
      { message: `${stop.path}: still loading`, intervals: [150] },
    )
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: stop.heading }).first()).toBeVisible();
}

/** Counts the app's http(s) requests in flight (blob: and the PDF viewer's own are not ours). */
function requestsInFlight(page: Page): () => number {
  const open = new Set<object>();
  page.on('request', (request) => {
    if (/^https?:/.test(request.url()) && request.resourceType() !== 'websocket') open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

const SCHEMES: readonly Scheme[] = ['light', 'dark'];
const WIDTHS = [1440, 390] as const;
const WHO: readonly (Role | 'guest')[] = ['guest', ...ALL];
// Page loads per stop: `A11Y_SWEEP_NAV=goto` loads each page afresh (to compare the two ways).
const FULL_LOADS = process.env.A11Y_SWEEP_NAV === 'goto';
// Review pictures: `SWEEP_SCREENSHOTS=<folder>` saves every visited page, full length,
// as `<role>-<scheme>-<width>-<route>.jpg` (README «Screenshots»); unset, nothing is written.
const SCREENSHOTS = process.env.SWEEP_SCREENSHOTS;

for (const who of WHO) {
  for (const scheme of SCHEMES) {
    for (const width of WIDTHS) {
      const stops = stopsOf(who);
      test(`axe sweep: ${stops.length} routes as ${who}, ${scheme} ${width}px — no violations`, async ({
        browser,
        request,
        baseURL,
      }) => {
        // 1–3 s a route, 6 s at a load of 18 on two cores; the ceiling leaves room above that.
        test.setTimeout(30_000 + stops.length * 8_000);
        const context = await signedInContext(browser, request, {
          role: who === 'guest' ? null : who,
          scheme,
          width,
          baseURL: baseURL ?? '',
        });
        const page = await context.newPage();
        const inFlight = requestsInFlight(page);
        const found: string[] = [];
        for (const [index, stop] of stops.entries()) {
          if (index === 0 || FULL_LOADS) await page.goto(stop.path);
          else await navigate(page, stop.path);
          await rendered(page, stop, inFlight);
          if (index === 0) {
            await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
          }
          if (SCREENSHOTS) {
            await page.screenshot({
              path: join(SCREENSHOTS, `${who}-${scheme}-${width}-${stop.name}.jpg`),
              fullPage: true,
              quality: 70,
            });
          }
          const results = await new AxeBuilder({ page }).analyze();
          for (const violation of results.violations) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
            found.push(`${stop.path} (${stop.name}) ${violation.id}: ${targets}`);
          }
        }
        await context.close();
        expect(found, `${who}, ${scheme} ${width}px`).toEqual([]);
      });
    }
  }
}

// The route table and this sweep agree: every name is either visited or a redirect to one.
test('axe sweep: every route of the table is visited or is a redirect', () => {
  for (const [name, visit] of Object.entries(ROUTES) as [RouteName, Visit | RedirectOnly][]) {
    expect(routeNames[name]).toBeTruthy();
    if ('redirectsTo' in visit) expect('who' in ROUTES[visit.redirectsTo]).toBe(true);
    else expect(visit.who.length, name).toBeGreaterThan(0);
  }
});
