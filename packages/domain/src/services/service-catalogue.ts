import { formatKopecks, formatMoney } from '../shared/money.ts';

import type { Service } from './services.schemas.ts';

// Apart from the schemas: the catalogue pages show and sort services without loading zod.

/** The stable codes of the catalogue's categories, in the order the catalogue shows them. */
export const SERVICE_CATEGORIES = [
  'registration',
  'reporting',
  'accounting',
  'hr',
  'taxes',
  'consulting',
  'closing',
  'other',
] as const;
/** A category of one-time services. */
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The Russian name of each category. */
export const SERVICE_CATEGORY_NAMES: Record<ServiceCategory, string> = {
  registration: 'Регистрация',
  reporting: 'Отчётность',
  accounting: 'Учёт',
  hr: 'Кадры',
  taxes: 'Налоги',
  consulting: 'Консультации',
  closing: 'Закрытие бизнеса',
  other: 'Прочее',
};

/** The largest price: 100 million roubles, in kopecks. */
export const MAX_SERVICE_PRICE_KOPECKS = 10_000_000_000;

/** «от 5 000 ₽» or «5 000 ₽» (kopecks only when there are some): a service's price as shown. */
export function formatServicePrice(service: {
  price_kopecks: number;
  price_from: boolean;
}): string {
  const kopecks = service.price_kopecks;
  const price = kopecks % 100 === 0 ? formatMoney(kopecks / 100) : formatKopecks(kopecks);
  return service.price_from ? `от ${price}` : price;
}

/** Orders services as the catalogue shows them: by category, then `sort`, then id. */
export function compareServices(
  a: Pick<Service, 'category' | 'sort' | 'id'>,
  b: Pick<Service, 'category' | 'sort' | 'id'>,
): number {
  const byCategory =
    SERVICE_CATEGORIES.indexOf(a.category) - SERVICE_CATEGORIES.indexOf(b.category);
  return byCategory || a.sort - b.sort || a.id - b.id;
}

/** Services grouped by category in catalogue order; empty categories are left out. */
export function groupServicesByCategory<T extends Pick<Service, 'category' | 'sort' | 'id'>>(
  services: readonly T[],
): { category: ServiceCategory; name: string; services: T[] }[] {
  const sorted = [...services].sort(compareServices);
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    name: SERVICE_CATEGORY_NAMES[category],
    services: sorted.filter((service) => service.category === category),
  })).filter((group) => group.services.length > 0);
}

/** Case-insensitive search over name, description and category name (ё = е). */
export function matchesServiceSearch(
  service: Pick<Service, 'name' | 'description' | 'category'>,
  query: string,
): boolean {
  const normalize = (text: string) => text.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');
  const needle = normalize(query.trim());
  if (!needle) return true;
  const haystack = normalize(
    `${service.name} ${service.description} ${SERVICE_CATEGORY_NAMES[service.category]}`,
  );
  return haystack.includes(needle);
}
