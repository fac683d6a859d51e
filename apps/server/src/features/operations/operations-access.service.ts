import { canEditCompany } from '@kabinet/domain/companies';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { findCompanyPosition } from '../companies/companies.policy.ts';

import { cannotChangeOperations, companyNotFound } from './operations.errors.ts';

/** The caller of every operations call. */
export type OperationsActor = Pick<UserRow, 'id' | 'roleSlug'>;

/**
 * A company's operations are seen by its users and its staff (404 to anyone else, so
 * nothing is revealed); statements are uploaded and categories and rules changed by its owner
 * and admin, its assigned manager, and admin/crm — an employee only reads (403).
 */
export function createOperationsAccess(db: Db) {
  return { visible, writable };

  async function visible(actor: OperationsActor, companyId: number): Promise<void> {
    if ((await findCompanyPosition(db, actor, companyId)) === null) throw companyNotFound();
  }

  async function writable(actor: OperationsActor, companyId: number): Promise<void> {
    const position = await findCompanyPosition(db, actor, companyId);
    if (position === null) throw companyNotFound();
    if (!canEditCompany(position)) throw cannotChangeOperations();
  }
}

export type OperationsAccess = ReturnType<typeof createOperationsAccess>;
