import { describe, expect, it } from 'vitest';

import {
  canMoveOrder,
  nextOrderStatuses,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  orderPriceLines,
  orderTotalKopecks,
} from './order-rules.ts';
import { createOrderBodySchema, moveOrderBodySchema } from './orders.schemas.ts';

describe('order statuses', () => {
  it('has the five statuses with their Russian names', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_NAMES[status])).toEqual([
      'Новый',
      'В работе',
      'Ожидает документов',
      'Выполнен',
      'Отменён',
    ]);
  });

  it('lets a client cancel only a new order and nothing else', () => {
    expect(canMoveOrder('client', 'new', 'cancelled')).toBe(true);
    expect(canMoveOrder('client', 'in_progress', 'cancelled')).toBe(false);
    expect(canMoveOrder('client', 'new', 'in_progress')).toBe(false);
    expect(canMoveOrder('client', 'new', 'done')).toBe(false);
    expect(nextOrderStatuses('client', 'new')).toEqual(['cancelled']);
  });

  it('lets staff move an open order on and back to work, never a finished one', () => {
    expect(nextOrderStatuses('staff', 'new')).toEqual([
      'in_progress',
      'waiting_documents',
      'done',
      'cancelled',
    ]);
    expect(canMoveOrder('staff', 'waiting_documents', 'in_progress')).toBe(true);
    expect(canMoveOrder('staff', 'in_progress', 'new')).toBe(false);
    expect(canMoveOrder('staff', 'in_progress', 'in_progress')).toBe(false);
    expect(nextOrderStatuses('staff', 'done')).toEqual([]);
    expect(nextOrderStatuses('staff', 'cancelled')).toEqual([]);
  });
});

describe('the price rule', () => {
  it('is the price × quantity plus each option × quantity, in kopecks', () => {
    const lines = orderPriceLines({
      service: { name: 'Приём сотрудника', price_kopecks: 300_000 },
      options: [
        { name: 'Срочно', price_kopecks: 100_000 },
        { name: 'С выездом', price_kopecks: 250_000 },
      ],
      quantity: 3,
    });
    expect(lines).toEqual([
      { name: 'Приём сотрудника', quantity: 3, price_kopecks: 300_000 },
      { name: 'Приём сотрудника: Срочно', quantity: 3, price_kopecks: 100_000 },
      { name: 'Приём сотрудника: С выездом', quantity: 3, price_kopecks: 250_000 },
    ]);
    expect(orderTotalKopecks(lines)).toBe(1_950_000);
  });

  it('is the base price alone for a single unit without options', () => {
    const lines = orderPriceLines({
      service: { name: 'Регистрация ООО', price_kopecks: 800_000 },
      options: [],
      quantity: 1,
    });
    expect(orderTotalKopecks(lines)).toBe(800_000);
  });
});

describe('order schemas', () => {
  it('defaults to one unit without options and refuses a quantity out of range in Russian', () => {
    expect(createOrderBodySchema.parse({ service_id: 4 })).toEqual({
      service_id: 4,
      option_codes: [],
      quantity: 1,
      comment: '',
    });
    const zero = createOrderBodySchema.safeParse({ service_id: 4, quantity: 0 });
    expect(zero.error?.issues[0]?.message).toBe('Количество — не меньше 1.');
    const many = createOrderBodySchema.safeParse({ service_id: 4, quantity: 1001 });
    expect(many.error?.issues[0]?.message).toBe('Количество — не больше 1000.');
  });

  it('takes only a known status for a move', () => {
    expect(moveOrderBodySchema.safeParse({ status: 'archived' }).error?.issues[0]?.message).toBe(
      'Выберите статус.',
    );
  });
});
