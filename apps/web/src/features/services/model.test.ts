import { describe, expect, it } from 'vitest';

import { EMPTY_SERVICE_FORM, formValuesOf, serviceBodyOf } from './model.ts';

describe('serviceBodyOf', () => {
  it('turns roubles into kopecks and lines into documents', () => {
    const result = serviceBodyOf({
      ...EMPTY_SERVICE_FORM,
      name: 'Регистрация ИП',
      category: 'registration',
      price_roubles: 3000.5,
      documents: 'Паспорт\n\n  ИНН  \n',
    });
    expect(result.body).toMatchObject({
      name: 'Регистрация ИП',
      price_kopecks: 300_050,
      documents: ['Паспорт', 'ИНН'],
      sort: 0,
      is_active: true,
    });
  });

  it('puts the Russian messages on the form’s own fields', () => {
    expect(serviceBodyOf(EMPTY_SERVICE_FORM).errors).toEqual({
      name: 'Укажите название услуги.',
      category: 'Выберите категорию.',
      price_roubles: 'Укажите цену.',
    });
  });

  it('round-trips a stored service', () => {
    const service = {
      id: 1,
      name: 'Закрытие ИП',
      description: '',
      category: 'closing' as const,
      category_name: 'Закрытие бизнеса',
      price_kopecks: 400_000,
      price_from: true,
      turnaround: '5 рабочих дней',
      documents: ['Паспорт'],
      options: [{ code: 'urgent', name: 'Срочно', price_kopecks: 150_050 }],
      quantity_label: 'Количество сотрудников',
      is_active: false,
      sort: 10,
    };
    const { id: _id, category_name: _name, ...body } = service;
    expect(serviceBodyOf(formValuesOf(service)).body).toEqual(body);
  });
});
