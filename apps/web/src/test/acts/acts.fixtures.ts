import type { Act } from '@kabinet/domain/acts';

/** An act of the demo company (id 1) as the API answers it. */
export function testAct(overrides: Partial<Act> = {}): Act {
  return {
    id: 5,
    company_id: 1,
    number: 'А-2026-0005',
    period: '2026-11',
    period_name: 'ноябрь 2026 г.',
    act_date: '2026-11-30',
    status: 'issued',
    status_name: 'Выставлен',
    revision: 1,
    total_kopecks: 1_600_000,
    vat_mode: 'none',
    vat_kopecks: 0,
    vat_line: 'Без НДС',
    sum_in_words: 'Шестнадцать тысяч рублей 00 копеек',
    seller: { name: 'ООО «Кабинет-Учёт»', inn: '7709876545', kpp: '770901001', address: '' },
    buyer: {
      name: 'ООО «Ромашка»',
      inn: '7830002293',
      kpp: '783001001',
      address: '190000, г. Санкт-Петербург, Невский пр., д. 1',
    },
    lines: [
      {
        position: 1,
        name: 'Бухгалтерское обслуживание по тарифу «Оптимальный» за ноябрь 2026 г.',
        quantity: 1,
        unit: 'мес.',
        price_kopecks: 1_200_000,
        amount_kopecks: 1_200_000,
      },
      {
        position: 2,
        name: 'Оформление приёма сотрудника',
        quantity: 2,
        unit: 'усл.',
        price_kopecks: 200_000,
        amount_kopecks: 400_000,
      },
    ],
    issued_at: '2026-12-01T06:00:00.000Z',
    signature: null,
    dispute: null,
    ...overrides,
  };
}
