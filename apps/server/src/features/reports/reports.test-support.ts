import { companyTariffs } from '../../db/schema/company-tariffs.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { assignStaff } from '../companies/companies-admin.repository.ts';
import {
  createStaff,
  createTariffClient,
  type TariffClient,
} from '../company-tariffs/company-tariffs.fixtures.ts';

export type Headers = Record<string, string>;

/**
 * A client whose company runs on an active tariff with these wizard answers (the tax calendar's
 * profile), and its assigned manager.
 */
export async function reportsCompany(
  t: TestApp,
  params: Record<string, unknown> = { legal_form: 'ooo', tax_system: 'usn6', has_employees: true },
) {
  const client = await createTariffClient(t);
  await t.db.insert(companyTariffs).values({
    companyId: client.company.id,
    status: 'ACTIVE',
    info: { params },
  });
  const manager = await createStaff(t, 'manager');
  await assignStaff(t.db, {
    companyId: client.company.id,
    userId: manager.user.id,
    assignedBy: null,
  });
  return { client, manager };
}

export const api = (t: TestApp) => ({
  get: (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers }),
  post: (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload }),
  upload: (url: string, headers: Headers, name: string, bytes: Buffer) => {
    const file = multipartFile('file', name, 'application/pdf', bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
  },
});

/** A report the manager makes for the client's company (6-НДФЛ for Q3 2026 by default). */
export async function makeReport(
  t: TestApp,
  client: TariffClient,
  headers: Headers,
  body: object = { kind: 'ndfl_6', year: 2026, quarter: 3 },
) {
  const response = await api(t).post(
    `/staff/companies/${client.company.id}/reports`,
    headers,
    body,
  );
  return response;
}
