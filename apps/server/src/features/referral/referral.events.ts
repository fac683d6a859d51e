import type { PayoutStatus, ReferralChanged } from '@kabinet/domain/referral';

import { emitToUsers, type Realtime } from '../../platform/realtime.ts';

/** Issue 16: what the referrer company's users hear of after commit. */
export type ReferralNotice =
  | { event: 'reward'; companyId: number; amountKopecks: number }
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
 * users. It never throws.
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
