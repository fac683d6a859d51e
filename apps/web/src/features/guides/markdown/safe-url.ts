/** The schemes an article may link to; anything else (javascript:, data:, vbscript:…) is dropped. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * The URL if a link or picture may use it, else null. Relative URLs pass; a URL with a scheme
 * passes only if the scheme is on the allowlist. An allowlist rather than a blocklist because
 * browsers ignore tabs, newlines and leading control characters inside «javascript:», so
 * spellings like «java\tscript:» would slip past a blocklist; here they are just unknown schemes.
 */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  const colon = trimmed.indexOf(':');
  const pathStart = trimmed.search(/[/?#]/);
  if (colon === -1 || (pathStart !== -1 && pathStart < colon)) return trimmed;
  return SAFE_SCHEMES.has(trimmed.slice(0, colon).toLowerCase()) ? trimmed : null;
}
