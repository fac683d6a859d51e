import { kopecksToRoubles, parseKopecks } from '@kabinet/domain/money';
import {
  MAX_SERVICE_PRICE_KOPECKS,
  serviceBodySchema,
  type Service,
  type ServiceBody,
  type ServiceCategory,
} from '@kabinet/domain/services';

import { messagesByField } from '../../shared/lib/zod-form.ts';

/** The admin's service form: the price in roubles, the documents one per line. */
export type ServiceFormValues = {
  name: string;
  description: string;
  category: ServiceCategory | '';
  price_roubles: number | string;
  price_from: boolean;
  turnaround: string;
  documents: string;
  /** Options with the price in roubles; `code` kept from the service (new: generated). */
  options: ServiceOptionFormValues[];
  quantity_label: string;
  is_active: boolean;
  sort: number | string;
};

/** One option row of the admin's form. */
export type ServiceOptionFormValues = {
  code: string;
  name: string;
  price_roubles: number | string;
};

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  name: '',
  description: '',
  category: '',
  price_roubles: '',
  price_from: false,
  turnaround: '',
  documents: '',
  options: [],
  quantity_label: '',
  is_active: true,
  sort: 0,
};

/** A code for a new option that none of `taken` has: opt1, opt2, … */
export function newOptionCode(taken: readonly { code: string }[]): string {
  const codes = new Set(taken.map((option) => option.code));
  let index = 1;
  while (codes.has(`opt${index}`)) index += 1;
  return `opt${index}`;
}

/** The largest price the form takes, in roubles. */
export const MAX_PRICE_ROUBLES = kopecksToRoubles(MAX_SERVICE_PRICE_KOPECKS);

export function formValuesOf(service: Service): ServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    price_roubles: kopecksToRoubles(service.price_kopecks),
    price_from: service.price_from,
    turnaround: service.turnaround,
    documents: service.documents.join('\n'),
    options: service.options.map((option) => ({
      code: option.code,
      name: option.name,
      price_roubles: kopecksToRoubles(option.price_kopecks),
    })),
    quantity_label: service.quantity_label,
    is_active: service.is_active,
    sort: service.sort,
  };
}

/** The form's field a body path's message belongs to (`price_kopecks` → `price_roubles`). */
function formField(path: string): string {
  if (path === 'price_kopecks') return 'price_roubles';
  if (path.startsWith('documents')) return 'documents';
  // options.1.price_kopecks → options.1.price_roubles (the row's field), options → options.
  const option = /^options\.(\d+)\.(\w+)/.exec(path);
  if (option) {
    const field = option[2] === 'price_kopecks' ? 'price_roubles' : option[2];
    return `options.${option[1]}.${field}`;
  }
  if (path.startsWith('options')) return 'options';
  return path;
}

/** The form's values → the body the server takes, or the Russian messages by form field. */
export function serviceBodyOf(
  values: ServiceFormValues,
): { body: ServiceBody; errors: null } | { body: null; errors: Record<string, string> } {
  const price =
    values.price_roubles === '' ? undefined : (parseKopecks(values.price_roubles) ?? Number.NaN);
  const result = serviceBodySchema.safeParse({
    ...values,
    category: values.category || undefined,
    price_kopecks: price,
    documents: values.documents
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    options: values.options.map((option) => ({
      code: option.code,
      name: option.name,
      price_kopecks:
        option.price_roubles === ''
          ? undefined
          : (parseKopecks(option.price_roubles) ?? Number.NaN),
    })),
    sort: values.sort === '' ? 0 : Number(values.sort),
  });
  if (result.success) return { body: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(messagesByField(result.error.issues))) {
    const field = formField(path);
    if (!(field in errors)) errors[field] = message;
  }
  return { body: null, errors };
}

/** Server 422 fields → the form's fields. */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = formField(path);
    if (!(field in mapped)) mapped[field] = message;
  }
  return mapped;
}
