import type { OptionValue, Tariff } from '@kabinet/domain/tariffs';

import { TARIFF_ID } from './ids.ts';

type OwnPrice = { value: OptionValue; price: number; first_month_price?: number };

/** A tariff's own prices for some options of one param (TARIFF-PRICING §2). */
function own(...options: OwnPrice[]): { options: OwnPrice[] } {
  return { options };
}

/** Working in the client's own 1С base: dearer on the basic tariff, included in the financial ones. */
const CLIENT_1C_INCLUDED = own({ value: '1c_client', price: 0 });

/**
 * The tariffs. individual_params holds tariff_price (a month), tariff_first_month_price (the
 * first month of a new client, when there is a welcome price), the tariff's own option prices
 * keyed by param slug, default_params (answers the wizard pre-fills when this tariff is picked)
 * and next_month_tariff (the slug the company continues on from the next month: tariff_3 is the
 * previous edition of «Финансовый+» and moves to tariff_3_2025, «Финансовый Про»). Names and
 * descriptions are what a client reads on the tariff cards: no internal or year-suffixed names.
 */
export const TARIFFS: Tariff[] = [
  {
    id: TARIFF_ID.tariff_1,
    slug: 'tariff_1',
    name: 'Базовый',
    description:
      'Бухгалтерия и налоги под ключ: учёт операций, зарплата сотрудников, отчётность в налоговую и фонды. Без управленческого учёта.',
    status: 'ACTIVE',
    individual_params: {
      tariff_price: 2500,
      tariff_first_month_price: 1250,
      default_params: { management_reports: [], financial_advice: false },
      next_month_tariff: 'tariff_1',
      accounting_system: own({ value: '1c_client', price: 2000 }),
    },
  },
  {
    id: TARIFF_ID.tariff_2,
    slug: 'tariff_2',
    name: 'Финансовый',
    description:
      'Всё, что в «Базовом», и управленческий учёт: отчёт о прибылях и убытках и движение денег каждый месяц. Работа в вашей базе 1С без доплаты.',
    status: 'ACTIVE',
    individual_params: {
      tariff_price: 8000,
      tariff_first_month_price: 4000,
      default_params: {
        management_reports: ['pnl', 'cashflow'],
        management_frequency: 'monthly',
        financial_advice: false,
      },
      next_month_tariff: 'tariff_2',
      accounting_system: CLIENT_1C_INCLUDED,
      management_reports: own({ value: 'pnl', price: 0 }, { value: 'cashflow', price: 0 }),
    },
  },
  {
    id: TARIFF_ID.tariff_3,
    slug: 'tariff_3',
    name: 'Финансовый+',
    description:
      'Всё, что в «Финансовом», и управленческий баланс, отчёты каждую неделю, встречи с финансовым консультантом.',
    status: 'ACTIVE',
    individual_params: {
      tariff_price: 14000,
      default_params: {
        management_reports: ['pnl', 'cashflow', 'balance'],
        management_frequency: 'weekly',
        financial_advice: true,
      },
      next_month_tariff: 'tariff_3_2025',
      accounting_system: CLIENT_1C_INCLUDED,
      management_reports: own(
        { value: 'pnl', price: 0 },
        { value: 'cashflow', price: 0 },
        { value: 'balance', price: 0 },
      ),
      management_frequency: own({ value: 'weekly', price: 2500 }),
      financial_advice: own({ value: 'yes', price: 0 }),
    },
  },
  {
    id: TARIFF_ID.tariff_3_2025,
    slug: 'tariff_3_2025',
    name: 'Финансовый Про',
    description:
      'Всё, что в «Финансовом+», и бюджет с план-фактом: отчёты каждую неделю, финансовый консультант, бюджет в первый месяц бесплатно.',
    status: 'ACTIVE',
    individual_params: {
      tariff_price: 16000,
      tariff_first_month_price: 8000,
      default_params: {
        management_reports: ['pnl', 'cashflow', 'balance', 'budget'],
        management_frequency: 'weekly',
        financial_advice: true,
      },
      next_month_tariff: 'tariff_3_2025',
      accounting_system: CLIENT_1C_INCLUDED,
      management_reports: own(
        { value: 'pnl', price: 0 },
        { value: 'cashflow', price: 0 },
        { value: 'balance', price: 0 },
        { value: 'budget', price: 3000, first_month_price: 0 },
      ),
      management_frequency: own({ value: 'weekly', price: 0 }),
      financial_advice: own({ value: 'yes', price: 0 }),
    },
  },
];
