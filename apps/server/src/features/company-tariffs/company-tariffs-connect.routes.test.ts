import { describe, expect, it } from 'vitest';

import { errorBody } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { connectionInProgress, pastDateConnect } from './company-tariffs.errors.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  createTariffClient,
  enginePrice,
  NOW,
  type TariffClient,
} from './company-tariffs.fixtures.ts';

const t = useTestApp();

function connect(client: TariffClient, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/company-tariffs/connect',
    headers: { ...client.headers, ...headers },
    payload: body,
  });
}

describe('POST /api/company-tariffs/connect', () => {
  it('prices the tariff itself and ignores the price the client sent', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const response = await connect(client, {
      values: { ...COMPLETE_VALUES, total: 1, amount: 1, price: 1 },
      total: 1,
      amount: 1,
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    const priced = enginePrice(COMPLETE_VALUES, 2);
    // Финансовый: 8000 + ООО 2000 + оборот 1000 + УСН 15 % 2000 + операции 4000
    // + сотрудники 1500 + 3 × 800 = 20 900 ₽ a month; first month 4000 instead of 8000.
    expect(priced.total).toBe(20_900);
    expect(data.amount).toBe(priced.totals[3]?.total_with_first_month);
    expect(data.amount).toBe(16_900 + 19_855 * 2);
    expect(data.info).toMatchObject({ slug: 'tariff_2', total: 20_900, sale: 5, months: 3 });
    expect(data.info.params).not.toHaveProperty('total');
    expect(message).toBe('Тариф подключен');
  });

  it('is NEW this month when the balance covers the amount, NEW_MONEY_NOT_ENOUGH when not', async () => {
    t.clock.set(NOW);
    const rich = await createTariffClient(t, { balance: 1_000_000 });
    const poor = await createTariffClient(t, { balance: 100 });
    expect((await connect(rich, { values: COMPLETE_VALUES })).json().data.status).toBe('NEW');
    const answer = (await connect(poor, { values: COMPLETE_VALUES })).json().data;
    expect(answer).toMatchObject({
      status: 'NEW_MONEY_NOT_ENOUGH',
      status_name: 'Ожидает оплаты',
      date_connect: '2026-11-25',
      can_delete: true,
    });
  });

  it('waits for a later month: NEW_NEXT_MONTH or NEW_NEXT_MONTH_MONEY_NOT_ENOUGH', async () => {
    t.clock.set(NOW);
    const values = { ...COMPLETE_VALUES, date_connect: '2026-12-01' };
    const rich = await createTariffClient(t, { balance: 1_000_000 });
    const poor = await createTariffClient(t);
    expect((await connect(rich, { values })).json().data.status).toBe('NEW_NEXT_MONTH');
    expect((await connect(poor, { values })).json().data.status).toBe(
      'NEW_NEXT_MONTH_MONEY_NOT_ENOUGH',
    );
  });

  it('replaces an ACTIVE tariff from next month (WAITING_NEXT_MONTH) at the full price', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const first = (await connect(client, { values: COMPLETE_VALUES })).json().data;
    const admin = await createStaff(t, 'admin');
    const activate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company-tariffs/${first.id}/status`,
      headers: admin.headers,
      payload: { status: 'ACTIVE' },
    });
    expect(activate.statusCode).toBe(200);
    const values = { ...COMPLETE_VALUES, tariff_id: 4 };
    const second = (await connect(client, { values })).json().data;
    expect(second).toMatchObject({ status: 'WAITING_NEXT_MONTH', date_connect: '2026-12-01' });
    // TARIFF-PRICING §5: with an ACTIVE tariff no first-month price applies.
    expect(second.amount).toBe(enginePrice(values, 4).totals[3]?.total);
    expect(second.info.show_first_month).toBe(false);
  });

  it('consumes the draft and never connects twice on a retry', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    await t.app.inject({
      method: 'POST',
      url: '/api/company-tariffs/draft',
      headers: client.headers,
      payload: { values: COMPLETE_VALUES },
    });
    const key = { 'idempotency-key': 'connect-romashka-1' };
    const first = (await connect(client, { values: COMPLETE_VALUES }, key)).json().data;
    const retried = (await connect(client, { values: COMPLETE_VALUES }, key)).json().data;
    const again = (await connect(client, { values: COMPLETE_VALUES })).json().data;
    expect(retried.id).toBe(first.id);
    expect(again.id).toBe(first.id);
    const list = await t.app.inject({
      url: '/api/company-tariffs-by-active',
      headers: client.headers,
    });
    expect(list.json().data.map((item: { status: string }) => item.status)).toEqual(['NEW']);
  });

  it('makes one tariff of two connects sent at the same time', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const answers = await Promise.all([
      connect(client, { values: COMPLETE_VALUES }),
      connect(client, { values: COMPLETE_VALUES }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json().data.id);
    expect(second).toBe(first);
    const list = await t.app.inject({
      url: '/api/company-tariffs-by-active',
      headers: client.headers,
    });
    expect(list.json().data).toHaveLength(1);
  });

  it('refuses another tariff while a paid one is being connected', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    await connect(client, { values: COMPLETE_VALUES });
    const other = await connect(client, { values: { ...COMPLETE_VALUES, tariff_id: 3 } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(errorBody(connectionInProgress()));
  });

  it('names the first incomplete step and refuses a date in the past', async () => {
    t.clock.set(NOW);
    const client = await createTariffClient(t, { balance: 1_000_000 });
    const incomplete = await connect(client, {
      values: { ...COMPLETE_VALUES, tax_system: null },
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toBe('Заполните шаг «Налоги»: система налогообложения');
    expect(incomplete.json().errors.missing).toEqual(['tax_system']);
    const past = await connect(client, {
      values: { ...COMPLETE_VALUES, date_connect: '2026-11-20' },
    });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual(errorBody(pastDateConnect()));
  });
});
