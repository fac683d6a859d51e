import { hasManagerRights, isAdmin } from '@kabinet/domain/shared';
import { TASK_KIND, isTaskActive, type TaskStatus } from '@kabinet/domain/tasks';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canUseCompany, findCompanyPosition } from '../companies/companies.policy.ts';

/** Who is asking. */
export type TaskActor = Pick<UserRow, 'id' | 'roleSlug'>;

/**
 * A company's client tasks are seen (and commented, attached to) by its members, its
 * assigned staff, admin and crm — the same people who see the company.
 */
export async function canSeeCompanyTasks(db: Db, actor: TaskActor, companyId: number) {
  return (await findCompanyPosition(db, actor, companyId)) !== null;
}

/** Staff work with every task of a company: admin and crm anywhere, assigned managers. */
export async function canManageCompanyTasks(db: Db, actor: TaskActor, companyId: number) {
  if (isAdmin(actor.roleSlug)) return true;
  return hasManagerRights(actor.roleSlug) && canUseCompany(db, actor.id, companyId);
}

/**
 * The client marks done a manual task of the client side by hand; an event task
 * completes itself when the thing is done (an invoice paid, a statement attached).
 */
export function clientMayComplete(task: {
  kind: string;
  audience: string;
  status: TaskStatus;
}): boolean {
  return task.kind === TASK_KIND.MANUAL && task.audience === 'client' && isTaskActive(task.status);
}
