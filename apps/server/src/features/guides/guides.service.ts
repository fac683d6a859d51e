import {
  MAX_RELATED_GUIDES,
  isGuideId,
  type Guide,
  type GuideCategory,
  type GuideSummary,
} from '@kabinet/domain/guides';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { GuideCategoryRow, GuideRow } from '../../db/schema/guides.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';

import { guideNotFound } from './guides.errors.ts';
import * as guidesRepo from './guides.repository.ts';
import { serializeCategory, serializeGuide, serializeGuideSummary } from './guides.serializers.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;

const adminOnly = () => forbidden('Раздел доступен только администраторам', 'auth.admin_area');

/**
 * Guides: the knowledge base. Any signed-in user reads published articles, searches
 * them (Russian word forms) and votes «Полезно?»; admins (admin, crm) also see drafts and write.
 */
export function createGuidesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return { categories, list, get, vote, adminList, adminGet, findByKey, full };

  async function categoryMap(tx: Db = db): Promise<Map<number, GuideCategoryRow>> {
    const rows = await guidesRepo.listCategories(tx);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** GET /guide-categories */
  async function categories(): Promise<GuideCategory[]> {
    return (await guidesRepo.listCategories(db)).map(serializeCategory);
  }

  async function listOf(
    filter: { query: string; category: string },
    withDrafts: boolean,
  ): Promise<GuideSummary[]> {
    const map = await categoryMap();
    let categoryId: number | null = null;
    if (filter.category) {
      const category = [...map.values()].find((row) => row.slug === filter.category);
      if (!category) return [];
      categoryId = category.id;
    }
    const rows = await guidesRepo.listGuides(db, { query: filter.query, categoryId, withDrafts });
    return rows.map((row) => serializeGuideSummary(row, map));
  }

  /** GET /guides: published articles, by relevance when searched. */
  async function list(filter: { query: string; category: string }): Promise<GuideSummary[]> {
    return listOf(filter, false);
  }

  /** GET /admin/guides: drafts included. */
  async function adminList(
    actor: Actor,
    filter: { query: string; category: string },
  ): Promise<GuideSummary[]> {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    return listOf(filter, true);
  }

  async function findByKey(key: string): Promise<GuideRow | null> {
    return isGuideId(key)
      ? guidesRepo.findGuideById(db, Number(key))
      : guidesRepo.findGuideBySlug(db, key.toLowerCase());
  }

  async function full(row: GuideRow, viewer: Actor): Promise<Guide> {
    const map = await categoryMap();
    const ids = await guidesRepo.relatedIds(db, row.id);
    const explicit = (await guidesRepo.findGuidesByIds(db, ids))
      .filter((guide) => guide.status === 'published')
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const more = await guidesRepo.sameCategory(db, row, MAX_RELATED_GUIDES + ids.length);
    const related = [...explicit, ...more.filter((guide) => !ids.includes(guide.id))].slice(
      0,
      MAX_RELATED_GUIDES,
    );
    const counts = await guidesRepo.feedbackCounts(db, row.id);
    const myVote = await guidesRepo.findVote(db, row.id, viewer.id);
    return serializeGuide(row, {
      categories: map,
      related,
      relatedIds: ids,
      feedback: { helpful: counts.helpful, not_helpful: counts.notHelpful, my_vote: myVote },
    });
  }

  /** GET /guides/{id-or-slug}: a published article (a draft is «not found» for clients). */
  async function get(viewer: Actor, key: string): Promise<Guide> {
    const row = await findByKey(key);
    if (!row || row.status !== 'published') throw guideNotFound();
    return full(row, viewer);
  }

  /** GET /admin/guides/{id-or-slug}: drafts too. */
  async function adminGet(actor: Actor, key: string): Promise<Guide> {
    if (!isAdmin(actor.roleSlug)) throw adminOnly();
    const row = await findByKey(key);
    if (!row) throw guideNotFound();
    return full(row, actor);
  }

  /** POST /guides/{id}/feedback: one vote per user, a second one replaces it. */
  async function vote(viewer: Actor, id: number, helpful: boolean): Promise<Guide> {
    const row = await guidesRepo.findGuideById(db, id);
    if (!row || row.status !== 'published') throw guideNotFound();
    await guidesRepo.upsertVote(db, { guideId: id, userId: viewer.id, helpful, at: clock.now() });
    return full(row, viewer);
  }
}

export type GuidesService = ReturnType<typeof createGuidesService>;
