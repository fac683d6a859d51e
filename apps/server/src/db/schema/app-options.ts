import { pgTable, text } from 'drizzle-orm/pg-core';

/** SPEC §3 Options: app-wide settings (bot link, support phone, analytics counter). */
export const appOptions = pgTable('app_options', {
  optionName: text().primaryKey(),
  value: text().notNull(),
});
