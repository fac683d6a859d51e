import { tariffMonthPrice } from '@kabinet/domain/billing';
import {
  formatCount,
  formatDateLong,
  formatMoney,
  MONTH_FORMS,
  pluralRu,
  type PluralForms,
} from '@kabinet/domain/shared';
import {
  amountToPay,
  COMPANY_TARIFF_TRANSITIONS,
  STAFF_TARGET_STATUSES,
  type StaffTargetStatus,
  calculateTariffs,
  comparisonBand,
  type CompanyTariffResource,
  formatSaleText,
  type CompanyTariffStatus,
  isEmptyValue,
  isParamActive,
  missingOnStep,
  PAY_MONTHS_COUNT_SLUG,
  type ParamValue,
  type ParamValues,
  type TariffCalculation,
  type TariffPage,
  type TariffParam,
  type TariffParamOption,
  type TariffsCalculation,
  type TariffWizardStep,
} from '@kabinet/domain/tariffs';

/** A param value as a choice control holds it: text, '' for none. */
export const optionText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** The option of `param` that `value` chooses, if any. */
export function chosenOption(
  param: TariffParam,
  value: ParamValue | undefined,
): TariffParamOption | undefined {
  return param.options.find((option) => optionText(option.value) === optionText(value));
}

/** What a choice control's text `next` stands for: the option's own value (a number stays one). */
export function optionValue(param: TariffParam, next: string): ParamValue {
  return param.options.find((option) => optionText(option.value) === next)?.value ?? next;
}

/** The catalogue part of the tariff page that the engine needs. */
export type Catalogue = Pick<TariffPage, 'params' | 'tariffs' | 'company_tariffs'>;

/** TARIFF-PRICING: the same engine as the server, run on the wizard's current answers. */
export function liveCalculation(catalogue: Catalogue, values: ParamValues): TariffsCalculation {
  return calculateTariffs({
    params: catalogue.params,
    tariffs: catalogue.tariffs,
    values,
    companyTariffs: catalogue.company_tariffs,
  });
}

/** The connection date is HIDDEN in the catalogue but is asked on step 10 with a date input. */
export const DATE_CONNECT_SLUG = 'date_connect';
/** The element the wizard scrolls back to on every step change. */
export const WIZARD_TOP_ID = 'tariff-wizard-top';

/** The TARIFFS param that holds the chosen tariff's id. */
export const TARIFF_ID_SLUG = 'tariff_id';

/** Params a step shows: in the step's order, active ones only, HIDDEN only for the date. */
export function visibleParamsOfStep(
  step: Pick<TariffWizardStep, 'param_slugs'>,
  params: readonly TariffParam[],
  values: ParamValues,
): TariffParam[] {
  return step.param_slugs
    .map((slug) => params.find((param) => param.slug === slug))
    .filter((param): param is TariffParam => param !== undefined)
    .filter((param) => param.type !== 'HIDDEN' || param.slug === DATE_CONNECT_SLUG)
    .filter((param) => isParamActive(param, params, values));
}

/** SPEC §5: the message that stops «Далее» on a step with empty params, or null. */
export function stepBlocker(stepNumber: number, calculation: TariffsCalculation): string | null {
  return missingOnStep(stepNumber, calculation.missing);
}

/** The months chosen on step 10 (pay_months_count), else the first period the catalogue offers. */
export function chosenMonths(params: readonly TariffParam[], values: ParamValues): number {
  const chosen = Number(values[PAY_MONTHS_COUNT_SLUG]);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  const first = params.find((param) => param.slug === PAY_MONTHS_COUNT_SLUG)?.options[0];
  return first ? Number(first.value) : 1;
}

/**
 * A link may preselect a tariff by slug (`?tariff=tariff_2` from the management
 * accounting landing): its id fills step 10 unless the company's answers already chose one.
 */
export function preselectTariff(
  page: Pick<TariffPage, 'values' | 'tariffs'>,
  slug: string | null,
): ParamValues {
  if (!slug || chosenTariffId(page.values) !== null) return page.values;
  const tariff = page.tariffs.find((item) => item.slug === slug && item.status === 'ACTIVE');
  return tariff ? { ...page.values, [TARIFF_ID_SLUG]: tariff.id } : page.values;
}

