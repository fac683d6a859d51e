import { TYPING_THROTTLE_MS, type ChatUser } from '@kabinet/domain/chat';
import { presenceChatChannel } from '@kabinet/domain/realtime';
import { useCallback, useEffect, useRef } from 'react';

import { whisper } from '../../../shared/realtime/use-channel.ts';

/** Sends client-typing at most once per TYPING_THROTTLE_MS while typing, and «stopped» once. */
export function useTypingSender(conversationId: number, me: ChatUser | undefined) {
  const lastSent = useRef(0);
  const typing = useRef(false);

  const send = useCallback(
    (isTyping: boolean) => {
      if (!me) return;
      const channel = presenceChatChannel(conversationId);
      const now = Date.now();
      if (isTyping && typing.current && now - lastSent.current < TYPING_THROTTLE_MS) return;
      if (!isTyping && !typing.current) return;
      typing.current = isTyping;
      lastSent.current = now;
      whisper(channel, 'client-typing', { chat_user_id: me.id, name: me.name, typing: isTyping });
    },
    [conversationId, me],
  );

  useEffect(() => () => send(false), [send]);
  return send;
}
