import type { OrderStatus } from '@kabinet/domain/orders';
import type { ServiceOption } from '@kabinet/domain/services';
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

import { invoices } from './billing.ts';
import { companies } from './companies.ts';
import { services } from './services.ts';
import { users } from './users.ts';

const money = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Ordering: a company's order of a one-time service. The service's name, price,
 * options chosen and documents list are kept as they were when ordered (the catalogue may
 * change later); `total_kopecks` follows the domain's price rule (orderPriceLines).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    serviceName: text().notNull(),
    servicePriceKopecks: money().notNull(),
    priceFrom: boolean().notNull().default(false),
    options: jsonb().$type<ServiceOption[]>().notNull().default([]),
    quantity: integer().notNull().default(1),
    quantityLabel: text().notNull().default(''),
    documents: jsonb().$type<string[]>().notNull().default([]),
    comment: text().notNull().default(''),
    totalKopecks: money().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    invoiceId: integer().references(() => invoices.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    index('orders_company_index').on(table.companyId, table.id),
    index('orders_status_index').on(table.status, table.id),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** Every status an order took, who moved it and why (the first row: «Новый»). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    comment: text().notNull().default(''),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_index').on(table.orderId, table.id)],
);
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;

/** Files the client attached to an order, through the Storage port. */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    extension: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [index('order_files_order_index').on(table.orderId, table.id)],
);
export type OrderFileRow = typeof orderFiles.$inferSelect;
