import { presenceChatClientEventSchemas, REALTIME_EVENT } from '@kabinet/domain/realtime';
import type { Socket } from 'socket.io';

import { memberOf } from './realtime.presence.ts';

/** Ours: at most this many client events per socket and channel in a window. */
const CLIENT_EVENTS_PER_WINDOW = 5;
const CLIENT_EVENT_WINDOW_MS = 2_000;

type ClientEventPayload = { channel?: unknown; event?: unknown; data?: unknown };

function windowLimiter() {
  // Made on the first client event: most sockets never send one, and each would keep an empty
  // Map for its whole life (memory of idle sockets).
  let windows: Map<string, { start: number; count: number }> | undefined;
  return (channel: string): boolean => {
    windows ??= new Map();
    const now = Date.now();
    const window = windows.get(channel);
    if (!window || now - window.start >= CLIENT_EVENT_WINDOW_MS) {
      windows.set(channel, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= CLIENT_EVENTS_PER_WINDOW;
  };
}

/**
 * ARCHITECTURE §3 client events (`client-typing`): relayed to the other sockets of the same
 * presence channel only. Dropped when the socket is not a member of that channel, the event is
 * unknown, the data is malformed, the sender claims another chat user, or it floods.
 */
export function onClientEvent(socket: Socket) {
  const allow = windowLimiter();
  return (payload: unknown) => {
    const { channel, event, data } = (payload ?? {}) as ClientEventPayload;
    if (typeof channel !== 'string' || event !== 'client-typing') return;
    const member = memberOf(socket, channel);
    if (!member || !socket.rooms.has(channel)) return;
    const parsed = presenceChatClientEventSchemas['client-typing'].safeParse(data);
    if (!parsed.success || parsed.data.chat_user_id !== member.chat_user_id) return;
    if (!allow(channel)) return;
    socket.to(channel).emit(REALTIME_EVENT, { channel, event, data: parsed.data });
  };
}
