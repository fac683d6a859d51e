import { ledgerEntries } from '../../db/schema/billing.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { bearer } from '../../testing/login-as.ts';
import {
  assignedManager,
  connectTariff,
  onlyInvoice,
  recordPayment,
} from '../billing/billing.fixtures.ts';
import { nextLegalInn } from '../companies/companies.test-support.ts';
import { createTariffClient, NOW } from '../company-tariffs/company-tariffs.fixtures.ts';

/** PUT /companies/current/referrals as `headers`. */
export function putReferral(t: TestApp, headers: Record<string, string>, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/companies/current/referrals',
    headers,
    payload,
  });
}

/** Connects the current company's referral with the balance method; its code. */
export async function connectReferral(
  t: TestApp,
  headers: Record<string, string>,
  method: object = { type: 'balance' },
): Promise<{ id: number; code: string }> {
  const response = await putReferral(t, headers, {
    status: 'ACTIVE',
    rules_accepted: true,
    settings: { payment_method: method },
  });
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.body}`);
  return response.json().data as { id: number; code: string };
}

let emailSequence = 0;

/** Registers a new client through the three calls, carrying `code` in lead_meta; signed in. */
export async function registerWithCode(t: TestApp, code: string | null) {
  emailSequence += 1;
  const email = `invited${emailSequence}.${Date.now()}@vasilek.test`;
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  await post('/api/v1/register/code/send/email', { email, lead_meta: {} });
  const verified = await post('/api/v1/register/code/verify', {
    send_type: 'email',
    email,
    code: t.outbox.lastCodeTo(email),
  });
  const token = verified.json().data.verification_token as string;
  const phone = `+7 927 ${String(100 + emailSequence)}-${String(10 + (Date.now() % 90))}-${String(10 + emailSequence)}`;
  const registered = await post('/api/v1/register/contact', {
    verification_token: token,
    name: 'Анна',
    last_name: 'Петрова',
    password: 'Ромашка-2026!',
    password_confirmation: 'Ромашка-2026!',
    phone,
    lead_meta: code === null ? {} : { referral_code: code },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const headers = bearer(registered.json().plainTextToken as string);
  const me = await t.app.inject({ url: '/api/user-full/current', headers });
  return { headers, userId: me.json().data.id as number, email };
}

/** The signed-in user creates a company (their active one); its id. */
export async function createCompanyAs(t: TestApp, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/companies',
    headers,
    payload: {
      inn: nextLegalInn(),
      kpp: '770101001',
      name: 'ООО «Василёк»',
      info: { director_name: 'Петрова Анна Сергеевна', director_post: 'Директор' },
    },
  });
  if (response.statusCode !== 201) throw new Error(`company failed: ${response.body}`);
  return response.json().data.id as number;
}

/** Connects a tariff for the user's active company; its one invoice. */
export async function tariffInvoice(
  t: TestApp,
  headers: Record<string, string>,
  companyId: number,
) {
  const client = { headers, company: { id: companyId } } as Parameters<typeof connectTariff>[1];
  await connectTariff(t, client);
  return onlyInvoice(t, client);
}

/** The sum of a company's ledger entries on `account`, added up here from the rows. */
export async function ledgerSum(t: TestApp, companyId: number, account: 'company' | 'referral') {
  const rows = await t.db.select().from(ledgerEntries);
  return rows
    .filter((row) => row.companyId === companyId && row.account === account)
    .reduce((sum, row) => sum + row.amountKopecks, 0);
}

/**
 * A connected referrer, and a user invited by its code whose company paid its invoice on NOW —
 * the whole of it, or `amountKopecks` of it — through its assigned manager.
 */
export async function paidReferredClient(t: TestApp, options: { amountKopecks?: number } = {}) {
  t.clock.set(NOW);
  const referrer = await createTariffClient(t);
  const referral = await connectReferral(t, referrer.headers);
  const invited = await registerWithCode(t, referral.code);
  const companyId = await createCompanyAs(t, invited.headers);
  const invoice = await tariffInvoice(t, invited.headers, companyId);
  const manager = await assignedManager(t, { company: { id: companyId } } as never);
  const paid = await recordPayment(t, invoice.id, manager.headers, {
    amount_kopecks: options.amountKopecks ?? invoice.total_kopecks,
    paid_on: '2026-11-21',
    order_number: '501',
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return { referrer, referral, invited, companyId, invoice, manager };
}
