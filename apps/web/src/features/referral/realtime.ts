import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel, type ChannelHandlers } from '../../shared/realtime/use-channel.ts';
import { referralKeys } from './keys.ts';

/**
 * CONVENTIONS §4.5: `ReferralChanged` (docs/api/referral.md) — a referral, lead, client or payout
 * of the user's company changed — asks the referral queries again.
 */
export function useReferralEvents(userId: number | undefined) {
  const queryClient = useQueryClient();
  const handlers = {
    ReferralChanged: () => {
      void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  } satisfies ChannelHandlers<'private-user'>;
  useChannel(userId === undefined ? null : privateUserChannel(userId), handlers);
}
