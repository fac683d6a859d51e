import type { PayoutStatus, ReferralChanged } from '@kabinet/domain/referral';

import { emitToUsers, type Realtime } from '../../platform/realtime.ts';

/**
 * What is told after commit — the referrer company's users hear of a reward and of each
 * staff move of a payout; a new payout request goes the other way, to the staff who move it.
 */
export type ReferralNotice =
  | { event: 'reward'; companyId: number; amountKopecks: number }
  | {
      event: 'payout_requested';
      companyId: number;
      payoutId: number;
      amountKopecks: number;
      actorUserId: number;
    }
  | {
      event: 'payout';
      companyId: number;
      payoutId: number;
      amountKopecks: number;
      status: PayoutStatus;
      actorUserId: number | null;
    };

/**
 * Hook for the notifications feature (services.ts fills it): tells the referrer company's client
 * users, or its managers and the firm's admins of a payout request. It never throws.
 */
export type NotifyReferral = (notices: readonly ReferralNotice[]) => Promise<void>;

/** Who hears of a company's referral: its client users (services.ts fills it from companies). */
export type ReferralAudience = (companyId: number) => Promise<number[]>;

/** The after-commit announcer the referral services share (never throws). */
export function createReferralAnnouncer(deps: {
  realtime?: Realtime;
  audience?: ReferralAudience;
  notify?: NotifyReferral;
}) {
  return async function announce(
    notices: readonly ReferralNotice[],
    changes: readonly ReferralChanged[],
  ): Promise<void> {
    try {
      if (notices.length > 0) await deps.notify?.(notices);
      if (!deps.realtime || !deps.audience) return;
      for (const change of changes) {
        emitToUsers(
          deps.realtime,
          await deps.audience(change.company_id),
          'ReferralChanged',
          change,
        );
      }
    } catch {
      // Announcing is best effort: the change is committed.
    }
  };
}
export type ReferralAnnouncer = ReturnType<typeof createReferralAnnouncer>;
