import { localDate, hasManagerRights, isAdmin } from '@kabinet/domain/shared';
import {
  INVOICE_STATUS,
  OPEN_INVOICE_STATUSES,
  STAFF_INVOICES_LIMIT,
  type StaffInvoice,
  type StaffInvoicesQuery,
} from '@kabinet/domain/billing';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

import type { BillingActor } from './billing-access.service.ts';
import { notBillingStaff } from './billing.errors.ts';
import { listStaffInvoices } from './billing-staff-invoices.repository.ts';
import { serializeStaffInvoice } from './billing-staff-invoices.serializers.ts';

/** The invoices waiting for money that the staff home shows. */
export function createStaffInvoicesService(deps: { db: Db; clock: Clock }) {
  return { listServedInvoices };

  /**
   * The open (or only the overdue) invoices of the companies the actor serves, as «Клиенты»
   * decides: admin and crm every company, a manager the companies assigned to them; others 403.
   */
  async function listServedInvoices(
    actor: BillingActor,
    query: StaffInvoicesQuery,
  ): Promise<StaffInvoice[]> {
    if (!hasManagerRights(actor.roleSlug)) throw notBillingStaff();
    const rows = await listStaffInvoices(deps.db, {
      statuses: query.status === 'overdue' ? [INVOICE_STATUS.OVERDUE] : OPEN_INVOICE_STATUSES,
      assignedTo: isAdmin(actor.roleSlug) ? undefined : actor.id,
      limit: STAFF_INVOICES_LIMIT,
    });
    const today = localDate(deps.clock.now());
    return rows.map((row) => serializeStaffInvoice(row, today));
  }
}

export type StaffInvoicesService = ReturnType<typeof createStaffInvoicesService>;
