/**
 * The Yandex Metrika counter (SPEC §1). Nothing happens until `startAnalytics` gets a
 * configured counter id (the option analytics_counter_id); the tag script is injected at run time,
 * only in a production build — never in tests or dev (the demo's id is '' anyway). Goals:
 * registration, tariff_connected, payment, referral_connect (`reachGoal`). The client id from
 * getClientID is what registration sends as lead_meta.ya_id (`analyticsClientId`).
 */

/** The goals the counter records. */
export type AnalyticsGoal = 'registration' | 'tariff_connected' | 'payment' | 'referral_connect';

type Ym = ((id: number, method: string, ...args: unknown[]) => void) & {
  a?: unknown[][];
  l?: number;
};

declare global {
  interface Window {
    ym?: Ym;
  }
}

export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';
/** Where the last client id is kept, so a reload before registration still sends it. */
const CLIENT_ID_KEY = 'kabinet_ya_id';

let counterId: number | null = null;
let clientId: string | null = null;

/** Starts the counter once; '' or a malformed id leaves it off. */
export function startAnalytics(
  id: string,
  options: { loadScript?: boolean } = { loadScript: import.meta.env.PROD },
): void {
  if (counterId !== null || !/^\d{1,12}$/.test(id.trim())) return;
  counterId = Number(id.trim());
  if (!window.ym) {
    // The counter's own queue: calls wait here until tag.js replaces it.
    const queue: Ym = (...args: unknown[]) => {
      (queue.a ??= []).push(args);
    };
    queue.l = Date.now();
    window.ym = queue;
  }
  if (options.loadScript) {
    const script = document.createElement('script');
    script.async = true;
    script.src = METRIKA_TAG_URL;
    document.head.appendChild(script);
  }
  const ym = window.ym;
  ym(counterId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  ym(counterId, 'getClientID', (value: unknown) => {
    const text = String(value ?? '');
    if (!/^\d{6,32}$/.test(text)) return;
    clientId = text;
    try {
      localStorage.setItem(CLIENT_ID_KEY, text);
    } catch {
      // Storage may be off (private mode): the id lives for this page only.
    }
  });
}

/** Records a goal; nothing when the counter is off. The referral feature calls `referral_connect`. */
export function reachGoal(goal: AnalyticsGoal): void {
  if (counterId === null || !window.ym) return;
  window.ym(counterId, 'reachGoal', goal);
}

/** The counter's client id (this page's, else the last one stored), null when unknown. */
export function analyticsClientId(): string | null {
  if (clientId) return clientId;
  try {
    const stored = localStorage.getItem(CLIENT_ID_KEY);
    return stored && /^\d{6,32}$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Tests only: forget the started counter. */
export function resetAnalyticsForTests(): void {
  counterId = null;
  clientId = null;
}
