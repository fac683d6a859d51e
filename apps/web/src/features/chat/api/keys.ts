import {
  CHAT_PAGE_SIZE_LEGACY,
  hasMoreMessages,
  keepValidChatData,
  type ChatUser,
  type Conversation,
  type Message,
  type MessagePage,
} from '@kabinet/domain/chat';
import { queryOptions } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';
import { messagesFromPage } from '../conversation-messages.ts';
import type { ConversationMessages } from '../model.ts';

export const chatKeys = {
  all: ['chat'] as const,
  me: () => [...chatKeys.all, 'me'] as const,
  conversations: (companyId: number) => [...chatKeys.all, 'conversations', companyId] as const,
  messages: (conversationId: number) => [...chatKeys.all, 'messages', conversationId] as const,
  search: (companyId: number, query: string) =>
    [...chatKeys.all, 'search', companyId, query] as const,
  companyUsers: (companyId: number) => [...chatKeys.all, 'company-users', companyId] as const,
  /** The staff inbox, refreshed by every conversation event it lists. */
  inbox: () => [...chatKeys.all, 'inbox'] as const,
};

/** SPEC §5: chat data without numeric ids is skipped with a console warning. */
const warn = (reason: string) => console.warn(reason);
export const validMessages = (list: readonly Message[]) => keepValidChatData('message', list, warn);
export const validConversations = (list: readonly Conversation[]) =>
  keepValidChatData('conversation', list, warn);

/** GET /api/v1/chat/user/current: the signed-in user's chat user. */
export const currentChatUserQuery = () =>
  queryOptions({
    queryKey: chatKeys.me(),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<ChatUser>>('/api/v1/chat/user/current', { signal }).then((b) => b.data),
    staleTime: 5 * 60_000,
  });

/** The active company's conversations the user takes part in (newest activity first). */
export const conversationsQuery = (companyId: number) =>
  queryOptions({
    queryKey: chatKeys.conversations(companyId),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Conversation[]>>(
          `/api/v1/chat/conversations/search-by-company/${companyId}`,
          {
            signal,
          },
        )
        .then((b) => validConversations(b.data)),
  });

/** The newest page of a conversation (older call, 30 per page; SPEC §9 more-messages rule). */
export const messagesQuery = (conversationId: number) =>
  queryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: async ({ signal }): Promise<ConversationMessages> => {
      const page = await http.get<MessagePage>(
        `/api/v1/chat/conversations/${conversationId}/messages`,
        { signal, query: { page: 1 } },
      );
      const messages = validMessages(page.data);
      const hasMore = hasMoreMessages({
        loadedCount: messages.length,
        pagination: { meta: page.meta },
        pageSize: CHAT_PAGE_SIZE_LEGACY,
      });
      return messagesFromPage(messages, hasMore);
    },
    // Realtime keeps it current; a refetch would drop the older pages loaded by scrolling.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Messages just before `beforeSeq` (keyset, docs/api/chat.md). */
export async function fetchOlderMessages(conversationId: number, beforeSeq: number) {
  const page = await http.get<MessagePage>(
    `/api/v1/chat/conversations/${conversationId}/messages`,
    {
      query: { before_seq: beforeSeq, limit: CHAT_PAGE_SIZE_LEGACY },
    },
  );
  const messages = validMessages(page.data);
  return {
    messages,
    hasMore: hasMoreMessages({ loadedCount: messages.length, pageSize: CHAT_PAGE_SIZE_LEGACY }),
  };
}
