import type { PaginationMeta } from './envelope.ts';

/** SPEC §9: more pages exist while current_page is below last_page. */
export function hasMorePages(meta: Pick<PaginationMeta, 'current_page' | 'last_page'>): boolean {
  return meta.current_page < meta.last_page;
}