/** The id of the tariff chosen on step 10, or null. */
export function chosenTariffId(values: ParamValues): number | null {
  const id = Number(values[TARIFF_ID_SLUG]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** TARIFF-PRICING §5: what the company pays for `months` on this tariff (null: no such period). */
export function priceFor(
  tariff: TariffCalculation,
  months: number,
  showFirstMonth: boolean,
): number | null {
  return amountToPay(tariff.totals, months, showFirstMonth);
}

/** Badge colours of the SPEC §4 statuses: waiting for money is orange, running is green. */
export const STATUS_COLORS: Record<CompanyTariffStatus, string> = {
  DRAFT: 'gray',
  NEW: 'blue',
  NEW_MONEY_NOT_ENOUGH: 'orange',
  NEW_NEXT_MONTH: 'cyan',
  NEW_NEXT_MONTH_MONEY_NOT_ENOUGH: 'orange',
  WAITING_NEXT_MONTH: 'cyan',
  ACTIVE: 'teal',
  SUSPENDED: 'yellow',
  TERMINATED: 'red',
  ARCHIVE: 'gray',
};

/** Units of the number inputs of the catalogue's COMPARISON and COUNTER params (SPEC §5 plurals). */
export const PARAM_UNITS: Readonly<Record<string, PluralForms>> = {
  turnover: ['млн ₽ в год', 'млн ₽ в год', 'млн ₽ в год'],
  operations_count: ['операция в месяц', 'операции в месяц', 'операций в месяц'],
  foreign_trade_operations: ['операция в месяц', 'операции в месяц', 'операций в месяц'],
  employees_count: ['сотрудник', 'сотрудника', 'сотрудников'],
  transport: ['транспортное средство', 'транспортных средства', 'транспортных средств'],
  online_cashbox: ['касса', 'кассы', 'касс'],
  accounting_users: ['пользователь', 'пользователя', 'пользователей'],
};

/**
 * The unit of a number param agreed with the number (domain `pluralRu`, SPEC §5) —
 * «2 пользователя», «5 пользователей»; with no number yet, the «many» form. Null: no unit.
 */
export function paramUnit(slug: string, value: number | null): string | null {
  const forms = PARAM_UNITS[slug];
  if (!forms) return null;
  return value === null ? forms[2] : pluralRu(value, forms);
}

/** The band a COMPARISON answer falls in, for display (the domain's rule); none before an answer. */
export function answeredComparisonBand(param: TariffParam, value: ParamValue | undefined) {
  return isEmptyValue(value) ? null : (comparisonBand(param, value) ?? null);
}

function optionLabel(param: TariffParam, value: unknown): string {
  const option = param.options.find((item) => String(item.value) === String(value));
  return option?.short_label ?? option?.label ?? String(value);
}

type Describe = (param: TariffParam, value: unknown, tariffNames: Record<string, string>) => string;

const BY_SLUG: Record<string, Describe> = {
  [TARIFF_ID_SLUG]: (_, value, names) => names[String(value)] ?? String(value),
  [DATE_CONNECT_SLUG]: (_, value) => formatDateLong(String(value)) || String(value),
  [PAY_MONTHS_COUNT_SLUG]: (_, value) => formatCount(Number(value), MONTH_FORMS),
};

function describeList(param: TariffParam, list: readonly unknown[]): string {
  if (list.length === 0) return 'Нет';
  if (param.options.length === 1) return 'Да';
  return list.map((item) => optionLabel(param, item)).join(', ');
}

function describeByType(param: TariffParam, value: unknown): string {
  if (param.type === 'RADIO' || param.type === 'RADIO_BTN') return optionLabel(param, value);
  if (param.type === 'COMPARISON') {
    const band = answeredComparisonBand(param, value as ParamValue);
    return band?.label ? `${String(value)} · ${band.label}` : String(value);
  }
  return String(value);
}

/** A stored answer in words, for the tariff page: «ООО», «Импорт, Экспорт», «Нет», «3 месяца». */
export function describeAnswer(
  param: TariffParam | undefined,
  value: unknown,
  tariffNames: Record<string, string> = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (!param) return Array.isArray(value) ? value.join(', ') : String(value);
  const bySlug = BY_SLUG[param.slug];
  if (bySlug) return bySlug(param, value, tariffNames);
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (Array.isArray(value)) return describeList(param, value);
  return describeByType(param, value);
}

/** Today's date as 'YYYY-MM-DD' in the browser's calendar (the date input's minimum). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** «4 500 ₽» or «—» for a missing figure. */
export function moneyOrDash(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatMoney(amount);
}

/** The figures a company tariff was agreed at (its stored info), ready to show. */
export function tariffFigures(tariff: CompanyTariffResource) {
  const info = (tariff.info ?? {}) as {
    total?: number | null;
    total_first_month?: number | null;
    sale?: number | null;
    months?: number | null;
    show_first_month?: boolean | null;
  };
  const months = tariff.pay_months_count ?? info.months ?? null;
  const showFirst = info.show_first_month === true && typeof info.total_first_month === 'number';
  return {
    // What the ledger charges each month: the period's sale applied, as on the main page.
    monthly:
      typeof info.total === 'number' ? formatMoney(tariffMonthPrice(info)) : moneyOrDash(null),
    months: months ? formatCount(months, MONTH_FORMS) : '—',
    amount: moneyOrDash(tariff.amount),
    firstMonth:
      showFirst && info.total_first_month !== info.total
        ? moneyOrDash(info.total_first_month)
        : null,
    sale: info.sale ? formatSaleText(info.sale) : null,
  };
}

/** SPEC §4: the statuses staff may move this tariff to (COMPANY_TARIFF_TRANSITIONS), in order. */
export function staffTargets(tariff: Pick<CompanyTariffResource, 'status'>): StaffTargetStatus[] {
  const allowed = COMPANY_TARIFF_TRANSITIONS[tariff.status];
  return STAFF_TARGET_STATUSES.filter((status) => allowed.includes(status));
}
