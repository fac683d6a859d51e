import type {
  Lead,
  LeadStatus,
  leadBodySchema,
  leadUpdateBodySchema,
} from '@kabinet/domain/referral';
import { LEAD_STATUS_NAMES, REFERRAL_STATUS } from '@kabinet/domain/referral';
import { isAdmin } from '@kabinet/domain/shared';
import type * as z from 'zod';

import type { Db } from '../../db/client.ts';
import type { ReferralLeadRow, ReferralRow } from '../../db/schema/referral.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { ListPage } from '../../platform/page-answer.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ReferralAccess, ReferralCaller } from './referral-access.service.ts';
import type { ReferralAnnouncer } from './referral.events.ts';
import { referralOf } from './referral.service.ts';
import {
  alreadyReferred,
  duplicateLead,
  leadNotDeletable,
  leadNotFound,
  leadStatusStaffOnly,
  notJoined,
  ownMemberLead,
} from './referral.errors.ts';
import * as repo from './referral.repository.ts';
import { serializeLead } from './referral.serializers.ts';

export type LeadListQuery = { status?: LeadStatus | undefined; page: number; per_page: number };
type LeadUpdate = z.output<typeof leadUpdateBodySchema>;
type Deps = {
  db: Db;
  clock: Clock;
  access: ReferralAccess;
  audit: RecordAudit;
  announce: ReferralAnnouncer;
};

/**
 * Why `phone` cannot be a lead of `referralId`: its own lead has it, or another referrer's (a
 * phone is referred once; the database's unique index holds that under any race). Null if free.
 */
async function phoneTaken(db: Db, referralId: number, phone: string, exceptLeadId?: number) {
  const holder = await repo.findLeadByPhone(db, phone);
  if (!holder || holder.id === exceptLeadId) return null;
  return holder.referralId === referralId ? duplicateLead() : alreadyReferred();
}

/** A page of leads matching `filter`, newest first. */
async function leadsPage(
  db: Db,
  filter: Parameters<typeof repo.listLeads>[1],
  query: LeadListQuery,
): Promise<ListPage<Lead>> {
  const { rows, total } = await repo.listLeads(
    db,
    { ...filter, ...(query.status ? { status: query.status } : {}) },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return { data: rows.map(serializeLead), total, page: query.page, perPage: query.per_page };
}

/**
 * Writes only the fields the edit carries (a status move leaves the referrer's notes), with the
 * audit of a status move, in one transaction. A phone another request took meanwhile → 409.
 */
async function saveEdit(
  deps: Deps,
  actor: ReferralCaller,
  target: { lead: ReferralLeadRow; referral: ReferralRow; moving: boolean; phone: string | null },
  body: LeadUpdate,
): Promise<ReferralLeadRow> {
  const { lead, referral, moving, phone } = target;
  const now = deps.clock.now();
  const saving = deps.db.transaction(async (tx) => {
    const saved = await repo.updateLead(tx, lead.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(phone !== null ? { phone } : {}),
      ...(body.company_name !== undefined ? { companyName: body.company_name } : {}),
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
      ...(moving && body.status ? { status: body.status } : {}),
      updatedAt: now,
    });
    if (!saved) throw leadNotFound();
    if (moving && body.status) {
      await deps.audit(tx, {
        actorId: actor.id,
        action: 'referral_lead.status_changed',
        companyId: referral.companyId,
        subject: { type: 'referral_lead', id: lead.id, name: lead.name },
        before: { status: LEAD_STATUS_NAMES[lead.status] },
        after: { status: LEAD_STATUS_NAMES[body.status] },
      });
    }
    return saved;
  });
  return saving.catch(async (error: unknown) => {
    if (phone === null || !isUniqueViolation(error)) throw error;
    throw (await phoneTaken(deps.db, referral.id, phone, lead.id)) ?? alreadyReferred();
  });
}

/**
 * The referrer's leads (/api/referral-leads) and the staff's list of all leads. A
 * referrer sees and edits the leads of its current company; staff of that company move a lead's
 * status (audited). Another company's lead answers 404.
 */
