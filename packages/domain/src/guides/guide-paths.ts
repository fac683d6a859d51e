// Apart from guides.schemas.ts so that pages which only link to an article do not
// load zod.

/** True when `value` names an article by its numeric id (else it is a slug). */
export function isGuideId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value);
}

/** The Markdown that embeds an uploaded picture. */
export function guideImageMarkdown(url: string, alt = ''): string {
  return `![${alt.replace(/[[\]]/g, '')}](${url})`;
}

/** The address of a guide page on the web. */
export function guidePath(slugOrId: string | number): string {
  return `/guides/${encodeURIComponent(String(slugOrId))}`;
}
