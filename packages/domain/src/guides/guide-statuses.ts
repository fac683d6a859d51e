// Apart from guides.schemas.ts so that a page which only names a status (the admin's
// list of articles) does not load zod.

/** An article's state: only published ones reach clients. */
export const GUIDE_STATUSES = ['draft', 'published'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

export const GUIDE_STATUS_NAMES: Record<GuideStatus, string> = {
  draft: 'Черновик',
  published: 'Опубликована',
};
