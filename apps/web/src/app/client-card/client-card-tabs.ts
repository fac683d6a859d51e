/** The client card's tabs in order, addressed by `?tab=` (the first is the default). */
export const CLIENT_CARD_TABS = [
  { value: 'requisites', label: 'Реквизиты' },
  { value: 'users', label: 'Пользователи' },
  { value: 'tariff', label: 'Тариф' },
  { value: 'billing', label: 'Счета и оплаты' },
  { value: 'acts', label: 'Акты' },
  { value: 'operations', label: 'Операции' },
  { value: 'analytics', label: 'Аналитика' },
  { value: 'reports', label: 'Отчётность' },
  { value: 'orders', label: 'Заказы' },
  { value: 'tasks', label: 'Задачи' },
  { value: 'management', label: 'Управленческий учёт' },
  { value: 'documents', label: 'Документы' },
  { value: 'chat', label: 'Чат' },
] as const;

export type ClientCardTab = (typeof CLIENT_CARD_TABS)[number]['value'];

/** The tab a `?tab=` value names; anything else opens the first. */
export function clientCardTab(value: string | null): ClientCardTab {
  return CLIENT_CARD_TABS.find((tab) => tab.value === value)?.value ?? 'requisites';
}
