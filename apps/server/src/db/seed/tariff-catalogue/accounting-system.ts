import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/** Step 5 «Учётная система»: where the books are kept and who works in them. */
export const ACCOUNTING_SYSTEM_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.accounting_system,
    slug: 'accounting_system',
    type: 'RADIO',
    options: [
      {
        value: '1c_cloud',
        label: '1С:Бухгалтерия в нашем облаке',
        short_label: '1С в облаке',
        price: 0,
      },
      {
        value: '1c_client',
        label: '1С клиента (удалённый доступ)',
        short_label: '1С клиента',
        price: 1500,
      },
      {
        value: 'kontur',
        label: 'Контур.Бухгалтерия или Эльба',
        short_label: 'Контур',
        price: 1000,
      },
      { value: 'other', label: 'Другая программа', short_label: 'Другая', price: 3000 },
    ],
    settings: { default_value: '1c_cloud', not_empty_value: '1c_cloud' },
  },
  {
    // USERS: seats in the accounting system for the client's staff; the first two are free.
    id: PARAM_ID.accounting_users,
    slug: 'accounting_users',
    type: 'USERS',
    options: [{ value: 1, label: 'за пользователя сверх двух', short_label: 'польз.', price: 700 }],
    settings: { default_value: 2, not_empty_value: 2 },
  },
];
