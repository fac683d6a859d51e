import type { ParamValue, ParamValues, TariffParam } from './tariffs.schemas.ts';

type Value = ParamValue | undefined;

/** TARIFF-PRICING §1.1: a value is empty when it is null, missing or ''; 0, false and [] are values. */
export function isEmptyValue(value: Value): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** TARIFF-PRICING §1.3: a parent activates its children unless empty, false, 0 or []. */
export function isActivatingValue(value: Value): boolean {
  if (isEmptyValue(value) || value === false || value === 0) return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** Option values compare as strings: the wire may carry 3 or '3' for the same option. */
export function sameOptionValue(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && String(a) === String(b);
}

/**
 * TARIFF-PRICING §1.2: a RADIO or RADIO_BTN value that matches no option becomes
 * settings.default_value when that matches an option, otherwise it is cleared (null).
 * A matching value is returned as the option's own value; empty values stay empty (they are
 * reported as missing, §1.5). Other types are returned unchanged.
 */
export function normalizeParamValue(param: TariffParam, value: Value): Value {
  if (param.type !== 'RADIO' && param.type !== 'RADIO_BTN') return value;
  if (isEmptyValue(value)) return value;
  const matching = param.options.find((option) => sameOptionValue(value, option.value));
  if (matching) return matching.value;
  const fallback = param.settings?.default_value;
  const byDefault = param.options.find((option) => sameOptionValue(fallback, option.value));
  return byDefault ? byDefault.value : null;
}

/** TARIFF-PRICING §1.2: `normalizeParamValue` applied to every param; other keys are kept. */
export function normalizeValues(params: readonly TariffParam[], values: ParamValues): ParamValues {
  const result: Record<string, Value> = { ...values };
  for (const param of params) {
    if (param.slug in result) result[param.slug] = normalizeParamValue(param, result[param.slug]);
  }
  return result;
}

/**
 * TARIFF-PRICING §1.3: a param with settings.parent_id is active only while its parent is
 * active and holds an activating value. A missing parent (or a cycle) makes it inactive.
 */
export function isParamActive(
  param: TariffParam,
  params: readonly TariffParam[],
  values: ParamValues,
  seen: ReadonlySet<number> = new Set(),
): boolean {
  const parentId = param.settings?.parent_id;
  if (parentId === null || parentId === undefined || parentId === '') return true;
  const parent = params.find((candidate) => sameOptionValue(candidate.id, parentId));
  if (!parent || seen.has(param.id)) return false;
  const nextSeen = new Set(seen).add(param.id);
  return isParamActive(parent, params, values, nextSeen) && isActivatingValue(values[parent.slug]);
}

/** TARIFF-PRICING §1.4: a param is skipped for a tariff whose id or slug is in tariffs_to_skip. */
export function isSkippedForTariff(
  param: TariffParam,
  tariff: { id: number; slug: string },
): boolean {
  const skip = param.settings?.tariffs_to_skip ?? [];
  return skip.some((item) => sameOptionValue(item, tariff.id) || item === tariff.slug);
}

/**
 * TARIFF-PRICING §1.5: the wizard starts each param from its `value`, else from
 * settings.default_value (null when neither is set).
 */
export function initialWizardValues(params: readonly TariffParam[]): ParamValues {
  const result: Record<string, Value> = {};
  for (const param of params) {
    const start = isEmptyValue(param.value) ? param.settings?.default_value : param.value;
    result[param.slug] = normalizeParamValue(param, start ?? null);
  }
  return result;
}

/**
 * TARIFF-PRICING §1.2 and §1.6 / SPEC §5: before a draft or a connection is sent, values are
 * normalised and every empty value takes settings.not_empty_value (when that is set).
 */
export function normalizeValuesForSending(
  params: readonly TariffParam[],
  values: ParamValues,
): ParamValues {
  const result: Record<string, Value> = { ...normalizeValues(params, values) };
  for (const param of params) {
    const replacement = param.settings?.not_empty_value;
    if (isEmptyValue(result[param.slug]) && !isEmptyValue(replacement)) {
      result[param.slug] = replacement;
    }
  }
  return result;
}
