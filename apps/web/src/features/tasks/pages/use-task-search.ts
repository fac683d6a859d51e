import { useSearchParams } from 'react-router';

import { filtersFromSearch } from '../model.ts';

type Change = Partial<{
  status: 'open' | 'done';
  mine: boolean;
  overdue: boolean;
  kind: string | null;
  page: number;
  company: number | null;
  task: number | null;
}>;

type SetParam = (name: string, value: string | null) => void;

/** Writes the filters `next` names; null takes one out of the address (its default). */
function writeFilters(set: SetParam, next: Change) {
  if (next.status !== undefined) set('status', next.status === 'done' ? 'done' : null);
  if (next.mine !== undefined) set('mine', next.mine ? '1' : null);
  if (next.overdue !== undefined) set('overdue', next.overdue ? '1' : null);
  if (next.kind !== undefined) set('kind', next.kind);
  if (next.company !== undefined) set('company', next.company ? String(next.company) : null);
}

/** The page's filters and open task live in its address, so a notice can link to `?task=12`. */
export function useTaskSearch() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const change = (next: Change) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        const set: SetParam = (name, value) =>
          value === null ? params.delete(name) : params.set(name, value);
        writeFilters(set, next);
        if (next.task !== undefined) set('task', next.task ? String(next.task) : null);
        // Any filter change starts from the first page.
        if (next.page !== undefined) set('page', next.page > 1 ? String(next.page) : null);
        else if (next.task === undefined) params.delete('page');
        return params;
      },
      { replace: next.task === undefined },
    );
  };
  return { filters, change };
}
