import { SERVICE_CATEGORY_NAMES, type Service, type ServiceBody } from '@kabinet/domain/services';

import type { NewServiceRow, ServiceRow } from '../../db/schema/services.ts';

/** A service row → docs/api/services.md «Service». */
export function serializeService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    category_name: SERVICE_CATEGORY_NAMES[row.category],
    price_kopecks: row.priceKopecks,
    price_from: row.priceFrom,
    turnaround: row.turnaround,
    documents: row.documents,
    options: row.options,
    quantity_label: row.quantityLabel,
    is_active: row.isActive,
    sort: row.sort,
  };
}

/** An admin's body (or a seeded service) → the columns stored. */
export function serviceColumns(body: Required<ServiceBody>): Omit<NewServiceRow, 'id'> {
  return {
    name: body.name,
    description: body.description,
    category: body.category,
    priceKopecks: body.price_kopecks,
    priceFrom: body.price_from,
    turnaround: body.turnaround,
    documents: body.documents,
    options: body.options,
    quantityLabel: body.quantity_label,
    isActive: body.is_active,
    sort: body.sort,
  };
}
