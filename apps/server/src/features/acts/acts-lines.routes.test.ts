// An act reads as the invoices did: a finished order is listed as its invoice's lines with their
// quantities, units and prices, the tariff month names its tariff and month; the buyer is named
// with the legal address; the акт сверки ends its sentence with one full stop.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { pdfText } from '../../testing/pdf-reading.ts';
import { appendLedgerEntry } from '../billing/billing.repository.ts';
import { connectTariff } from '../billing/billing.fixtures.ts';
import { DEMO_COMPANIES } from '../companies/companies-demo.seed.ts';
import { updateCompany } from '../companies/companies.repository.ts';
import {
  createStaff,
  createTariffClient,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';
import { catalogueService, moveOrder, placeOrder } from '../orders/orders.test-support.ts';

import { DECEMBER, saveSeller } from './acts.fixtures.ts';

const t = useTestApp();
const HIRING = 'Оформление приёма сотрудника';
const ADDRESS = '125009, г. Москва, ул. Тверская, д. 7';

let dir = '';
let client: TariffClient;
let admin: { headers: Record<string, string> };
let act: {
  id: number;
  number: string;
  buyer: { address: string };
  lines: { name: string; quantity: number; unit: string; price_kopecks: number }[];
};

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function pdfOf(url: string, name: string) {
  const response = await get(url, client.headers);
  expect(response.statusCode).toBe(200);
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, response.rawPayload);
  return pdfText(file);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'act-lines-'));
  t.clock.set(new Date('2026-11-20T09:00:00Z'));
  const staff = await createStaff(t, 'admin');
  await saveSeller(t, staff.user.id);
  client = await createTariffClient(t);
  await updateCompany(t.db, client.company.id, { info: DEMO_COMPANIES[0].info });
  // November: the tariff's month charged by the month job, and an order of 2 × the service
  // + 2 × «Срочно», finished the same month.
  const tariff = await connectTariff(t, client);
  await appendLedgerEntry(t.db, {
    companyId: client.company.id,
    kind: 'charge',
    amountKopecks: -1_250_000,
    sourceType: 'tariff_month',
    sourceId: `${tariff.id}:2026-11`,
    reason: 'Обслуживание по тарифу за 2026-11',
    createdAt: new Date('2026-11-20T08:00:00Z'),
  });
  const hiring = await catalogueService(t, client.headers, HIRING);
  const placed = await placeOrder(t, client.company.id, client.headers, {
    service_id: hiring.id,
    option_codes: ['urgent'],
    quantity: 2,
  });
  expect(placed.statusCode).toBe(201);
  const done = await moveOrder(t, placed.json().data.id, staff.headers, { status: 'done' });
  expect(done.statusCode).toBe(200);

  // A fortnight later the November sign-ins have expired: both sign in again.
  t.clock.set(DECEMBER);
  admin = await createStaff(t, 'admin');
  client = { ...client, headers: bearer(await loginAs(t.app, client.user)) };
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/companies/${client.company.id}/acts`,
    headers: admin.headers,
    payload: { period: '2026-11' },
  });
  expect(made.statusCode).toBe(201);
  act = made.json().data;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an act’s lines', () => {
  it('are the order invoice’s lines with quantities, units and prices, and the named tariff month', () => {
    expect(
      act.lines.map((line) => [line.name, line.quantity, line.unit, line.price_kopecks]),
    ).toEqual([
      ['Бухгалтерское обслуживание по тарифу «Финансовый» за ноябрь 2026 г.', 1, 'мес.', 1_250_000],
      [HIRING, 2, 'усл.', 300_000],
      [`${HIRING}: Срочно (в день обращения)`, 2, 'усл.', 100_000],
    ]);
    expect(act.buyer.address).toBe(ADDRESS);
  });

  it('are printed so: 2 усл. at 3 000,00 for 6 000,00, and the buyer’s legal address', async () => {
    const text = await pdfOf(`/companies/${client.company.id}/acts/${act.id}/pdf`, 'act');
    expect(text).toMatch(new RegExp(`${HIRING}\\s+2\\s+усл\\.\\s+3 000,00\\s+6 000,00`, 'u'));
    expect(text).toMatch(/Срочно[^\n]*\s+2\s+усл\.\s+1 000,00\s+2 000,00/u);
    expect(text).toMatch(/1\s+мес\.\s+12 500,00\s+12 500,00/u);
    expect(text).toContain('Всего оказано услуг 3 наименования, на сумму 20 500,00 руб.');
    expect(text.replace(/\s+/gu, ' ')).toContain(ADDRESS);
  });
});

describe('the акт сверки PDF', () => {
  it('ends the closing sentence with «руб.», not «руб..»', async () => {
    const text = await pdfOf(
      `/companies/${client.company.id}/reconciliation.pdf?from=2026-11-01&to=2026-11-30`,
      'reconciliation',
    );
    expect(text).toMatch(/На 30\.11\.2026: Задолженность в пользу .+ 20 500,00 руб\.$/mu);
    expect(text).not.toContain('руб..');
  });
});
