import type { PaginationMeta } from '@kabinet/domain/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../http/http.ts';

/** The page size of the admin lists. */
const PER_PAGE = 20;

type Query = Record<string, string | number | undefined>;

/**
 * One admin list under `/api/v1/admin/{name}`: its keys, the server-filtered page (the previous
 * page stays on screen while the next loads) and one row by id for the drawer.
 */
export function adminResource<Row, Filters extends { page: number }>(
  name: string,
  toQuery: (filters: Filters) => Query,
) {
  const base = `/api/v1/admin/${name}`;
  const keys = {
    all: ['admin', name] as const,
    list: (filters: Filters) => ['admin', name, 'list', filters] as const,
    detail: (id: number) => ['admin', name, id] as const,
  };
  const listQuery = (filters: Filters) =>
    queryOptions({
      queryKey: keys.list(filters),
      queryFn: ({ signal }) =>
        http.get<{ data: Row[]; meta: PaginationMeta }>(base, {
          signal,
          query: { ...toQuery(filters), page: filters.page, per_page: PER_PAGE },
        }),
      placeholderData: keepPreviousData,
    });
  const detailQuery = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) =>
        http.get<DataEnvelope<Row>>(`${base}/${id}`, { signal }).then((body) => body.data),
    });
  return {
    base,
    keys,
    listQuery,
    detailQuery,
    useList: (filters: Filters, enabled: boolean) => useQuery({ ...listQuery(filters), enabled }),
    useDetail: (id: number | null) => useQuery({ ...detailQuery(id ?? 0), enabled: id !== null }),
  };
}
