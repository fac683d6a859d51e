import type { AuditAction } from '@kabinet/domain/audit';
import { CLIENT_MANAGER_ROLE_SLUGS } from '@kabinet/domain/companies';
import { formatPersonName } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { CompanyAccessGained, CompanyAccessLost } from './companies-access.service.ts';
import * as adminRepo from './companies-admin.repository.ts';
import * as staffRepo from './companies-staff.repository.ts';

type Deps = {
  /** The audit log's recorder. */
  audit: RecordAudit;
  onAccessLost: CompanyAccessLost;
  onAccessGained: CompanyAccessGained;
};

/** What a change publishes after its transaction commits. */
export type AfterCommit = () => void | Promise<void>;

const nothing: AfterCommit = () => undefined;

/** A company's managers as an audit entry shows them before and after a change. */
const managersState = (managers: UserRow[]) => ({
  managers: managers.map((user) => ({
    id: user.id,
    name: formatPersonName(user.lastName, user.name, user.patronymic),
  })),
});

/**
 * Who serves a company. Every change of its managers runs in the caller's transaction
 * `tx` with its audit entry and its chat membership; the answer publishes after commit.
 */
export function createStaffing(deps: Deps) {
  return { assign, unassign, autoAssign, listManagerIds };

  function record(
    tx: Db,
    args: { company: CompanyRow; actorId: number | null; action: AuditAction },
    before: UserRow[],
    after: UserRow[],
  ) {
    return deps.audit(tx, {
      actorId: args.actorId,
      action: args.action,
      companyId: args.company.id,
      subject: { type: 'company', id: args.company.id, name: args.company.name },
      before: managersState(before),
      after: managersState(after),
    });
  }

  /**
   * Assigns `manager`, who joins the company's conversations with their whole history; an
   * assignment that already exists changes and records nothing.
   */
  async function assign(
    tx: Db,
    args: {
      company: CompanyRow;
      manager: UserRow;
      actorId: number | null;
      action: 'manager.assigned' | 'manager.auto_assigned';
    },
  ): Promise<AfterCommit> {
    const { company, manager } = args;
    const before = await adminRepo.listAssignedManagers(tx, company.id);
    if (before.some((user) => user.id === manager.id)) return nothing;
    await adminRepo.assignStaff(tx, {
      companyId: company.id,
      userId: manager.id,
      assignedBy: args.actorId,
    });
    const joined = await deps.onAccessGained(tx, { companyId: company.id, userId: manager.id });
    await record(tx, args, before, [...before, manager]);
    return joined;
  }

  /** The ids of the company's assigned managers, in assignment order. */
  async function listManagerIds(tx: Db, companyId: number): Promise<number[]> {
    const managers = await adminRepo.listAssignedManagers(tx, companyId);
    return managers.map((user) => user.id);
  }

  /**
   * Every client has a manager: a new company gets, in its creating transaction, the
   * least loaded manager who accepts new clients (ties: the longest idle), recorded as done by the
   * system. With nobody accepting, it stays unassigned («Не назначен» in the admin list).
   */
  async function autoAssign(tx: Db, company: CompanyRow): Promise<AfterCommit> {
    const manager = await staffRepo.findLeastLoadedAcceptingStaff(tx, CLIENT_MANAGER_ROLE_SLUGS);
    if (!manager) return nothing;
    return assign(tx, { company, manager, actorId: null, action: 'manager.auto_assigned' });
  }

  /**
   * Unassigns the manager, who leaves the company's conversations unless they can still use it
   * another way (ADR 008). Recorded only when they were assigned.
   */
  async function unassign(
    tx: Db,
    args: { company: CompanyRow; userId: number; actorId: number },
  ): Promise<AfterCommit> {
    const { company, userId, actorId } = args;
    const before = await adminRepo.listAssignedManagers(tx, company.id);
    await adminRepo.unassignStaff(tx, company.id, userId);
    const publish = await deps.onAccessLost(tx, {
      companyId: company.id,
      userId,
      byUserId: actorId,
    });
    const after = before.filter((user) => user.id !== userId);
    if (after.length < before.length) {
      await record(tx, { company, actorId, action: 'manager.unassigned' }, before, after);
    }
    return publish;
  }
}

export type Staffing = ReturnType<typeof createStaffing>;
