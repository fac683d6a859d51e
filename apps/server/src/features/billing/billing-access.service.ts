import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';

import { companyNotFound, invoiceNotFound } from './billing.errors.ts';
import { canSeeCompanyBilling } from './billing.policy.ts';
import * as repo from './billing.repository.ts';

/** The caller of billing calls. */
export type BillingActor = Pick<UserRow, 'id' | 'roleSlug'>;

/** The company when the actor may see its billing; 404 otherwise (no existence leak). */
export async function getVisibleCompany(db: Db, actor: BillingActor, companyId: number) {
  const company = await repo.findBuyer(db, companyId);
  if (!company || !(await canSeeCompanyBilling(db, actor, companyId))) throw companyNotFound();
  return company;
}

/** The invoice when the actor may see its company's billing; 404 otherwise. */
export async function getVisibleInvoice(db: Db, actor: BillingActor, invoiceId: number) {
  const invoice = await repo.findInvoice(db, invoiceId);
  if (!invoice || !(await canSeeCompanyBilling(db, actor, invoice.companyId))) {
    throw invoiceNotFound();
  }
  return invoice;
}
