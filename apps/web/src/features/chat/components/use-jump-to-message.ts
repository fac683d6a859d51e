import { findReplyTarget, MESSAGE_HIGHLIGHT_MS } from '@kabinet/domain/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { showToast } from '../../../shared/toast/toast-store.ts';
import { chatKeys } from '../api/keys.ts';
import { loadOlderMessages } from '../api/messages.ts';
import type { ConversationMessages } from '../model.ts';

/**
 * SPEC §8/§9: jump to a message — load older pages until it is found, scroll there and
 * highlight it for 3 s; warn «Сообщение было удалено» when all pages are loaded without it.
 */
export function useJumpToMessage(conversationId: number) {
  const queryClient = useQueryClient();
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [scrollRequest, setScrollRequest] = useState<{ index: number; nonce: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nonce = useRef(0);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const jump = useCallback(
    async (messageId: number) => {
      for (let guard = 0; guard < 1000; guard += 1) {
        const data = queryClient.getQueryData<ConversationMessages>(
          chatKeys.messages(conversationId),
        );
        if (!data) return;
        const lookup = findReplyTarget(data.messages, messageId, data.hasMore);
        if (lookup.status === 'deleted') {
          showToast({ type: 'warning', message: lookup.warning });
          return;
        }
        if (lookup.status === 'found') {
          nonce.current += 1;
          setScrollRequest({ index: lookup.index, nonce: nonce.current });
          setHighlightedId(messageId);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => setHighlightedId(null), MESSAGE_HIGHLIGHT_MS);
          return;
        }
        await loadOlderMessages(queryClient, conversationId);
      }
    },
    [conversationId, queryClient],
  );

  return { jump, highlightedId, scrollRequest };
}
