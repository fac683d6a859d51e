import { referralCodeSchema } from '@kabinet/domain/referral';

import { analyticsClientId } from '../../shared/analytics/analytics.ts';

// Apart from model.ts: the route guards import model.ts into the entry chunk, and the code's
// zod schema would bring zod with it (login's JavaScript budget).

/** What registration calls carry in lead_meta: the analytics id and the invitation code. */
export interface LeadMeta {
  ya_id?: string;
  referral_code?: string;
}

/** The invitation code of a `?ref=` link lives here until registration ends. */
export const REFERRAL_CODE_KEY = 'referralCode';

/**
 * A registration link `?ref=CODE` — a valid code is kept (localStorage, so it survives
 * a closed tab); an invalid one is ignored. Returns the code kept now, from this link or earlier.
 */
export function captureReferralCode(search: string): string | null {
  const fromLink = new URLSearchParams(search).get('ref');
  try {
    if (fromLink !== null) {
      const parsed = referralCodeSchema.safeParse(fromLink);
      if (parsed.success) localStorage.setItem(REFERRAL_CODE_KEY, parsed.data);
    }
    return readReferralCode();
  } catch {
    return null;
  }
}

/** The kept invitation code, when it is still a valid one. */
export function readReferralCode(): string | null {
  try {
    const parsed = referralCodeSchema.safeParse(localStorage.getItem(REFERRAL_CODE_KEY) ?? '');
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Registration finished: the invitation has been used. */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(REFERRAL_CODE_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
}

/**
 * SPEC §3: registration payloads carry lead_meta.ya_id, the analytics client id, when known —
 * the one the Metrika counter answered to getClientID (shared/analytics) — and the
 * invitation code of a `?ref=` link.
 */
export function readLeadMeta(): LeadMeta {
  const referralCode = readReferralCode();
  const meta: LeadMeta = referralCode ? { referral_code: referralCode } : {};
  const id = analyticsClientId();
  return id ? { ya_id: id, ...meta } : meta;
}
