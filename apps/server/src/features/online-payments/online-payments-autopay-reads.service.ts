import { tariffMonthChargeKopecks } from '@kabinet/domain/billing';
import { addMonths, hasManagerRights, isAdmin, localDate } from '@kabinet/domain/shared';
import type {
  AutopayCharge,
  AutopayCompany,
  AutopayNextCharge,
} from '@kabinet/domain/online-payments';

import type { Db } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import type { BillingActor } from '../billing/billing-access.service.ts';
import { tariffMonthsCharged } from '../billing/billing-month.service.ts';
import { filterCanUseCompany } from '../companies/companies.policy.ts';

import * as repo from './online-payments-autopay.repository.ts';
import { serializeAutopayCharge } from './online-payments-autopay.serializers.ts';
import { serializeSavedMethod } from './online-payments.serializers.ts';

/** The company's latest month's charge as the client and staff read it; null before the first. */
export async function readLastCharge(db: Db, companyId: number): Promise<AutopayCharge | null> {
  const [last] = await repo.listLastCharges(db, [companyId]);
  return last ? serializeAutopayCharge(last.charge, last.totalKopecks) : null;
}

/**
 * What autopay will charge next: the 1st of next month (Moscow) at the month charge of the
 * tariff the month job charges next (pricing's own month charge); null without one.
 */
export async function readNextCharge(
  db: Db,
  companyId: number,
  now: Date,
): Promise<AutopayNextCharge | null> {
  const tariff = await repo.findNextChargedTariff(db, companyId);
  if (!tariff) return null;
  const index = await tariffMonthsCharged(db, tariff.id);
  const amount = tariffMonthChargeKopecks(tariff.info, index);
  if (amount <= 0) return null;
  return { date: `${addMonths(localDate(now).slice(0, 7), 1)}-01`, amount_kopecks: amount };
}

/**
 * GET /admin/online-payments/autopay: companies with a saved method or autopay on, with their
 * latest charge, failures first. The /admin area is admin's and crm's (the app's guard refuses
 * others with 403); the check here keeps the list to companies whose billing the caller manages.
 */
export async function listAutopayCompanies(db: Db, actor: BillingActor): Promise<AutopayCompany[]> {
  if (!isAdmin(actor.roleSlug) && !hasManagerRights(actor.roleSlug)) {
    throw forbidden('Недостаточно прав для действий со счетами.', 'online_payments.not_staff');
  }
  const all = await repo.listAutopayCompanies(db);
  const rows = isAdmin(actor.roleSlug)
    ? all
    : await filterCanUseCompany(
        db,
        all.map((row) => ({ ...row, userId: actor.id, companyId: row.profile.companyId })),
      );
  const charges = await repo.listLastCharges(
    db,
    rows.map((row) => row.profile.companyId),
  );
  const lastOf = new Map(charges.map((last) => [last.charge.companyId, last]));
  const list: AutopayCompany[] = rows.map(({ profile, name }) => {
    const last = lastOf.get(profile.companyId);
    return {
      company_id: profile.companyId,
      company_name: name,
      saved_method: serializeSavedMethod(profile),
      autopay: profile.autopay,
      last_charge: last ? serializeAutopayCharge(last.charge, last.totalKopecks) : null,
    };
  });
  const failing = (item: AutopayCompany) =>
    item.last_charge?.status === 'failed' || item.last_charge?.status === 'stopped' ? 0 : 1;
  return list.sort(
    (a, b) => failing(a) - failing(b) || a.company_name.localeCompare(b.company_name, 'ru'),
  );
}
