import { COMPANY_STATUSES } from '@kabinet/domain/companies';

import { listParamsWith } from '../../shared/lib/list-params.ts';

/** Filters of /admin/companies, kept in the URL so a filtered list can be shared. */
export interface AdminCompaniesFilters {
  search: string;
  status: string;
  /** A manager id, 'none' for companies without a manager, '' for all. */
  manager: string;
  page: number;
}

export function filtersFromParams(params: URLSearchParams): AdminCompaniesFilters {
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  return {
    search: params.get('search') ?? '',
    status: (COMPANY_STATUSES as readonly string[]).includes(status) ? status : '',
    manager: params.get('manager') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Changing a filter goes back to page 1; empty values leave the URL. */
export function paramsWith(
  params: URLSearchParams,
  changes: Partial<AdminCompaniesFilters> & { company?: number | null },
): URLSearchParams {
  return listParamsWith(params, changes, ['search', 'status', 'manager']);
}
