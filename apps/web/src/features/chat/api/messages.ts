import {
  markMessagesRead,
  mergeMessages,
  removeMessage,
  upsertMessage,
  type Conversation,
  type ListedMessage,
  type Message,
  type ReadMessage,
} from '@kabinet/domain/chat';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { http } from '../../../shared/http/http.ts';
import {
  detachDeletedReplies,
  lastSeq,
  withNewMessage,
  type ConversationMessages,
} from '../model.ts';
import { patchConversation } from './conversations.ts';
import {
  chatKeys,
  fetchMessagesAfter,
  fetchOlderMessages,
  messagesQuery,
  validMessages,
} from './keys.ts';

export const useConversationMessages = (conversationId: number) =>
  useQuery(messagesQuery(conversationId));

type Patch = (list: ListedMessage[]) => ListedMessage[];

/** CONVENTIONS P6: every change of a message list goes through the domain's list rules. */
export function patchMessages(
  queryClient: QueryClient,
  conversationId: number,
  patch: Patch,
): void {
  queryClient.setQueryData<ConversationMessages>(chatKeys.messages(conversationId), (current) =>
    current ? { ...current, messages: patch(current.messages) } : current,
  );
}

/** A saved message arrived (send answer, MessageSent, MessageUpdated, catch-up). */
export function applyMessages(
  queryClient: QueryClient,
  conversationId: number,
  incoming: readonly Message[],
): void {
  const valid = validMessages(incoming);
  if (valid.length === 0) return;
  patchMessages(queryClient, conversationId, (list) => mergeMessages<ListedMessage>(list, valid));
  const newest = valid.reduce((a, b) => (a.seq >= b.seq ? a : b));
  patchConversation(queryClient, conversationId, (c) =>
    (c.last_message?.seq ?? 0) < newest.seq || c.last_message?.id === newest.id
      ? { ...c, last_message: newest }
      : c,
  );
}

/** A new message from the channel: into the list and into the conversation list entry. */
export function applyNewMessage(
  queryClient: QueryClient,
  message: Message,
  { countUnread }: { countUnread: boolean },
): void {
  const [valid] = validMessages([message]);
  if (!valid) return;
  const known = queryClient
    .getQueryData<ConversationMessages>(chatKeys.messages(valid.chat_conversation_id))
    ?.messages.some((m) => m.id === valid.id);
  patchMessages(queryClient, valid.chat_conversation_id, (list) =>
    upsertMessage<ListedMessage>(list, valid),
  );
  if (known) return;
  queryClient.setQueriesData<Conversation[]>(
    { queryKey: [...chatKeys.all, 'conversations'] },
    (list) => (list ? withNewMessage(list, valid, { countUnread }) : list),
  );
}

export function applyDeleted(queryClient: QueryClient, conversationId: number, id: number): void {
  patchMessages(queryClient, conversationId, (list) =>
    detachDeletedReplies(removeMessage(list, id), id),
  );
  // The caption must not show a deleted message: ask the server for the new last one.
  void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
}

export function applyRead(
  queryClient: QueryClient,
  conversationId: number,
  read: ReadMessage[],
): void {
  patchMessages(queryClient, conversationId, (list) => markMessagesRead(list, read));
}

/** SPEC §9 infinite scroll upward: the page before the oldest held message. */
export async function loadOlderMessages(queryClient: QueryClient, conversationId: number) {
  const current = queryClient.getQueryData<ConversationMessages>(chatKeys.messages(conversationId));
  const oldest = current?.messages.find((m) => m.seq != null)?.seq;
  if (!current?.hasMore || !oldest) return;
  const older = await fetchOlderMessages(conversationId, oldest);
  queryClient.setQueryData<ConversationMessages>(chatKeys.messages(conversationId), (now) =>
    now
      ? {
          messages: mergeMessages<ListedMessage>(now.messages, older.messages),
          hasMore: older.hasMore,
        }
      : now,
  );
}

/** After a reconnect: everything after the last seq held, so nothing is lost (ARCHITECTURE §3). */
export async function catchUpMessages(queryClient: QueryClient, conversationId: number) {
  const current = queryClient.getQueryData<ConversationMessages>(chatKeys.messages(conversationId));
  if (!current) return;
  const missed = await fetchMessagesAfter(conversationId, lastSeq(current.messages));
  applyMessages(queryClient, conversationId, missed);
}

/** SPEC §7 PUT /api/chat/messages/{id}. */
export function useEditMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      http.put<{ data: Message }>(`/api/chat/messages/${id}`, { text }).then((b) => b.data),
    onSuccess: (message) => applyMessages(queryClient, conversationId, [message]),
  });
}

/** SPEC §7 DELETE /api/chat/messages/{id}. */
export function useDeleteMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http
        .delete<{ data: { id: number; chat_conversation_id: number } }>(`/api/chat/messages/${id}`)
        .then((b) => b.data),
    onSuccess: ({ id }) => applyDeleted(queryClient, conversationId, id),
  });
}
