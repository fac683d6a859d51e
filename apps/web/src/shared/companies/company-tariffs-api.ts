import type { CompanyTariffResource } from '@kabinet/domain/tariffs';

import { http, type DataEnvelope } from '../http/http.ts';

/**
 * GET /api/company-tariffs-by-active: a company's tariffs, newest first — the active company's
 * without `companyId`, or the given one's (its users, assigned staff and admins). The tariff
 * pages, the main page's summary and the client card all read it.
 */
export function fetchCompanyTariffs(options: { companyId?: number; signal?: AbortSignal }) {
  const { companyId, signal } = options;
  return http
    .get<DataEnvelope<CompanyTariffResource[]>>('/api/company-tariffs-by-active', {
      ...(companyId === undefined ? {} : { query: { company_id: companyId } }),
      ...(signal ? { signal } : {}),
    })
    .then((body) => body.data);
}
