import type {
  ChannelEventMaps,
  ChannelKind,
  ChannelName,
  ChatPresenceMember,
  PresenceChatClientEvents,
} from '@kabinet/domain/realtime';
import { useEffect, useRef } from 'react';

import { realtimeConnection, type LOCAL_EVENTS } from './socket.ts';

/** What the connection adds to every channel. */
interface ConnectionEvents {
  /** Joined; `resubscribed` after a reconnect — catch up on what was missed (ARCHITECTURE §3). */
  [LOCAL_EVENTS.SUBSCRIBED]: { resubscribed: boolean };
  [LOCAL_EVENTS.FAILED]: { message: string };
}

/** Presence channels also tell who is there (SPEC §4 presence list) and relay client events. */
interface PresenceEvents extends PresenceChatClientEvents {
  [LOCAL_EVENTS.HERE]: ChatPresenceMember[];
  'presence:joining': ChatPresenceMember;
  'presence:leaving': ChatPresenceMember;
}

/** Every event a channel of kind K delivers, typed by the domain's event maps. */
export type ChannelEvents<K extends ChannelKind> = ChannelEventMaps[K] &
  ConnectionEvents &
  (K extends 'presence-chat' ? PresenceEvents : unknown);

export type ChannelHandlers<K extends ChannelKind> = {
  [E in keyof ChannelEvents<K>]?: (data: ChannelEvents<K>[E]) => void;
};

/**
 * CONVENTIONS §4.5: listens to a channel while mounted. Handlers may change on every render; the
 * subscription follows only the channel name (`null`: none).
 */
export function useChannel<K extends ChannelKind>(
  channel: ChannelName<K> | null,
  handlers: ChannelHandlers<K>,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!channel) return undefined;
    return realtimeConnection().subscribe(channel, (event, data) => {
      // The socket delivers a name and an untyped payload; the handler of that name gets it.
      const handler: unknown = Reflect.get(latest.current, event);
      if (typeof handler === 'function') handler(data);
    });
  }, [channel]);
}

/** Sends a client event on a presence channel the page listens to. */
export function whisper<E extends keyof PresenceChatClientEvents>(
  channel: ChannelName<'presence-chat'>,
  event: E,
  data: PresenceChatClientEvents[E],
): void {
  realtimeConnection().whisper(channel, event, data);
}
