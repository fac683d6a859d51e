import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A change of a list's URL state: a value, or '' / null to remove it. */
export type ListParamsChange = Record<string, string | number | null | undefined>;

/**
 * A list's filters live in the URL, so a filtered list can be shared. Changing one of
 * `filterKeys` goes back to page 1; empty values (and page 1) leave the URL.
 */
export function listParamsWith(
  params: URLSearchParams,
  changes: ListParamsChange,
  filterKeys: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filterKeys.some((key) => key in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || value === null || value === undefined || (key === 'page' && value === 1)) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}

/**
 * The URL state of a list page and its update. Each change builds on the last one asked for, not
 * on the render it came from: a search box commits after a debounce, and a change computed from
 * older params undid what happened meanwhile (a row opened right after typing closed again on a
 * busy machine).
 */
export function useListParams<C extends ListParamsChange>(
  paramsWith: (params: URLSearchParams, changes: C) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const rendered = useRef(params.toString());
  if (params.toString() !== rendered.current) {
    // The URL moved (our own change arriving, or back/forward): follow it.
    rendered.current = params.toString();
    latest.current = params;
  }
  const update = (changes: C) => {
    latest.current = paramsWith(latest.current, changes);
    setParams(latest.current);
  };
  return [params, update] as const;
}
