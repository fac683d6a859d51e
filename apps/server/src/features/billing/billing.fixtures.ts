import type { ParamValues } from '@kabinet/domain/tariffs';

import type { TestApp } from '../../testing/build-test-app.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import {
  COMPLETE_VALUES,
  createStaff,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

import { DEMO_SELLER } from './billing-demo.seed.ts';
import { saveBillingSettings } from './billing.repository.ts';

/** Connects the seeded «Финансовый» tariff for the client; the answer's data. */
export async function connectTariff(
  t: TestApp,
  client: TariffClient,
  values: ParamValues = COMPLETE_VALUES,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/company-tariffs/connect',
    headers: client.headers,
    payload: { values },
  });
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.body}`);
  return response.json().data as { id: number; status: string; amount: number };
}

/** A manager assigned to the client's company, signed in. */
export async function assignedManager(t: TestApp, client: TariffClient) {
  const manager = await createStaff(t, 'manager');
  await addCompanyUser(t.db, {
    companyId: client.company.id,
    userId: manager.user.id,
    position: 'manager',
  });
  return manager;
}

/** GET …/companies/{id}/billing as `headers`. */
export function getBilling(t: TestApp, companyId: number, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}/billing`, headers });
}

/** POST /staff/invoices/{id}/payments as `headers`. */
export function recordPayment(
  t: TestApp,
  invoiceId: number,
  headers: Record<string, string>,
  payload: object,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/invoices/${invoiceId}/payments`,
    headers,
    payload,
  });
}

/** The company's only invoice (a connect that issued one). */
export async function onlyInvoice(t: TestApp, client: TariffClient) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${client.company.id}/invoices`,
    headers: client.headers,
  });
  const invoices = response.json().data as { id: number; total_kopecks: number; number: string }[];
  if (invoices.length !== 1) throw new Error(`expected one invoice, got ${invoices.length}`);
  return invoices[0]!;
}

/** The firm's requisites in the billing settings (the demo seller's, with this account). */
export async function setFirmRequisites(t: TestApp, account: string) {
  const admin = await createStaff(t, 'admin');
  await saveBillingSettings(t.db, { ...DEMO_SELLER, account }, admin.user.id, t.clock.now());
  return { ...DEMO_SELLER, account };
}
