import type { GuideStatus } from '@kabinet/domain/guides';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './users.ts';

const at = () => timestamp({ withTimezone: true, mode: 'date' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Guides: the knowledge base's sections, in `position` order. */
export const guideCategories = pgTable('guide_categories', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  position: integer().notNull().default(0),
});
export type GuideCategoryRow = typeof guideCategories.$inferSelect;

/**
 * An article of the knowledge base, Markdown in `body_markdown` (rendered as text on
 * the web: raw HTML is never run). Clients see published ones only. `search` is the Russian
 * full-text vector (title weighted A, summary B, body C; ё read as е), GIN-indexed — PGlite ships
 * the `russian` configuration, so word forms match on both databases.
 */
export const guides = pgTable(
  'guides',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => guideCategories.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    summary: text().notNull().default(''),
    bodyMarkdown: text().notNull().default(''),
    status: text().$type<GuideStatus>().notNull().default('draft'),
    position: integer().notNull().default(0),
    publishedAt: at(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    search: tsvector().generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('russian'::regconfig, replace(replace(${guides.title}, 'ё', 'е'), 'Ё', 'Е')), 'A') || setweight(to_tsvector('russian'::regconfig, replace(replace(${guides.summary}, 'ё', 'е'), 'Ё', 'Е')), 'B') || setweight(to_tsvector('russian'::regconfig, replace(replace(${guides.bodyMarkdown}, 'ё', 'е'), 'Ё', 'Е')), 'C')`,
    ),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('guides_slug_unique').on(table.slug),
    index('guides_status_category_index').on(table.status, table.categoryId, table.position),
    index('guides_search_index').using('gin', table.search),
  ],
);
export type GuideRow = typeof guides.$inferSelect;
export type NewGuideRow = typeof guides.$inferInsert;

/** Related articles an editor picked (shown before same-category ones). */
export const guideRelated = pgTable(
  'guide_related',
  {
    guideId: integer()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    relatedId: integer()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.guideId, table.relatedId] })],
);

/** A picture uploaded for an article (re-encoded WebP in storage), served by id. */
export const guideImages = pgTable('guide_images', {
  id: serial().primaryKey(),
  storageKey: text().notNull(),
  uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: at().notNull().defaultNow(),
});
export type GuideImageRow = typeof guideImages.$inferSelect;

/** «Полезно?» — one vote per user and article; a second vote changes the first. */
export const guideFeedback = pgTable(
  'guide_feedback',
  {
    guideId: integer()
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guideId, table.userId] })],
);
