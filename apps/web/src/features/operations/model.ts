import { percentOf } from '@kabinet/domain/shared';
import { parseKopecks } from '@kabinet/domain/money';
import type { OperationDirection, OperationsFilter } from '@kabinet/domain/operations';

/** The filters bar as people fill it: roubles as typed, empty meaning «any». */
export interface FilterForm {
  from: string;
  to: string;
  direction: '' | OperationDirection;
  counterparty: string;
  category: string;
  amountMin: string;
  amountMax: string;
  search: string;
}

export const EMPTY_FILTER_FORM: FilterForm = {
  from: '',
  to: '',
  direction: '',
  counterparty: '',
  category: '',
  amountMin: '',
  amountMax: '',
  search: '',
};

/** The form → the API's filter; an amount that is not a sum is left out (the field says so). */
export function filterOf(form: FilterForm): OperationsFilter {
  const amount = (text: string) => {
    const kopecks = text.trim() ? parseKopecks(text) : null;
    return kopecks !== null && kopecks >= 0 ? kopecks : undefined;
  };
  const text = (value: string) => value.trim() || undefined;
  return {
    from: text(form.from),
    to: text(form.to),
    direction: form.direction || undefined,
    counterparty: text(form.counterparty),
    category: text(form.category),
    amount_min: amount(form.amountMin),
    amount_max: amount(form.amountMax),
    search: text(form.search),
  };
}

/** A typed amount that is not a sum in roubles, for the field's message. */
export function amountError(text: string): string | null {
  if (!text.trim()) return null;
  const kopecks = parseKopecks(text);
  return kopecks === null || kopecks < 0 ? 'Сумма в рублях, например 15 000,50' : null;
}

/** The filter as query-string values, without the empty ones. */
export function filterQuery(filter: OperationsFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** The current month 'YYYY-MM' of a local date 'YYYY-MM-DD'. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The upload's bar: the file going up is the first fifth, the import's lines the rest. */
export function importShare(stage: { uploaded: number; processed: number; total: number }) {
  const lines = stage.total > 0 ? stage.processed / stage.total : 0;
  return Math.round(percentOf(stage.uploaded * 0.2 + lines * 0.8, 1));
}
