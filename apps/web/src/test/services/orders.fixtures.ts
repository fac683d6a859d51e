import type { Order, OrderDetail } from '@kabinet/domain/orders';

/** An order as the API answers it, for the orders pages' tests. */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    number: 'Заказ № 7',
    company_id: 1,
    company_name: 'ООО «Ромашка»',
    service_id: 2,
    service_name: 'Декларация 3-НДФЛ',
    service_price_kopecks: 350_000,
    price_from: false,
    options: [{ code: 'urgent', name: 'Срочно (1 рабочий день)', price_kopecks: 200_000 }],
    quantity: 1,
    quantity_label: 'Количество деклараций',
    comment: '',
    total_kopecks: 550_000,
    status: 'new',
    status_name: 'Новый',
    invoice_id: 12,
    created_by_name: 'Иван Петров',
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** The same order with its history, files and invoice. */
export function testOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...testOrder(),
    history: [
      {
        id: 1,
        from_status: null,
        to_status: 'new',
        to_status_name: 'Новый',
        comment: '',
        actor_name: 'Иван Петров',
        created_at: '2026-11-25T10:00:00.000Z',
      },
    ],
    files: [],
    invoice: {
      id: 12,
      number: '2026-0012',
      status: 'issued',
      status_name: 'Выставлен',
      total_kopecks: 550_000,
      paid_kopecks: 0,
    },
    documents: ['Справка о доходах'],
    ...overrides,
  };
}
