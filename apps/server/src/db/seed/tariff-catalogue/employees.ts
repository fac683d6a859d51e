import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/**
 * Step 3 «Сотрудники». has_employees is a one-option CHECKBOX (true/false) with the fixed
 * payroll reporting (РСВ, 6-НДФЛ, ЕФС-1); employees_count is asked only while it is true.
 */
export const EMPLOYEES_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.has_employees,
    slug: 'has_employees',
    type: 'CHECKBOX',
    options: [
      {
        value: 'yes',
        label: 'Есть сотрудники по трудовым договорам',
        short_label: 'Сотрудники',
        price: 1500,
      },
    ],
    settings: { default_value: false, not_empty_value: false },
  },
  {
    // COUNTER: the first option is the price of one employee (salary, personnel records).
    id: PARAM_ID.employees_count,
    slug: 'employees_count',
    type: 'COUNTER',
    options: [{ value: 1, label: 'за сотрудника в месяц', short_label: 'сотр.', price: 800 }],
    settings: { default_value: 1, not_empty_value: 0, parent_id: PARAM_ID.has_employees },
  },
];
