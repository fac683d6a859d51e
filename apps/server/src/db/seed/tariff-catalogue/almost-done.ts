import type { TariffParam } from '@kabinet/domain/tariffs';

import { PARAM_ID } from './ids.ts';

/** Step 9 «Почти готово»: everything starts at «нет» / 0, so the step is complete as it opens. */
export const ALMOST_DONE_PARAMS: TariffParam[] = [
  {
    id: PARAM_ID.realty,
    slug: 'realty',
    type: 'CHECKBOX',
    options: [
      {
        value: 'yes',
        label: 'Недвижимость или земля на балансе (налог на имущество, земельный налог)',
        short_label: 'Недвижимость',
        price: 1500,
        first_month_sale: 50,
      },
    ],
    settings: { default_value: false, not_empty_value: false },
  },
  {
    id: PARAM_ID.transport,
    slug: 'transport',
    type: 'COUNTER',
    options: [{ value: 1, label: 'за транспортное средство', short_label: 'ТС', price: 400 }],
    settings: { default_value: 0, not_empty_value: 0 },
  },
  {
    id: PARAM_ID.bank_client,
    slug: 'bank_client',
    type: 'RADIO_BTN',
    options: [
      {
        value: 'client',
        label: 'Платежи в банк-клиенте проводите сами',
        short_label: 'Сами',
        price: 0,
      },
      {
        value: 'firm',
        label: 'Готовим и проводим платежи в банк-клиенте за вас',
        short_label: 'Мы',
        price: 3500,
      },
    ],
    settings: { default_value: 'client', not_empty_value: 'client' },
  },
  {
    // The first month of every cash register is free (first_month_price 0): set-up is on us.
    id: PARAM_ID.online_cashbox,
    slug: 'online_cashbox',
    type: 'COUNTER',
    options: [
      {
        value: 1,
        label: 'за онлайн-кассу',
        short_label: 'касс',
        price: 600,
        first_month_price: 0,
      },
    ],
    settings: { default_value: 0, not_empty_value: 0 },
  },
  {
    id: PARAM_ID.manager_ip,
    slug: 'manager_ip',
    type: 'CHECKBOX',
    options: [
      {
        value: 'yes',
        label: 'Руководитель — ИП: ведём и его учёт и отчётность',
        short_label: 'ИП руководителя',
        price: 2500,
      },
    ],
    settings: { default_value: false, not_empty_value: false },
  },
];
