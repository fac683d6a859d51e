import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import {
  guideCategories,
  guideFeedback,
  guideImages,
  guideRelated,
  guides,
  type GuideCategoryRow,
  type GuideImageRow,
  type GuideRow,
  type NewGuideRow,
} from '../../db/schema/guides.ts';

/** ё read as е, as in the stored vector. */
const fold = (text: string) => text.replaceAll('ё', 'е').replaceAll('Ё', 'Е');

export async function listCategories(db: Db): Promise<GuideCategoryRow[]> {
  return db
    .select()
    .from(guideCategories)
    .orderBy(asc(guideCategories.position), asc(guideCategories.id));
}

export async function findCategoryBySlug(db: Db, slug: string): Promise<GuideCategoryRow | null> {
  const [row] = await db.select().from(guideCategories).where(eq(guideCategories.slug, slug));
  return row ?? null;
}

export async function insertCategories(
  db: Db,
  rows: { slug: string; title: string; position: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(guideCategories).values(rows).onConflictDoNothing();
}

/**
 * Articles (published only unless `withDrafts`), of one category when given; with a query, only
 * those whose Russian vector matches `websearch_to_tsquery` (word forms: «декларация» finds
 * «декларацию»), best rank first; without one, by category, position and title.
 */
export async function listGuides(
  db: Db,
  filter: { query: string; categoryId: number | null; withDrafts: boolean },
): Promise<GuideRow[]> {
  const conditions: SQL[] = [];
  if (!filter.withDrafts) conditions.push(eq(guides.status, 'published'));
  if (filter.categoryId !== null) conditions.push(eq(guides.categoryId, filter.categoryId));
  const query = fold(filter.query.trim());
  if (!query) {
    return db
      .select()
      .from(guides)
      .where(and(...conditions))
      .orderBy(asc(guides.categoryId), asc(guides.position), asc(guides.title), asc(guides.id));
  }
  const tsquery = sql`websearch_to_tsquery('russian'::regconfig, ${query})`;
  conditions.push(sql`${guides.search} @@ ${tsquery}`);
  return db
    .select()
    .from(guides)
    .where(and(...conditions))
    .orderBy(desc(sql`ts_rank(${guides.search}, ${tsquery})`), asc(guides.id));
}

export async function findGuideById(db: Db, id: number): Promise<GuideRow | null> {
  const [row] = await db.select().from(guides).where(eq(guides.id, id));
  return row ?? null;
}

export async function findGuideBySlug(db: Db, slug: string): Promise<GuideRow | null> {
  const [row] = await db.select().from(guides).where(eq(guides.slug, slug));
  return row ?? null;
}

export async function findGuidesByIds(db: Db, ids: number[]): Promise<GuideRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(guides).where(inArray(guides.id, ids));
}

export async function listSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: guides.slug }).from(guides);
  return rows.map((row) => row.slug);
}

export async function insertGuide(db: Db, row: NewGuideRow): Promise<GuideRow | null> {
  const [inserted] = await db
    .insert(guides)
    .values(row)
    .onConflictDoNothing({ target: guides.slug })
    .returning();
  return inserted ?? null;
}

export async function updateGuide(
  db: Db,
  id: number,
  values: Partial<NewGuideRow>,
): Promise<GuideRow | null> {
  const [row] = await db.update(guides).set(values).where(eq(guides.id, id)).returning();
  return row ?? null;
}

export async function deleteGuide(db: Db, id: number): Promise<void> {
  await db.delete(guides).where(eq(guides.id, id));
}

/** The explicitly related ids of an article, in the editor's order. */
export async function relatedIds(db: Db, guideId: number): Promise<number[]> {
  const rows = await db
    .select({ id: guideRelated.relatedId })
    .from(guideRelated)
    .where(eq(guideRelated.guideId, guideId))
    .orderBy(asc(guideRelated.position));
  return rows.map((row) => row.id);
}

export async function replaceRelated(db: Db, guideId: number, ids: number[]): Promise<void> {
  await db.delete(guideRelated).where(eq(guideRelated.guideId, guideId));
  if (ids.length === 0) return;
  await db
    .insert(guideRelated)
    .values(ids.map((relatedId, position) => ({ guideId, relatedId, position })));
}

/** Other published articles of the category, by position. */
export async function sameCategory(
  db: Db,
  guide: Pick<GuideRow, 'id' | 'categoryId'>,
  limit: number,
): Promise<GuideRow[]> {
  return db
    .select()
    .from(guides)
    .where(
      and(
        eq(guides.categoryId, guide.categoryId),
        ne(guides.id, guide.id),
        eq(guides.status, 'published'),
      ),
    )
    .orderBy(asc(guides.position), asc(guides.id))
    .limit(limit);
}

export async function feedbackCounts(
  db: Db,
  guideId: number,
): Promise<{ helpful: number; notHelpful: number }> {
  const [row] = await db
    .select({
      helpful: sql<number>`count(*) filter (where ${guideFeedback.helpful})`.mapWith(Number),
      notHelpful: sql<number>`count(*) filter (where not ${guideFeedback.helpful})`.mapWith(Number),
    })
    .from(guideFeedback)
    .where(eq(guideFeedback.guideId, guideId));
  return row ?? { helpful: 0, notHelpful: 0 };
}

export async function findVote(db: Db, guideId: number, userId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ helpful: guideFeedback.helpful })
    .from(guideFeedback)
    .where(and(eq(guideFeedback.guideId, guideId), eq(guideFeedback.userId, userId)));
  return row?.helpful ?? null;
}

/** One vote per user and article: a second vote replaces the first. */
export async function upsertVote(
  db: Db,
  vote: { guideId: number; userId: number; helpful: boolean; at: Date },
): Promise<void> {
  await db
    .insert(guideFeedback)
    .values({
      guideId: vote.guideId,
      userId: vote.userId,
      helpful: vote.helpful,
      createdAt: vote.at,
      updatedAt: vote.at,
    })
    .onConflictDoUpdate({
      target: [guideFeedback.guideId, guideFeedback.userId],
      set: { helpful: vote.helpful, updatedAt: vote.at },
    });
}

export async function insertImage(
  db: Db,
  row: { storageKey: string; uploadedBy: number; createdAt: Date },
): Promise<GuideImageRow | null> {
  const [inserted] = await db.insert(guideImages).values(row).returning();
  return inserted ?? null;
}

export async function findImage(db: Db, id: number): Promise<GuideImageRow | null> {
  const [row] = await db.select().from(guideImages).where(eq(guideImages.id, id));
  return row ?? null;
}
