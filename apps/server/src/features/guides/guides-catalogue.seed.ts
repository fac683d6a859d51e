import type { Db } from '../../db/client.ts';
import { GUIDE_CATEGORIES, loadSeedGuides } from '../../db/seed/guides-catalogue.ts';

import * as guidesRepo from './guides.repository.ts';

/**
 * The knowledge base is product content, like the services catalogue: every start
 * adds the sections, and the articles (published) only while there are none, so editors own it
 * from then on — an article they delete stays deleted. Returns how many articles it added.
 */
export async function seedGuidesCatalogue(db: Db, at = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await guidesRepo.insertCategories(tx, [...GUIDE_CATEGORIES]);
    const categories = new Map(
      (await guidesRepo.listCategories(tx)).map((row) => [row.slug, row.id]),
    );
    if ((await guidesRepo.listSlugs(tx)).length > 0) return 0;
    let added = 0;
    for (const guide of loadSeedGuides()) {
      const categoryId = categories.get(guide.category);
      if (categoryId === undefined) continue;
      const row = await guidesRepo.insertGuide(tx, {
        slug: guide.slug,
        categoryId,
        title: guide.title,
        summary: guide.summary,
        bodyMarkdown: guide.body,
        position: guide.position,
        status: 'published',
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      if (row) added += 1;
    }
    return added;
  });
}
