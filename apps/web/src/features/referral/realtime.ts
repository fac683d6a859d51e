import { privateUserChannel } from '@kabinet/domain/chat';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel, type ChannelHandlers } from '../../shared/realtime/use-channel.ts';
import { referralKeys } from './keys.ts';

/**
 * CONVENTIONS §4.5: `ReferralChanged` (docs/api/referral.md) — a referral, lead, client or payout
 * of the user's company changed — asks the referral queries again. The event is not in the
 * domain's event map yet, hence the widened handler type.
 */
export function useReferralEvents(userId: number | undefined) {
  const queryClient = useQueryClient();
  const handlers = {
    ReferralChanged: () => {
      void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  } as unknown as ChannelHandlers<'private-user'>;
  useChannel(
    userId === undefined ? null : (privateUserChannel(userId) as `private-user.${number}`),
    handlers,
  );
}
