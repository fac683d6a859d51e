import {
  COMPANY_TARIFF_STATUS_NAMES,
  type CompanyTariffResource,
  type CompanyTariffStatus,
} from '@kabinet/domain/tariffs';

/** A company tariff as GET /api/company-tariffs-by-active answers it: «Финансовый», 3 months. */
export function homeTariff(
  status: CompanyTariffStatus,
  overrides: Partial<CompanyTariffResource> = {},
): CompanyTariffResource {
  return {
    id: 40,
    company_id: 1,
    tariff_id: 2,
    tariff_slug: 'tariff_2',
    tariff_name: 'Финансовый',
    status,
    status_name: COMPANY_TARIFF_STATUS_NAMES[status],
    date_connect: '2026-11-21',
    pay_months_count: 3,
    amount: 9375,
    info: { slug: 'tariff_2', total: 3125, sale: 5, months: 3, params: {} },
    can_delete: false,
    created_at: '2026-11-21T09:00:00Z',
    updated_at: '2026-11-21T09:00:00Z',
    connected_at: null,
    ...overrides,
  };
}
