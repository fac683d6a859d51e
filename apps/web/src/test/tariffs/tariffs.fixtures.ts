import {
  calculateTariffs,
  type CompanyTariffResource,
  type CompanyTariffStatus,
  COMPANY_TARIFF_STATUS_NAMES,
  initialWizardValues,
  type ParamValues,
  type Tariff,
  type TariffPage,
  type TariffParam,
  TARIFF_WIZARD_STEPS,
} from '@kabinet/domain/tariffs';

/** A small catalogue in the seed's shape: every param type the wizard renders. */
export const testParams: TariffParam[] = [
  {
    id: 11,
    slug: 'legal_form',
    type: 'RADIO_BTN',
    options: [
      { value: 'ip', label: 'Индивидуальный предприниматель', short_label: 'ИП', price: 0 },
      {
        value: 'ooo',
        label: 'Общество с ограниченной ответственностью',
        short_label: 'ООО',
        price: 2000,
      },
    ],
    settings: {},
  },
  {
    id: 12,
    slug: 'turnover',
    type: 'COMPARISON',
    options: [
      {
        value: 'up_to_10',
        label: 'до 10 млн ₽',
        short_label: '≤ 10 млн',
        price: 0,
        comparison_value: 10,
      },
      {
        value: 'up_to_60',
        label: 'до 60 млн ₽',
        short_label: '≤ 60 млн',
        price: 1000,
        comparison_value: 60,
      },
      {
        value: 'over_60',
        label: 'свыше 60 млн ₽',
        short_label: '> 60 млн',
        price: 3000,
        comparison_value: null,
      },
    ],
    settings: {},
  },
  {
    id: 21,
    slug: 'tax_system',
    type: 'RADIO',
    options: [
      { value: 'usn6', label: 'УСН «Доходы» 6 %', short_label: 'УСН 6 %', price: 0 },
      { value: 'psn', label: 'Патент (ПСН), только для ИП', short_label: 'ПСН', price: 0 },
      {
        value: 'osno',
        label: 'Общая система (ОСНО)',
        short_label: 'ОСНО',
        price: 6000,
        first_month_sale: 50,
      },
    ],
    settings: {},
  },
  {
    id: 52,
    slug: 'accounting_users',
    type: 'USERS',
    options: [{ value: 1, label: 'за пользователя сверх двух', price: 700 }],
    settings: { default_value: 2, not_empty_value: 2 },
  },
  {
    id: 92,
    slug: 'transport',
    type: 'COUNTER',
    options: [{ value: 1, label: 'за транспортное средство', price: 400 }],
    settings: { default_value: 0, not_empty_value: 0 },
  },
  {
    id: 95,
    slug: 'manager_ip',
    type: 'CHECKBOX',
    options: [{ value: 'yes', label: 'Руководитель — ИП', price: 2500 }],
    settings: { default_value: false, not_empty_value: false },
  },
  { id: 101, slug: 'date_connect', type: 'HIDDEN', options: [], settings: {} },
  { id: 102, slug: 'tariff_id', type: 'TARIFFS', options: [], settings: {} },
  {
    id: 104,
    slug: 'pay_months_count',
    type: 'RADIO_BTN',
    options: [
      { value: 1, label: '1 месяц', price: 0, sale: 0 },
      { value: 3, label: '3 месяца', price: 0, sale: 5 },
      { value: 12, label: '12 месяцев', price: 0, sale: 15 },
    ],
    settings: { default_value: 1, not_empty_value: 1 },
  },
];

export const testTariffs: Tariff[] = [
  {
    id: 1,
    slug: 'tariff_1',
    name: 'Базовый',
    status: 'ACTIVE',
    individual_params: { tariff_price: 2500, tariff_first_month_price: 1250 },
  },
  {
    id: 2,
    slug: 'tariff_2',
    name: 'Финансовый',
    status: 'ACTIVE',
    individual_params: { tariff_price: 8000, tariff_first_month_price: 4000 },
  },
];

/** A company tariff as the API sends it. */
export function testCompanyTariff(
  status: CompanyTariffStatus,
  overrides: Partial<CompanyTariffResource> = {},
): CompanyTariffResource {
  return {
    id: 40,
    company_id: 2,
    tariff_id: 1,
    tariff_slug: 'tariff_1',
    tariff_name: 'Базовый',
    status,
    status_name: COMPANY_TARIFF_STATUS_NAMES[status],
    date_connect: '2026-11-21',
    pay_months_count: 3,
    amount: 9375,
    info: { slug: 'tariff_1', total: 3125, sale: 5, months: 3, params: { legal_form: 'ip' } },
    can_delete: false,
    created_at: '2026-11-21T09:00:00Z',
    updated_at: '2026-11-21T09:00:00Z',
    connected_at: null,
    ...overrides,
  };
}

/** GET /api/tariff-page for a company, priced by the engine like the server does. */
export function testTariffPage(
  values: ParamValues = initialWizardValues(testParams),
  companyTariffs: CompanyTariffResource[] = [],
): TariffPage {
  const calculation = calculateTariffs({
    params: testParams,
    tariffs: testTariffs,
    values,
    companyTariffs,
  });
  return {
    steps: TARIFF_WIZARD_STEPS.map((step) => ({ ...step, param_slugs: [...step.param_slugs] })),
    params: testParams,
    tariffs: testTariffs,
    values,
    company_tariffs: companyTariffs,
    current: null,
    draft: null,
    calculation,
    show_first_month: calculation.show_first_month,
  };
}
