import type { Service } from '@kabinet/domain/services';

/** Services as the API answers them, for the feature's component tests. */
export function testService(overrides: Partial<Service> = {}): Service {
  return {
    id: 1,
    name: 'Регистрация ООО',
    description: 'Подготовим устав и подадим документы в ФНС.',
    category: 'registration',
    category_name: 'Регистрация',
    price_kopecks: 800_000,
    price_from: true,
    turnaround: '5 рабочих дней',
    documents: ['Паспорта учредителей', 'Документы на юридический адрес'],
    options: [],
    quantity_label: '',
    is_active: true,
    sort: 10,
    ...overrides,
  };
}

export const NDFL = testService({
  id: 2,
  name: 'Декларация 3-НДФЛ',
  description: 'Вычет за квартиру, лечение или обучение.',
  category: 'taxes',
  category_name: 'Налоги',
  price_kopecks: 350_000,
  price_from: false,
  turnaround: '3 рабочих дня',
  documents: ['Справка о доходах'],
  options: [
    { code: 'urgent', name: 'Срочно (1 рабочий день)', price_kopecks: 200_000 },
    { code: 'submit', name: 'Подача в ФНС за клиента', price_kopecks: 100_000 },
  ],
  quantity_label: 'Количество деклараций',
});
