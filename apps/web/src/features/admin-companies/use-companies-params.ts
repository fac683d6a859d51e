import { useRef } from 'react';
import { useSearchParams } from 'react-router';

import { paramsWith } from './model.ts';

/**
 * The page's filters and open company live in the URL. Each change builds on the last one asked
 * for, not on the render it came from: the search box commits after a debounce, and a change
 * computed from older params undid what happened meanwhile (a company opened right after typing
 * closed again on a busy machine).
 */
export function useCompaniesParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const rendered = useRef(params.toString());
  if (params.toString() !== rendered.current) {
    // The URL moved (our own change arriving, or back/forward): follow it.
    rendered.current = params.toString();
    latest.current = params;
  }
  const update = (changes: Parameters<typeof paramsWith>[1]) => {
    latest.current = paramsWith(latest.current, changes);
    setParams(latest.current);
  };
  return [params, update] as const;
}
