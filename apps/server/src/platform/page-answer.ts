import type { PaginatedEnvelope, PaginationLinks } from '@kabinet/domain/shared';

/** One page of a list before its links are built (the admin lists count and offset). */
export type ListPage<T> = { data: T[]; total: number; page: number; perPage: number };

/** Laravel links: the same path and query with another `page`. */
function pageLinks(url: string, page: number, lastPage: number): PaginationLinks {
  const link = (target: number) => {
    const parsed = new URL(url, 'http://local');
    parsed.searchParams.set('page', String(target));
    return `${parsed.pathname}${parsed.search}`;
  };
  return {
    first: link(1),
    last: link(lastPage),
    prev: page > 1 ? link(page - 1) : null,
    next: page < lastPage ? link(page + 1) : null,
  };
}

/**
 * ARCHITECTURE §2: a page answered as `{ data, meta, links }` (SPEC §3 pagination meta), with the
 * links built from the request's own URL.
 */
export function pageAnswer<T>(url: string, page: ListPage<T>): PaginatedEnvelope<T> {
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  return {
    data: page.data,
    meta: {
      current_page: page.page,
      last_page: lastPage,
      per_page: page.perPage,
      total: page.total,
    },
    links: pageLinks(url, page.page, lastPage),
  };
}
