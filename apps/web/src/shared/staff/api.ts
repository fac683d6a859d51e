import type { StaffMember } from '@kabinet/domain/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../http/http.ts';

export const staffKeys = {
  all: ['admin', 'managers'] as const,
};

/**
 * GET /admin/managers: the firm's staff (role slugs with manager rights, SPEC §6) with their load
 * and settings; admin only.
 */
export const staffQuery = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<StaffMember[]>>('/api/v1/admin/managers', { signal })
        .then((body) => body.data),
    staleTime: 5 * 60_000,
  });

export const useStaff = (enabled: boolean) => useQuery({ ...staffQuery(), enabled });
