import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { openConversation, patchConversation, readConversation } from './api/conversations.ts';
import { applyRead } from './api/messages.ts';
import { useOpenConversationStore } from './store.ts';

/**
 * SPEC §4 «Opening a conversation»: change-conversation (current conversation, others' messages
 * read), the unread badge cleared; coming back to a hidden tab reads what arrived meanwhile.
 */
export function useOpenConversation(conversationId: number) {
  const queryClient = useQueryClient();

  useEffect(() => {
    useOpenConversationStore.getState().setOpenId(conversationId);
    patchConversation(queryClient, conversationId, (c) => ({ ...c, unread_count: 0 }));
    void openConversation(conversationId).catch(() => undefined);

    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      patchConversation(queryClient, conversationId, (c) => ({ ...c, unread_count: 0 }));
      void readConversation(conversationId)
        .then((read) => applyRead(queryClient, conversationId, read))
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      const store = useOpenConversationStore.getState();
      if (store.openId === conversationId) store.setOpenId(null);
    };
  }, [conversationId, queryClient]);
}
