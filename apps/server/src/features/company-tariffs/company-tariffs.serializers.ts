import {
  canDeleteCompanyTariff,
  COMPANY_TARIFF_STATUS_NAMES,
  type CompanyTariffHistoryEntry,
  type CompanyTariffResource,
} from '@kabinet/domain/tariffs';

import type { CompanyTariffHistoryRow } from '../../db/schema/company-tariffs.ts';

import type { CompanyTariffWithTariff } from './company-tariffs.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** docs/api/tariffs.md CompanyTariff: SPEC §3 fields, Russian status name and what may be done. */
export function serializeCompanyTariff(row: CompanyTariffWithTariff): CompanyTariffResource {
  const info = row.info as CompanyTariffResource['info'];
  return {
    id: row.id,
    company_id: row.companyId,
    tariff_id: row.tariffId,
    tariff_slug: row.tariffSlug ?? (typeof info?.slug === 'string' ? info.slug : ''),
    tariff_name: (typeof info?.name === 'string' ? info.name : null) ?? row.tariffName ?? '',
    status: row.status,
    status_name: COMPANY_TARIFF_STATUS_NAMES[row.status],
    date_connect: row.dateConnect,
    pay_months_count: row.payMonthsCount,
    amount: row.amount,
    info: info ?? null,
    can_delete: canDeleteCompanyTariff(row.status),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    connected_at: iso(row.connectedAt),
  };
}

/** One history row with Russian status names and the actor (null when deleted or automatic). */
export function serializeHistoryEntry(item: {
  entry: CompanyTariffHistoryRow;
  actorName: string | null;
  actorLastName: string | null;
}): CompanyTariffHistoryEntry {
  const { entry } = item;
  const actorName = [item.actorLastName, item.actorName].filter(Boolean).join(' ');
  return {
    id: entry.id,
    company_tariff_id: entry.companyTariffId,
    from_status: entry.fromStatus,
    from_status_name: entry.fromStatus ? COMPANY_TARIFF_STATUS_NAMES[entry.fromStatus] : '',
    to_status: entry.toStatus,
    to_status_name: COMPANY_TARIFF_STATUS_NAMES[entry.toStatus],
    actor: entry.actorUserId ? { id: entry.actorUserId, name: actorName } : null,
    comment: entry.comment ?? '',
    at: entry.at.toISOString(),
  };
}
