import type { Analytics, DateRange } from '@kabinet/domain/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';

/** Query keys of analytics: a company's figures per period. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  company: (companyId: number) => [...analyticsKeys.all, companyId] as const,
  period: (companyId: number, range: DateRange) =>
    [...analyticsKeys.company(companyId), range.from, range.to] as const,
};

/** GET /api/v1/companies/{id}/analytics?from=&to= (docs/api/analytics.md). */
export const analyticsQuery = (companyId: number, range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.period(companyId, range),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Analytics>>(`/api/v1/companies/${companyId}/analytics`, {
          signal,
          query: { from: range.from, to: range.to },
        })
        .then((body) => body.data),
    placeholderData: (previous) => previous,
  });

export const useAnalytics = (companyId: number, range: DateRange) =>
  useQuery(analyticsQuery(companyId, range));
