// Apart from guides.schemas.ts so that the article renderer does not load zod.

/** What a link or picture of an article may point to, and how the reader is told. */
export type GuideLink =
  /** A page or file of this site: a path (`/payment`) or a relative address (`usn#tax`). */
  | { kind: 'internal'; href: string }
  /** Another site over http(s): opens in a new tab, marked as external. */
  | { kind: 'external'; href: string }
  /** An e-mail address (`mailto:`). */
  | { kind: 'mail'; href: string };

const EXTERNAL_SCHEMES = new Set(['http:', 'https:']);
/**
 * Control characters, spaces inside and backslashes: browsers drop tabs and newlines from a URL
 * and read `\` as `/`, so `/\evil.example` and `/<tab>/evil.example` are the other site's
 * `//evil.example` — nothing an author needs, so they are refused outright.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * Security R24 (ASVS 1.2.2), the one rule for articles' links and pictures: a site path or a
 * relative address stays in the app; `http(s)://host…` is another site; `mailto:` is mail.
 * Anything else is refused (null) and shows as text: other schemes (`javascript:`, `data:`,
 * `vbscript:` — an allowlist, so spellings like `java\tscript:` are unknown schemes too),
 * protocol-relative `//host`, backslash forms (`/\host`, `\\host`) and control characters, all of
 * which a browser would follow to another host while they look like a path of ours.
 */
export function guideLink(url: string): GuideLink | null {
  const href = url.trim();
  if (href === '' || UNSAFE_CHARACTERS.test(href) || href.startsWith('//')) return null;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  const pathFirst = /^[/?#.]/.test(href);
  if (!scheme || pathFirst) return { kind: 'internal', href };
  if (scheme === 'mailto') return href.length > 'mailto:'.length ? { kind: 'mail', href } : null;
  if (!EXTERNAL_SCHEMES.has(`${scheme}:`)) return null;
  // An absolute URL names its host right after `//`; `http:evil` or `http:///x` do not.
  if (!/^https?:\/\/[^/?#]/i.test(href)) return null;
  return { kind: 'external', href };
}
