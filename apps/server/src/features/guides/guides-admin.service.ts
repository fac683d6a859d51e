import { guideBodySchema, type Guide, type GuideBody } from '@kabinet/domain/guides';
import { isAdmin } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';

import {
  guideCategoryUnknown,
  guideNotFound,
  guideRelatedUnknown,
  guideSlugTaken,
} from './guides.errors.ts';
import * as guidesRepo from './guides.repository.ts';
import { guideColumns } from './guides.serializers.ts';
import type { GuidesService } from './guides.service.ts';

type Actor = Pick<UserRow, 'id' | 'roleSlug'>;
type ParsedBody = ReturnType<typeof guideBodySchema.parse>;

/** The section and the related articles an editor named, or a 422. */
async function resolve(tx: Db, body: ParsedBody, selfId?: number) {
  const category = await guidesRepo.findCategoryBySlug(tx, body.category);
  if (!category) throw guideCategoryUnknown();
  const relatedIds = [...new Set(body.related_ids)].filter((id) => id !== selfId);
  const found = await guidesRepo.findGuidesByIds(tx, relatedIds);
  if (found.length !== relatedIds.length) throw guideRelatedUnknown();
  return { category, relatedIds };
}

/**
 * Writing the knowledge base (admin and crm): drafts, edits, publish/unpublish,
 * deletion; each write in one transaction. The answer is the article as `guides` shows it.
 */
export function createGuidesAdminService(deps: { db: Db; clock: Clock; guides: GuidesService }) {
  const { db, clock, guides } = deps;
  return { create, update, remove, setPublished };

  function assertAdmin(actor: Actor) {
    if (!isAdmin(actor.roleSlug)) {
      throw forbidden('Раздел доступен только администраторам', 'auth.admin_area');
    }
  }

  /** POST /admin/guides: a new draft. */
  async function create(actor: Actor, input: GuideBody): Promise<Guide> {
    assertAdmin(actor);
    const body = guideBodySchema.parse(input);
    const row = await db.transaction(async (tx) => {
      const { category, relatedIds } = await resolve(tx, body);
      const now = clock.now();
      const inserted = await guidesRepo.insertGuide(tx, {
        ...guideColumns(body, category.id),
        status: 'draft',
        updatedBy: actor.id,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) throw guideSlugTaken();
      await guidesRepo.replaceRelated(tx, inserted.id, relatedIds);
      return inserted;
    });
    return guides.full(row, actor);
  }

  /** PUT /admin/guides/{id}: the editor's fields; the status stays. */
  async function update(actor: Actor, id: number, input: GuideBody): Promise<Guide> {
    assertAdmin(actor);
    const body = guideBodySchema.parse(input);
    const row = await db.transaction(async (tx) => {
      const before = await guidesRepo.findGuideById(tx, id);
      if (!before) throw guideNotFound();
      const { category, relatedIds } = await resolve(tx, body, id);
      if (body.slug !== before.slug && (await guidesRepo.findGuideBySlug(tx, body.slug))) {
        throw guideSlugTaken();
      }
      const updated = await guidesRepo.updateGuide(tx, id, {
        ...guideColumns(body, category.id),
        updatedBy: actor.id,
        updatedAt: clock.now(),
      });
      if (!updated) throw guideNotFound();
      await guidesRepo.replaceRelated(tx, id, relatedIds);
      return updated;
    });
    return guides.full(row, actor);
  }

  /** DELETE /admin/guides/{id}: the article, its votes and links go. */
  async function remove(actor: Actor, id: number): Promise<void> {
    assertAdmin(actor);
    await db.transaction(async (tx) => {
      if (!(await guidesRepo.findGuideById(tx, id))) throw guideNotFound();
      await guidesRepo.deleteGuide(tx, id);
    });
  }

  /** POST /admin/guides/{id}/publish and /unpublish. */
  async function setPublished(actor: Actor, id: number, published: boolean): Promise<Guide> {
    assertAdmin(actor);
    const row = await db.transaction(async (tx) => {
      const before = await guidesRepo.findGuideById(tx, id);
      if (!before) throw guideNotFound();
      const now = clock.now();
      const updated = await guidesRepo.updateGuide(tx, id, {
        status: published ? 'published' : 'draft',
        publishedAt: published ? (before.publishedAt ?? now) : before.publishedAt,
        updatedBy: actor.id,
        updatedAt: now,
      });
      if (!updated) throw guideNotFound();
      return updated;
    });
    return guides.full(row, actor);
  }
}

export type GuidesAdminService = ReturnType<typeof createGuidesAdminService>;