export function createReferralLeadsService(deps: Deps) {
  const { db, clock, access } = deps;
  return { list, show, store, update, remove, staffList };

  async function currentReferral(actor: ReferralCaller) {
    const { companyId } = await access.currentCompany(actor);
    return referralOf(db, companyId, clock.now());
  }

  /** The lead when the actor is in its referrer company or is its staff; 404 otherwise. */
  async function visibleLead(actor: ReferralCaller, id: number) {
    const lead = await repo.findLead(db, id);
    const referral = lead ? await repo.findReferral(db, lead.referralId) : null;
    if (!lead || !referral) throw leadNotFound();
    const staff = await access.isStaffOf(actor, referral.companyId);
    if (!staff && !(await repo.isCompanyMember(db, referral.companyId, actor.id))) {
      throw leadNotFound();
    }
    return { lead, referral, staff };
  }

  async function list(actor: ReferralCaller, query: LeadListQuery): Promise<ListPage<Lead>> {
    const referral = await currentReferral(actor);
    return leadsPage(db, { referralId: referral.id }, query);
  }

  async function show(actor: ReferralCaller, id: number): Promise<Lead> {
    return serializeLead((await visibleLead(actor, id)).lead);
  }

  /**
   * A lead typed in by hand, once the company has joined the programme (409 before): 409 on a
   * phone already among anyone's leads; never one's own member.
   */
  async function store(
    actor: ReferralCaller,
    body: z.output<typeof leadBodySchema>,
  ): Promise<Lead> {
    const referral = await currentReferral(actor);
    if (referral.status !== REFERRAL_STATUS.ACTIVE) throw notJoined();
    if (await repo.companyHasMemberPhone(db, referral.companyId, body.phone)) {
      throw ownMemberLead();
    }
    const taken = await phoneTaken(db, referral.id, body.phone);
    if (taken) throw taken;
    const now = clock.now();
    const row = await repo.insertLead(db, {
      referralId: referral.id,
      name: body.name,
      phone: body.phone,
      companyName: body.company_name,
      comment: body.comment,
      status: 'new',
      source: 'manual',
      createdAt: now,
      updatedAt: now,
    });
    // Another request took the phone between the check and the insert: the index refused it.
    if (!row) throw (await phoneTaken(db, referral.id, body.phone)) ?? alreadyReferred();
    await deps.announce([], [{ company_id: referral.companyId, reason: 'lead' }]);
    return serializeLead(row);
  }

  /** The referrer edits its notes; the status only staff move (audited). */
  async function update(actor: ReferralCaller, id: number, body: LeadUpdate): Promise<Lead> {
    const { lead, referral, staff } = await visibleLead(actor, id);
    const moving = body.status !== undefined && body.status !== lead.status;
    if (moving && !staff) throw leadStatusStaffOnly();
    const phone = body.phone !== undefined && body.phone !== lead.phone ? body.phone : null;
    const taken = phone === null ? null : await phoneTaken(db, referral.id, phone, lead.id);
    if (taken) throw taken;
    const row = await saveEdit(deps, actor, { lead, referral, moving, phone }, body);
    await deps.announce([], [{ company_id: referral.companyId, reason: 'lead' }]);
    return serializeLead(row);
  }

  /** The referrer deletes a manual lead still «Новый»; staff any lead without a company. */
  async function remove(actor: ReferralCaller, id: number): Promise<void> {
    const { lead, referral, staff } = await visibleLead(actor, id);
    const own = lead.source === 'manual' && lead.status === 'new';
    if (!own && !(staff && lead.companyId === null)) throw leadNotDeletable();
    await repo.deleteLead(db, lead.id);
    await deps.announce([], [{ company_id: referral.companyId, reason: 'lead' }]);
  }

  /**
   * GET /staff/referral-leads: admins see all, managers the leads of the referrer companies they
   * serve — one query, paged in the database.
   */
  async function staffList(actor: ReferralCaller, query: LeadListQuery): Promise<ListPage<Lead>> {
    access.assertStaff(actor);
    return leadsPage(db, isAdmin(actor.roleSlug) ? {} : { servedBy: actor.id }, query);
  }
}

export type ReferralLeadsService = ReturnType<typeof createReferralLeadsService>;
