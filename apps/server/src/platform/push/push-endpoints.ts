/**
 * R28/R27: a web subscription's endpoint must belong to a known browser push service, matched
 * exactly (anchored, https, default port) — never a regex over the whole URL, so
 * `https://fcm.googleapis.com.evil.example/` or `http://127.0.0.1/` are refused.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  // Chrome, Opera, Samsung Internet, Yandex Browser and other Chromium browsers.
  'fcm.googleapis.com',
  // Firefox.
  'updates.push.services.mozilla.com',
  // Safari (macOS 13+, iOS/iPadOS 16.4+ home-screen apps).
  'web.push.apple.com',
] as const;

/** Edge (WNS) endpoints live on sub-domains of this suffix. */
export const KNOWN_PUSH_SERVICE_SUFFIXES = ['.notify.windows.com'] as const;

/**
 * True when `endpoint` may be stored and pushed to. `extraOrigins` adds exact origins (e.g. the
 * local fake push service in tests, `http://127.0.0.1:PORT`); nothing else is accepted.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  extraOrigins: readonly string[] = [],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return (
    (KNOWN_PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    KNOWN_PUSH_SERVICE_SUFFIXES.some(
      (suffix) => host.endsWith(suffix) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host),
    )
  );
}
