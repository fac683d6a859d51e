import type {
  ChatUser,
  Conversation,
  ConversationType,
  Message,
  ReadConversationAnswer,
} from '@kabinet/domain/chat';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';

import { apiUrl, http, type DataEnvelope } from '../../../shared/http/http.ts';
import { readToken } from '../../../shared/session/session.ts';
import {
  chatKeys,
  conversationsQuery,
  currentChatUserQuery,
  validConversations,
  validMessages,
} from './keys.ts';

export const useCurrentChatUser = () => useQuery(currentChatUserQuery());
export const useConversations = (companyId: number) => useQuery(conversationsQuery(companyId));

/** Patches one conversation in every cached list that holds it. */
export function patchConversation(
  queryClient: QueryClient,
  conversationId: number,
  patch: (conversation: Conversation) => Conversation,
): void {
  queryClient.setQueriesData<Conversation[]>(
    { queryKey: [...chatKeys.all, 'conversations'] },
    (list) => list?.map((c) => (c.id === conversationId ? patch(c) : c)),
  );
}

/** Replaces (or adds) a conversation in the lists of its company. */
export function putConversation(queryClient: QueryClient, conversation: Conversation): void {
  const [valid] = validConversations([conversation]);
  if (!valid) return;
  queryClient.setQueriesData<Conversation[]>(
    { queryKey: [...chatKeys.all, 'conversations'] },
    (list) => {
      if (!list) return list;
      const known = list.some((c) => c.id === valid.id);
      return known
        ? list.map((c) => (c.id === valid.id ? { ...c, ...valid } : c))
        : [valid, ...list];
    },
  );
}

export function dropConversation(queryClient: QueryClient, conversationId: number): void {
  queryClient.setQueriesData<Conversation[]>(
    { queryKey: [...chatKeys.all, 'conversations'] },
    (list) => list?.filter((c) => c.id !== conversationId),
  );
  queryClient.removeQueries({ queryKey: chatKeys.messages(conversationId) });
}

/**
 * SPEC §4 «Opening a conversation»: change-conversation sets it as current and marks the others'
 * messages read (the answer is `data.data`, the conversation with its newest messages).
 */
export async function openConversation(conversationId: number): Promise<Conversation> {
  const body = await http.post<DataEnvelope<Conversation>>(
    '/api/v1/chat/user/change-conversation',
    {
      chat_conversation_id: conversationId,
    },
  );
  return body.data;
}

/** POST …/{id}/read: marks the others' messages read; answers `read_messages`. */
export async function readConversation(conversationId: number) {
  const body = await http.post<DataEnvelope<ReadConversationAnswer>>(
    `/api/v1/chat/conversations/${conversationId}/read`,
    {},
  );
  return body.data.read_messages;
}

/** SPEC §4 online/offline of the chat user: on while the chat screen is open. */
export function setChatOnline(online: boolean) {
  return http.post<DataEnvelope<ChatUser>>(
    `/api/v1/chat/user/${online ? 'online' : 'offline'}`,
    {},
  );
}

/** Tab closing: offline with keepalive, so the server starts notifying again. */
export function sendOfflineOnUnload(chatUserId: number): void {
  const token = readToken();
  if (!token) return;
  void fetch(apiUrl(`/api/v1/chat/users/${chatUserId}/offline`), {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  }).catch(() => undefined);
}

export function useCreateConversation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; type: ConversationType; user_ids: number[] }) =>
      http
        .post<DataEnvelope<Conversation>>('/api/v1/chat/conversations', {
          ...body,
          company_id: companyId,
        })
        .then((b) => b.data),
    onSuccess: (conversation) => putConversation(queryClient, conversation),
  });
}

export function useInvite(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      http
        .post<DataEnvelope<Conversation>>(`/api/v1/chat/conversations/${conversationId}/invite`, {
          user_ids: userIds,
        })
        .then((b) => b.data),
    onSuccess: (conversation) => putConversation(queryClient, conversation),
  });
}

/** SPEC §7 leave/current: the master is refused («Вы не можете покинуть чат»). */
export function useLeave(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.get<{ data: { chat_conversation_id: number } }>(
        `/api/v1/chat-refactor/conversations/${conversationId}/leave/current`,
      ),
    onSuccess: () => dropConversation(queryClient, conversationId),
  });
}

/** SPEC §7 leave/other: only the master («Недостаточно прав»). */
export function useRemoveParticipant(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatUserId: number) =>
      http
        .get<DataEnvelope<Conversation>>(
          `/api/v1/chat-refactor/conversations/${conversationId}/leave/other`,
          { query: { chat_user_id: chatUserId } },
        )
        .then((b) => b.data),
    onSuccess: (conversation) => putConversation(queryClient, conversation),
  });
}

/** The company's users, to invite (docs/api/companies.md GET /companies/{id}/users). */
export const companyUsersQuery = (companyId: number) =>
  queryOptions({
    queryKey: chatKeys.companyUsers(companyId),
    queryFn: ({ signal }) =>
      http
        .get<{ data: { id: number; name: string; last_name: string }[] }>(
          `/api/v1/companies/${companyId}/users`,
          { signal },
        )
        .then((b) => b.data),
  });

export const useCompanyUsers = (companyId: number, enabled: boolean) =>
  useQuery({ ...companyUsersQuery(companyId), enabled });

/** Full-text search over the company's chat (russian morphology on the server). */
export const messageSearchQuery = (companyId: number, query: string) =>
  queryOptions({
    queryKey: chatKeys.search(companyId, query),
    queryFn: ({ signal }) =>
      http
        .get<DataEnvelope<Message[]>>(`/api/v1/chat/messages/search-by-company/${companyId}`, {
          signal,
          query: { query },
        })
        .then((b) => validMessages(b.data)),
    enabled: query.trim().length >= 2,
    staleTime: 10_000,
  });

export const useMessageSearch = (companyId: number, query: string) =>
  useQuery(messageSearchQuery(companyId, query));
