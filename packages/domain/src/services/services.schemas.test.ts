import { describe, expect, it } from 'vitest';

import {
  formatServicePrice,
  groupServicesByCategory,
  matchesServiceSearch,
} from './service-catalogue.ts';
import { serviceBodySchema } from './services.schemas.ts';

describe('formatServicePrice', () => {
  it('shows whole roubles, with «от» when the price is a lower bound', () => {
    expect(formatServicePrice({ price_kopecks: 500_000, price_from: true })).toBe(
      'от 5\u00a0000\u00a0₽',
    );
    expect(formatServicePrice({ price_kopecks: 300_000, price_from: false })).toBe(
      '3\u00a0000\u00a0₽',
    );
    expect(formatServicePrice({ price_kopecks: 123_450, price_from: false })).toBe(
      '1\u00a0234,50\u00a0₽',
    );
  });
});

describe('groupServicesByCategory', () => {
  it('groups in category order, sorts by sort then id and drops empty categories', () => {
    const groups = groupServicesByCategory([
      { id: 1, category: 'closing', sort: 10 },
      { id: 2, category: 'registration', sort: 20 },
      { id: 3, category: 'registration', sort: 10 },
      { id: 4, category: 'registration', sort: 10 },
    ]);
    expect(groups.map((group) => [group.name, group.services.map((s) => s.id)])).toEqual([
      ['Регистрация', [3, 4, 2]],
      ['Закрытие бизнеса', [1]],
    ]);
  });
});

describe('matchesServiceSearch', () => {
  const service = {
    name: 'Декларация 3-НДФЛ',
    description: 'Вычет за лечение и обучение',
    category: 'taxes' as const,
  };
  it('finds by name, description and category name, ignoring case and ё', () => {
    expect(matchesServiceSearch(service, 'ндфл')).toBe(true);
    expect(matchesServiceSearch(service, 'ОБУЧЕНИЕ')).toBe(true);
    expect(matchesServiceSearch(service, 'налоги')).toBe(true);
    expect(matchesServiceSearch(service, '  ')).toBe(true);
    expect(matchesServiceSearch(service, 'ликвидация')).toBe(false);
    expect(matchesServiceSearch({ ...service, name: 'Учёт' }, 'учет')).toBe(true);
  });
});

describe('serviceBodySchema', () => {
  it('fills defaults and trims', () => {
    expect(
      serviceBodySchema.parse({ name: ' ЭЦП ', category: 'registration', price_kopecks: 100 }),
    ).toEqual({
      name: 'ЭЦП',
      description: '',
      category: 'registration',
      price_kopecks: 100,
      price_from: false,
      turnaround: '',
      documents: [],
      options: [],
      quantity_label: '',
      is_active: true,
      sort: 0,
    });
  });

  it('takes options with unique codes and refuses a repeated code in Russian', () => {
    const base = { name: 'Приём сотрудника', category: 'hr', price_kopecks: 300_000 };
    const urgent = { code: 'urgent', name: 'Срочно', price_kopecks: 100_000 };
    expect(serviceBodySchema.parse({ ...base, options: [urgent] }).options).toEqual([urgent]);
    const repeated = serviceBodySchema.safeParse({ ...base, options: [urgent, urgent] });
    expect(repeated.error?.issues[0]?.message).toBe('Коды опций не должны повторяться.');
    const badCode = serviceBodySchema.safeParse({
      ...base,
      options: [{ ...urgent, code: 'Срочно' }],
    });
    expect(badCode.error?.issues[0]?.message).toBe(
      'Код опции — латиница, цифры, «_» или «-», до 40 символов.',
    );
  });
});
