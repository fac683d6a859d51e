import { parseChannelName } from '@kabinet/domain/realtime';

import { signChannel } from '../../platform/channel-signature.ts';
import { forbidden } from '../../platform/errors.ts';

import { decideChannel, type PresenceMemberLookup } from './broadcasting.policy.ts';

export const channelForbidden = () => forbidden('Нет доступа к каналу.', 'broadcasting.forbidden');

/** The answer of /broadcasting/auth; presence channels add the signed member info. */
export type BroadcastingAuthResult = { auth: string; token_id: number; channel_data?: string };

/**
 * POST /broadcasting/auth (security R21): unknown channel patterns and other users' channels
 * are refused; an allowed one gets HMAC(APP_KEY, socket_id:channel:token_id:issued_at
 * [:channel_data]). `issued_at` is the wall clock, not the services' clock: realtime nodes
 * compare it with their own (platform/channel-signature.ts).
 */
export function createBroadcastingService(deps: {
  appKey: string;
  presenceMember: PresenceMemberLookup;
}) {
  return { authorize };

  async function authorize(
    actor: { id: number },
    tokenId: number,
    input: { socket_id: string; channel_name: string },
  ): Promise<BroadcastingAuthResult> {
    const channel = parseChannelName(input.channel_name);
    const decision = channel
      ? await decideChannel(actor, channel, deps.presenceMember)
      : { allowed: false as const };
    if (!decision.allowed) throw channelForbidden();
    const channelData = decision.member ? JSON.stringify(decision.member) : undefined;
    const auth = signChannel(deps.appKey, {
      socketId: input.socket_id,
      channel: input.channel_name,
      tokenId,
      channelData,
      issuedAt: Date.now(),
    });
    return channelData === undefined
      ? { auth, token_id: tokenId }
      : { auth, token_id: tokenId, channel_data: channelData };
  }
}

export type BroadcastingService = ReturnType<typeof createBroadcastingService>;
