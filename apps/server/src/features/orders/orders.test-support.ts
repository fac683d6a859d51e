import type { TestApp } from '../../testing/build-test-app.ts';
import { assignStaff } from '../companies/companies-admin.repository.ts';
import { createStaff, type TariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';
import { seedServicesCatalogue } from '../services/services-catalogue.seed.ts';

type Headers = Record<string, string>;

/** The seeded catalogue's service of that name (seeded on first use). */
export async function catalogueService(t: TestApp, headers: Headers, name: string) {
  await seedServicesCatalogue(t.db);
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/services', headers });
  const list = response.json().data as {
    id: number;
    name: string;
    price_kopecks: number;
    options: { code: string; name: string; price_kopecks: number }[];
    quantity_label: string;
  }[];
  const service = list.find((item) => item.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service;
}

/** POST /companies/{id}/orders as `headers`. */
export function placeOrder(t: TestApp, companyId: number, headers: Headers, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/orders`,
    headers,
    payload,
  });
}

/** POST /staff/orders/{id}/status as `headers`. */
export function moveOrder(t: TestApp, orderId: number, headers: Headers, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/orders/${orderId}/status`,
    headers,
    payload,
  });
}

/** A manager assigned (staff_assignments) to the client's company, signed in. */
export async function orderManager(t: TestApp, client: TariffClient) {
  const manager = await createStaff(t, 'manager');
  await assignStaff(t.db, {
    companyId: client.company.id,
    userId: manager.user.id,
    assignedBy: null,
  });
  return manager;
}
