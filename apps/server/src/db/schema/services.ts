import type { ServiceCategory, ServiceOption } from '@kabinet/domain/services';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One-time services: the firm's catalogue of services sold once. Never deleted: an
 * admin deactivates a service (`is_active` false), so orders can name it later.
 */
export const services = pgTable(
  'services',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: text().$type<ServiceCategory>().notNull(),
    priceKopecks: bigint({ mode: 'number' }).notNull(),
    /** The price is a lower bound («от 5 000 ₽»). */
    priceFrom: boolean().notNull().default(false),
    /** «3 рабочих дня». */
    turnaround: text().notNull().default(''),
    documents: jsonb().$type<string[]>().notNull().default([]),
    /** Ordering: options the client may add, each priced per unit. */
    options: jsonb().$type<ServiceOption[]>().notNull().default([]),
    /** What the quantity counts («Количество сотрудников»); '' — the service is ordered once. */
    quantityLabel: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('services_active_category_sort_index').on(table.isActive, table.category, table.sort),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
