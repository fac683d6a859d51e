import { localDate, hasManagerRights, isAdmin } from '@kabinet/domain/shared';
import type { Act, CreateActBody, StaffAct, StaffActsQuery } from '@kabinet/domain/acts';

import type { SignCodes } from '../../platform/sign-off.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import { createActsAccess, type ActsReader } from './acts-access.service.ts';
import { createDisputesService } from './acts-disputes.service.ts';
import type { ActsIssueDeps, ActsIssueService } from './acts-issue.service.ts';
import { createSignoffService } from './acts-signoff.service.ts';
import { actNotFound, noChargesInPeriod, notActsStaff, periodNotOver } from './acts.errors.ts';
import * as repo from './acts.repository.ts';
import { serializeAct, serializeStaffAct } from './acts.serializers.ts';

export type { ActsReader } from './acts-access.service.ts';
export type { ActsActor, RequestOrigin } from './acts-signoff.service.ts';

const STAFF_ACTS_LIMIT = 500;

/**
 * Acts: the client's reads, the ПЭП sign-off and disputes (acts-signoff), the staff's
 * acts — make one on demand, resolve a dispute (acts-disputes), the list across their clients.
 * Another company's act is 404.
 */
export function createActsService(
  deps: ActsIssueDeps & { issue: ActsIssueService; codes: SignCodes; audit: RecordAudit },
) {
  const { db, clock } = deps;
  const access = createActsAccess(db);
  return {
    listActs,
    getAct,
    createForCompany,
    listStaffActs,
    visibleCompany: access.visibleCompany,
    ...createSignoffService({ ...deps, access }),
    ...createDisputesService({ ...deps, access }),
  };

  async function listActs(actor: ActsReader, companyId: number): Promise<Act[]> {
    await access.visibleCompany(actor, companyId);
    return (await repo.listActs(db, companyId)).map(serializeAct);
  }

  async function getAct(actor: ActsReader, companyId: number, actId: number): Promise<Act> {
    return serializeAct(await access.visibleAct(actor, companyId, actId));
  }

  /**
   * POST /staff/companies/{id}/acts («Сформировать акт»): the act of a month that is over,
   * made once — asked again, the same act is answered (200 instead of 201).
   */
  async function createForCompany(actor: ActsReader, companyId: number, body: CreateActBody) {
    const companyName = await access.staffCompany(actor, companyId);
    if (body.period >= localDate(clock.now()).slice(0, 7)) throw periodNotOver();
    const made = await deps.issue.makeAct(companyId, body.period, actor.id);
    if (!made) throw noChargesInPeriod();
    const act = await repo.findAct(db, made.actId);
    if (!act) throw actNotFound();
    if (made.created) {
      await db.transaction((tx) =>
        deps.audit(tx, {
          actorId: actor.id,
          action: 'act.created',
          companyId,
          subject: { type: 'company', id: companyId, name: companyName },
          before: null,
          after: { act_id: act.id, period: act.period, total_kopecks: act.totalKopecks },
        }),
      );
    }
    return { act: serializeAct(act), created: made.created };
  }

  /** GET /staff/acts: the acts of the companies the actor serves (admin: all), filtered. */
  async function listStaffActs(actor: ActsReader, query: StaffActsQuery): Promise<StaffAct[]> {
    if (!hasManagerRights(actor.roleSlug)) throw notActsStaff();
    const rows = await repo.listStaffActs(db, {
      status: query.status,
      period: query.period,
      assignedTo: isAdmin(actor.roleSlug) ? undefined : actor.id,
      limit: STAFF_ACTS_LIMIT,
    });
    return rows.map(serializeStaffAct);
  }
}

export type ActsService = ReturnType<typeof createActsService>;
