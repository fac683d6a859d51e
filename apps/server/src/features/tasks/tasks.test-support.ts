import type { TaskDetail } from '@kabinet/domain/tasks';

import { companyTariffs } from '../../db/schema/company-tariffs.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';
import { createStaff, type TariffClient } from '../company-tariffs/company-tariffs.fixtures.ts';

/** A manager assigned to the client's company, signed in. */
export async function managerOf(t: TestApp, client: TariffClient) {
  const manager = await createStaff(t, 'manager');
  await addCompanyUser(t.db, {
    companyId: client.company.id,
    userId: manager.user.id,
    position: 'manager',
  });
  return manager;
}

/** The company has an ACTIVE tariff (what the statement task asks of a company). */
export async function activateTariff(t: TestApp, client: TariffClient) {
  await t.db.insert(companyTariffs).values({ companyId: client.company.id, status: 'ACTIVE' });
}

/** POST /staff/tasks as `headers`; the created task. */
export async function createTask(
  t: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<TaskDetail> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/tasks',
    headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().data as TaskDetail;
}

/** The company's tasks as `client` sees them (GET …/tasks with `query`). */
export async function clientTasks(t: TestApp, client: TariffClient, query = '') {
  const response = await t.app.inject({
    url: `/api/v1/companies/${client.company.id}/tasks${query}`,
    headers: client.headers,
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json() as {
    data: TaskDetail[];
    meta: { total: number; current_page: number; last_page: number };
  };
}
