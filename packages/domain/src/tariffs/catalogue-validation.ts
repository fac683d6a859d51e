import { sameOptionValue } from './normalize-values.ts';
import type { IndividualParams, Tariff, TariffParam } from './tariffs.schemas.ts';

/** Field path → Russian messages, the shape of a 422 answer's `errors`. */
export type CatalogueErrors = Record<string, string[]>;

/** Russian messages of the admin catalogue checks (/admin/params). */
export const CATALOGUE_MESSAGES = {
  price: 'Цена — целое число рублей, не меньше 0.',
  sale: 'Скидка — целое число от 0 до 100.',
  duplicateValue: 'Значения вариантов не должны повторяться.',
  duplicateSlug: 'Код параметра повторяется.',
  parentMissing: 'Родительский параметр не найден.',
  parentSelf: 'Параметр не может зависеть от себя.',
  skipMissing: 'Тариф для пропуска не найден.',
  unknownOption: 'У параметра нет такого варианта.',
  unknownParam: 'Параметр не найден.',
} as const;

const isPrice = (value: unknown) =>
  value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0);
const isPercent = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100);

function add(errors: CatalogueErrors, path: string, message: string) {
  (errors[path] ??= []).push(message);
}

function checkOptions(param: TariffParam, path: string, errors: CatalogueErrors) {
  const seen: string[] = [];
  param.options.forEach((option, index) => {
    const at = `${path}.options.${index}`;
    for (const key of [
      'price',
      'first_month_price',
      'init_price',
      'init_first_month_price',
    ] as const) {
      if (!isPrice(option[key])) add(errors, `${at}.${key}`, CATALOGUE_MESSAGES.price);
    }
    for (const key of ['sale', 'first_month_sale'] as const) {
      if (!isPercent(option[key])) add(errors, `${at}.${key}`, CATALOGUE_MESSAGES.sale);
    }
    if (seen.includes(String(option.value))) {
      add(errors, `${at}.value`, CATALOGUE_MESSAGES.duplicateValue);
    }
    seen.push(String(option.value));
  });
}

function checkSettings(
  param: TariffParam,
  path: string,
  catalogue: { params: readonly TariffParam[]; tariffs: readonly Tariff[] },
  errors: CatalogueErrors,
) {
  const parentId = param.settings?.parent_id;
  if (parentId !== null && parentId !== undefined && parentId !== '') {
    if (sameOptionValue(parentId, param.id)) {
      add(errors, `${path}.settings.parent_id`, CATALOGUE_MESSAGES.parentSelf);
    } else if (!catalogue.params.some((other) => sameOptionValue(other.id, parentId))) {
      add(errors, `${path}.settings.parent_id`, CATALOGUE_MESSAGES.parentMissing);
    }
  }
  for (const skip of param.settings?.tariffs_to_skip ?? []) {
    const known = catalogue.tariffs.some((t) => sameOptionValue(t.id, skip) || t.slug === skip);
    if (!known) add(errors, `${path}.settings.tariffs_to_skip`, CATALOGUE_MESSAGES.skipMissing);
  }
}

/**
 * Admin catalogue: whole-rouble prices ≥ 0, whole-percent sales 0–100, unique option
 * values and param slugs, parent_id an existing other param, tariffs_to_skip existing tariffs.
 * Returns errors keyed by path (`params.3.options.0.price`); empty when the catalogue is valid.
 */
export function validateTariffParams(
  params: readonly TariffParam[],
  tariffs: readonly Tariff[],
): CatalogueErrors {
  const errors: CatalogueErrors = {};
  const slugs: string[] = [];
  params.forEach((param, index) => {
    const path = `params.${index}`;
    if (slugs.includes(param.slug)) add(errors, `${path}.slug`, CATALOGUE_MESSAGES.duplicateSlug);
    slugs.push(param.slug);
    checkOptions(param, path, errors);
    checkSettings(param, path, { params, tariffs }, errors);
  });
  return errors;
}

/**
 * Admin tariff: tariff_price and the first-month price whole roubles ≥ 0, and every
 * per-param override naming an existing option with a whole-rouble price.
 */
export function validateIndividualParams(
  individual: IndividualParams,
  params: readonly TariffParam[],
): CatalogueErrors {
  const errors: CatalogueErrors = {};
  const base = 'individual_params';
  if (!isPrice(individual.tariff_price)) {
    add(errors, `${base}.tariff_price`, CATALOGUE_MESSAGES.price);
  }
  if (!isPrice(individual.tariff_first_month_price)) {
    add(errors, `${base}.tariff_first_month_price`, CATALOGUE_MESSAGES.price);
  }
  for (const param of params) {
    const override = individual[param.slug] as { options?: unknown } | undefined;
    if (!override || !Array.isArray(override.options)) continue;
    (override.options as Record<string, unknown>[]).forEach((option, index) => {
      const at = `${base}.${param.slug}.options.${index}`;
      const known = param.options.some((own) => sameOptionValue(own.value, option.value));
      if (!known) add(errors, `${at}.value`, CATALOGUE_MESSAGES.unknownOption);
      if (!isPrice(option.price)) add(errors, `${at}.price`, CATALOGUE_MESSAGES.price);
      if (!isPrice(option.first_month_price)) {
        add(errors, `${at}.first_month_price`, CATALOGUE_MESSAGES.price);
      }
    });
  }
  return errors;
}
