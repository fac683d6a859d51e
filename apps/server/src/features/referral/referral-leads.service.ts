import type {
  Lead,
  LeadStatus,
  leadBodySchema,
  leadUpdateBodySchema,
} from '@kabinet/domain/referral';
import { LEAD_STATUS_NAMES } from '@kabinet/domain/referral';
import { isAdmin } from '@kabinet/domain/shared';
import type * as z from 'zod';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ListPage } from '../../platform/page-answer.ts';
import type { RecordAudit } from '../audit/audit.service.ts';

import type { ReferralAccess, ReferralCaller } from './referral-access.service.ts';
import type { ReferralAnnouncer } from './referral.events.ts';
import { referralOf } from './referral.service.ts';
import {
  duplicateLead,
  leadNotDeletable,
  leadNotFound,
  leadStatusStaffOnly,
  ownMemberLead,
} from './referral.errors.ts';
import * as repo from './referral.repository.ts';
import { serializeLead } from './referral.serializers.ts';

export type LeadListQuery = { status?: LeadStatus | undefined; page: number; per_page: number };

/**
 * Issue 16: the referrer's leads (/api/referral-leads) and the staff's list of all leads. A
 * referrer sees and edits the leads of its current company; staff of that company move a lead's
 * status (audited). Another company's lead answers 404.
 */
export function createReferralLeadsService(deps: {
  db: Db;
  clock: Clock;
  access: ReferralAccess;
  audit: RecordAudit;
  announce: ReferralAnnouncer;
}) {
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
    const { rows, total } = await repo.listLeads(
      db,
      { referralId: referral.id, ...(query.status ? { status: query.status } : {}) },
      { limit: query.per_page, offset: (query.page - 1) * query.per_page },
    );
    return { data: rows.map(serializeLead), total, page: query.page, perPage: query.per_page };
  }

  async function show(actor: ReferralCaller, id: number): Promise<Lead> {
    return serializeLead((await visibleLead(actor, id)).lead);
  }

  /** A lead typed in by hand: 409 on a phone already among the leads; never one's own member. */
  async function store(
    actor: ReferralCaller,
    body: z.output<typeof leadBodySchema>,
  ): Promise<Lead> {
    const referral = await currentReferral(actor);
    if (await repo.companyHasMemberPhone(db, referral.companyId, body.phone)) {
      throw ownMemberLead();
    }
    if (await repo.findLeadByPhone(db, referral.id, body.phone)) throw duplicateLead();
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
    if (!row) throw duplicateLead();
    await deps.announce([], [{ company_id: referral.companyId, reason: 'lead' }]);
    return serializeLead(row);
  }

  /** The referrer edits its notes; the status only staff move (audited). */
  async function update(
    actor: ReferralCaller,
    id: number,
    body: z.output<typeof leadUpdateBodySchema>,
  ): Promise<Lead> {
    const { lead, referral, staff } = await visibleLead(actor, id);
    const moving = body.status !== undefined && body.status !== lead.status;
    if (moving && !staff) throw leadStatusStaffOnly();
    if (body.phone !== undefined && body.phone !== lead.phone) {
      if (await repo.findLeadByPhone(db, referral.id, body.phone)) throw duplicateLead();
    }
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const saved = await repo.updateLead(tx, lead.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
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
    const { rows, total } = await repo.listLeads(
      db,
      {
        ...(query.status ? { status: query.status } : {}),
        ...(isAdmin(actor.roleSlug) ? {} : { servedBy: actor.id }),
      },
      { limit: query.per_page, offset: (query.page - 1) * query.per_page },
    );
    return { data: rows.map(serializeLead), total, page: query.page, perPage: query.per_page };
  }
}

export type ReferralLeadsService = ReturnType<typeof createReferralLeadsService>;
