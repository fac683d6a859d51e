import type {
  Guide,
  GuideBodyParsed,
  GuideCategory,
  GuideFeedback,
  GuideSummary,
} from '@kabinet/domain/guides';

import type { GuideCategoryRow, GuideRow, NewGuideRow } from '../../db/schema/guides.ts';

export function serializeCategory(row: GuideCategoryRow): GuideCategory {
  return { id: row.id, slug: row.slug, title: row.title, position: row.position };
}

/** An article row → docs/api/guides.md «GuideSummary». */
export function serializeGuideSummary(
  row: GuideRow,
  categories: ReadonlyMap<number, GuideCategoryRow>,
): GuideSummary {
  const category = categories.get(row.categoryId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: category?.slug ?? '',
    category_title: category?.title ?? '',
    status: row.status,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An article with its body, related articles and votes → «Guide». */
export function serializeGuide(
  row: GuideRow,
  parts: {
    categories: ReadonlyMap<number, GuideCategoryRow>;
    related: GuideRow[];
    relatedIds: number[];
    feedback: GuideFeedback;
  },
): Guide {
  return {
    ...serializeGuideSummary(row, parts.categories),
    body_markdown: row.bodyMarkdown,
    position: row.position,
    related: parts.related.map((guide) => serializeGuideSummary(guide, parts.categories)),
    related_ids: parts.relatedIds,
    feedback: parts.feedback,
  };
}

/** An editor's body → the columns stored (the category resolved to its id). */
export function guideColumns(
  body: GuideBodyParsed,
  categoryId: number,
): Pick<NewGuideRow, 'slug' | 'categoryId' | 'title' | 'summary' | 'bodyMarkdown' | 'position'> {
  return {
    slug: body.slug,
    categoryId,
    title: body.title,
    summary: body.summary,
    bodyMarkdown: body.body_markdown,
    position: body.position,
  };
}
