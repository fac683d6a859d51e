/** Admin-set rules of the programme. Percent in basis points keeps money integer. */
export interface ReferralRules {
  /** Reward share of each payment a referred client makes, in hundredths of a percent (1000 = 10 %). */
  reward_basis_points: number;
  /** For how many months after the referred company's first payment rewards accrue. */
  reward_months: number;
  /** The least sum a payout may request, in kopecks. */
  min_payout_kopecks: number;
}

export const DEFAULT_REFERRAL_RULES: ReferralRules = {
  reward_basis_points: 1000,
  reward_months: 12,
  min_payout_kopecks: 100_000,
};

/** The reward for one payment: share of it, rounded half up to the kopeck. */
export function rewardKopecks(paymentKopecks: number, basisPoints: number): number {
  return Math.round((paymentKopecks * basisPoints) / 10_000);
}

/**
 * Whether a payment at `paidAt` still earns a reward: within `months` calendar months of the
 * referred company's first payment (`firstPaidAt`), that first payment included.
 */
export function withinRewardWindow(firstPaidAt: Date, paidAt: Date, months: number): boolean {
  const end = new Date(firstPaidAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return paidAt.getTime() >= firstPaidAt.getTime() && paidAt.getTime() < end.getTime();
}

/** «10 %», «7,5 %» — the share as people read it. */
export function formatRewardPercent(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('ru-RU', { maximumFractionDigits: 2 })} %`;
}

/** The personal code: 8 characters without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/;

/** The registration link that carries the code (`?ref=`), on the site at `origin`. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/auth/registration?ref=${code}`;
}
