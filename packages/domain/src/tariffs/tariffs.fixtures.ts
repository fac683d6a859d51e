import type {
  ParamValues,
  Tariff,
  TariffParam,
  TariffParamOption,
  TariffParamSettings,
} from './tariffs.schemas.ts';
import type { TariffParamType } from './tariff-param-types.ts';

/** Test helper: an option with a price and optional extra fields. */
export function option(
  value: string | number,
  price: number | null,
  extra: Partial<TariffParamOption> = {},
): TariffParamOption {
  return { value, label: String(value), price, ...extra };
}

/** Test helper: a tariff param. */
export function param(
  id: number,
  slug: string,
  type: TariffParamType,
  options: TariffParamOption[],
  settings: TariffParamSettings = {},
): TariffParam {
  return { id, slug, type, options, settings };
}

/** Test helper: a tariff with its base price and optional individual params. */
export function tariff(
  id: number,
  slug: string,
  tariffPrice: number,
  individual: Record<string, unknown> = {},
): Tariff {
  return {
    id,
    slug,
    name: `Тариф ${id}`,
    status: 'ACTIVE',
    individual_params: { tariff_price: tariffPrice, ...individual },
  };
}

/** TARIFF-PRICING §6: the params of the worked example, in wizard order. */
export const workedParams: TariffParam[] = [
  param(1, 'legal_form', 'RADIO_BTN', [option('ooo', 1000), option('ip', 0)]),
  param(2, 'tax_system', 'RADIO', [
    option('usn6', 0),
    option('usn15', 1500, { first_month_price: 0 }),
    option('osno', 4000, { first_month_sale: 50 }),
  ]),
  param(3, 'employees', 'COUNTER', [option(1, 500)]),
  param(4, 'operations', 'COMPARISON', [
    option('до 30', 0, { comparison_value: 30 }),
    option('до 100', 2000, { comparison_value: 100 }),
    option('до 300', 5000, { comparison_value: 300 }),
  ]),
  param(5, 'users', 'USERS', [option(1, 300)]),
  param(6, 'extras', 'CHECKBOX', [
    option('realty', 700),
    option('transport', 300, { first_month_sale: 100 }),
  ]),
  param(7, 'pay_months_count', 'RADIO_BTN', [
    option(1, null, { sale: 0 }),
    option(3, null, { sale: 5 }),
    option(6, null, { sale: 10 }),
    option(12, null, { sale: 15 }),
  ]),
];

/** TARIFF-PRICING §6: tariff_1 with tariff_price 5000. */
export const workedTariff: Tariff = tariff(1, 'tariff_1', 5000);

/** TARIFF-PRICING §6: the values of the worked example. */
export const workedValues: ParamValues = {
  legal_form: 'ooo',
  tax_system: 'usn15',
  employees: 3,
  operations: 120,
  users: 4,
  extras: ['realty', 'transport'],
  pay_months_count: 3,
};
