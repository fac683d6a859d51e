import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { listCompanyTariffs, listHistory } from '../company-tariffs/company-tariffs.repository.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  NOW,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { connectTariff, getBilling } from './billing.fixtures.ts';
import { listLedger } from './billing.repository.ts';

const t = useTestApp();

/** 1 December 2026, 00:30 in Moscow (still 30 November in UTC). */
const DECEMBER_FIRST = new Date('2026-11-30T21:30:00Z');
const BALANCE = 1_000_000;

/** The company's tariffs as [id, status], oldest first (read directly: tokens idle out as the clock jumps). */
async function statuses(client: TariffClient) {
  const rows = await listCompanyTariffs(t.db, client.company.id);
  return rows.sort((a, b) => a.id - b.id).map((row) => [row.id, row.status]);
}

/** The client's billing summary, signed in afresh at the clock's time. */
async function billingNow(client: TariffClient) {
  const headers = bearer(await loginAs(t.app, client.user));
  return (await getBilling(t, client.company.id, headers)).json().data;
}

async function charges(companyId: number) {
  const rows = await listLedger(t.db, companyId);
  return rows.filter((row) => row.kind === 'charge');
}

describe('the billing month job', () => {
  it('on the 1st (Moscow) makes NEW_NEXT_MONTH ACTIVE and charges the month once, run twice or at once', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: BALANCE });
    const tariff = await connectTariff(t, client, {
      ...COMPLETE_VALUES,
      date_connect: '2026-12-01',
    });
    expect(tariff.status).toBe('NEW_NEXT_MONTH');

    // Still November in Moscow: nothing starts.
    t.clock.set(new Date('2026-11-30T20:30:00Z'));
    expect((await t.app.billingMonth.runMonth()).activated).toEqual([]);
    expect(await statuses(client)).toEqual([[tariff.id, 'NEW_NEXT_MONTH']]);

    t.clock.set(DECEMBER_FIRST);
    const runs = await Promise.all([t.app.billingMonth.runMonth(), t.app.billingMonth.runMonth()]);
    expect(runs.every((run) => run.month === '2026-12')).toBe(true);
    expect(runs.flatMap((run) => run.activated)).toHaveLength(1);
    await t.app.billingMonth.runMonth();
    expect(await statuses(client)).toEqual([[tariff.id, 'ACTIVE']]);

    // First month at its own price: 16 900 ₽ (TARIFF-PRICING §5), charged once.
    const posted = await charges(client.company.id);
    expect(posted.map((row) => [row.amountKopecks, row.sourceId])).toEqual([
      [-1_690_000, `${tariff.id}:2026-12`],
    ]);
    const history = await listHistory(t.db, tariff.id);
    expect(history.at(-1)?.entry).toMatchObject({
      fromStatus: 'NEW_NEXT_MONTH',
      toStatus: 'ACTIVE',
      actorUserId: null,
    });
    const data = await billingNow(client);
    expect(data.balance_kopecks).toBe(BALANCE * 100 - 1_690_000);

    // January: the next month at m = 19 855 ₽ (sale 5 %), again only once.
    t.clock.set(new Date('2027-01-01T06:00:00Z'));
    await Promise.all([t.app.billingMonth.runMonth(), t.app.billingMonth.runMonth()]);
    const amounts = (await charges(client.company.id)).map((row) => row.amountKopecks);
    expect(amounts.sort((a, b) => a - b)).toEqual([-1_985_500, -1_690_000]);
  });

  it('switches WAITING_NEXT_MONTH to ACTIVE and archives the tariff it replaces', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: BALANCE });
    const first = await connectTariff(t, client);
    const admin = await createStaff(t, 'admin');
    const activate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company-tariffs/${first.id}/status`,
      headers: admin.headers,
      payload: { status: 'ACTIVE' },
    });
    expect(activate.statusCode).toBe(200);
    const next = await connectTariff(t, client, { ...COMPLETE_VALUES, tariff_id: 1 });
    expect(next.status).toBe('WAITING_NEXT_MONTH');
    t.clock.set(DECEMBER_FIRST);
    const run = await t.app.billingMonth.runMonth();
    const ours = run.activated.filter((change) => change.companyId === client.company.id);
    expect(ours.map((change) => [change.id, change.to])).toEqual([
      [first.id, 'ARCHIVE'],
      [next.id, 'ACTIVE'],
    ]);
    expect(Object.fromEntries(await statuses(client))).toEqual({
      [first.id]: 'ARCHIVE',
      [next.id]: 'ACTIVE',
    });
    // The archived tariff is no longer charged; the new one is, once.
    const sources = (await charges(client.company.id)).map((row) => row.sourceId);
    expect(sources.filter((source) => source.endsWith(':2026-12'))).toEqual([`${next.id}:2026-12`]);
  });

  it('leaves an unpaid next-month connection waiting', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const tariff = await connectTariff(t, client, {
      ...COMPLETE_VALUES,
      date_connect: '2026-12-01',
    });
    t.clock.set(DECEMBER_FIRST);
    await t.app.billingMonth.runMonth();
    expect(await statuses(client)).toEqual([[tariff.id, 'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH']]);
    expect(await charges(client.company.id)).toEqual([]);
  });

  it('marks open invoices past their due date Просрочен, and only those', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t);
    const issue = (headers = client.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${client.company.id}/invoices/top-up`,
        headers,
        payload: { amount_kopecks: 50_000 },
      });
    const old = (await issue()).json().data;
    expect(old.due_date).toBe('2026-11-26');
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
    expect((await t.app.billingMonth.runMonth()).overdue).toBe(0);
    t.clock.set(new Date('2026-11-27T06:00:00Z'));
    const fresh = (await issue(bearer(await loginAs(t.app, client.user)))).json().data;
    const run = await t.app.billingMonth.runMonth();
    expect(run.overdue).toBe(1);
    const data = await billingNow(client);
    const byId = Object.fromEntries(
      data.invoices.map((invoice: { id: number; status_name: string }) => [
        invoice.id,
        invoice.status_name,
      ]),
    );
    expect(byId).toEqual({ [old.id]: 'Просрочен', [fresh.id]: 'Выставлен' });
    expect((await t.app.billingMonth.runMonth()).overdue).toBe(0);
  });
});
