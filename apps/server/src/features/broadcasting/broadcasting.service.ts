import { parseChannelName, type BroadcastingAuthAnswer } from '@kabinet/domain/realtime';

import { signChannel } from '../../platform/channel-signature.ts';
import { forbidden } from '../../platform/errors.ts';

import { canJoinChannel } from './broadcasting.policy.ts';

export const channelForbidden = () => forbidden('Нет доступа к каналу.', 'broadcasting.forbidden');

/**
 * POST /broadcasting/auth (security R21): unknown channel patterns and other users' channels
 * are refused; an allowed one gets HMAC(APP_KEY, socket_id:channel:token_id).
 */
export function createBroadcastingService(deps: { appKey: string }) {
  return { authorize };

  async function authorize(
    actor: { id: number },
    tokenId: number,
    input: { socket_id: string; channel_name: string },
  ): Promise<BroadcastingAuthAnswer> {
    const channel = parseChannelName(input.channel_name);
    if (!channel || !(await canJoinChannel(actor, channel))) throw channelForbidden();
    return {
      auth: signChannel(deps.appKey, {
        socketId: input.socket_id,
        channel: input.channel_name,
        tokenId,
      }),
      token_id: tokenId,
    };
  }
}

export type BroadcastingService = ReturnType<typeof createBroadcastingService>;
