import { ACT_STATUS } from '@kabinet/domain/acts';
import { hasManagerRights } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { canManageCompanyBilling, canSeeCompanyBilling } from '../billing/billing.policy.ts';

import {
  actNotFound,
  actNotOpen,
  companyNotFound,
  notActsStaff,
  onlyClientSigns,
} from './acts.errors.ts';
import * as repo from './acts.repository.ts';

/** The caller of the reads and of the staff's calls. */
export type ActsReader = Pick<UserRow, 'id' | 'roleSlug'>;

/**
 * Who may see and do what with a company's acts — the company's billing audience sees
 * them (404 otherwise, nothing revealed), its billing staff make and resolve them (403), and only
 * its own (non-staff) users sign or dispute one that is still Выставлен (403 / 409).
 */
export function createActsAccess(db: Db) {
  return { visibleCompany, staffCompany, visibleAct, clientAct };

  /** The company's name when the actor sees its billing; 404 otherwise. */
  async function visibleCompany(actor: ActsReader, companyId: number): Promise<string> {
    const name = await repo.findCompanyName(db, companyId);
    if (name === null || !(await canSeeCompanyBilling(db, actor, companyId))) {
      throw companyNotFound();
    }
    return name;
  }

  async function staffCompany(actor: ActsReader, companyId: number): Promise<string> {
    const name = await visibleCompany(actor, companyId);
    if (!(await canManageCompanyBilling(db, actor, companyId))) throw notActsStaff();
    return name;
  }

  async function visibleAct(actor: ActsReader, companyId: number, actId: number) {
    await visibleCompany(actor, companyId);
    const act = await repo.findAct(db, actId);
    if (!act || act.companyId !== companyId) throw actNotFound();
    return act;
  }

  /** The client's own open act: staff see acts but sign nothing on the client's behalf. */
  async function clientAct(actor: ActsReader, companyId: number, actId: number) {
    const act = await visibleAct(actor, companyId, actId);
    if (hasManagerRights(actor.roleSlug)) throw onlyClientSigns();
    if (act.status !== ACT_STATUS.ISSUED) throw actNotOpen();
    return act;
  }
}

export type ActsAccess = ReturnType<typeof createActsAccess>;
