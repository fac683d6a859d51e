import type {
  IndividualParams,
  ParamValue,
  TariffParamOption,
  TariffParamSettings,
  TariffParamType,
} from '@kabinet/domain/tariffs';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** SPEC §3 Tariff. individual_params holds tariff_price, first-month price and per-param overrides. */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    /** What the tariff gives, shown to clients on its card. */
    description: text().notNull().default(''),
    status: text().notNull().default('ACTIVE'),
    individualParams: jsonb().$type<IndividualParams>().notNull(),
    sort: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('tariffs_slug_unique').on(table.slug),
    index('tariffs_status_sort_index').on(table.status, table.sort),
  ],
);

export type TariffRow = typeof tariffs.$inferSelect;
export type NewTariffRow = typeof tariffs.$inferInsert;

/** SPEC §3 Tariff param; `sort` is the wizard order (TARIFF_WIZARD_STEPS), `step` its step. */
export const tariffParams = pgTable(
  'tariff_params',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    type: text().$type<TariffParamType>().notNull(),
    value: jsonb().$type<ParamValue>(),
    options: jsonb().$type<TariffParamOption[]>().notNull().default([]),
    settings: jsonb().$type<TariffParamSettings>().notNull().default({}),
    step: integer().notNull().default(0),
    sort: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('tariff_params_slug_unique').on(table.slug),
    index('tariff_params_sort_index').on(table.sort),
  ],
);

export type TariffParamRow = typeof tariffParams.$inferSelect;
export type NewTariffParamRow = typeof tariffParams.$inferInsert;
