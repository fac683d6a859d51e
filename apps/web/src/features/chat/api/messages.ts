import {
  markMessagesRead,
  type Conversation,
  type ListedMessage,
  type Message,
  type ReadMessage,
} from '@kabinet/domain/chat';
import { type MessageDeleted } from '@kabinet/domain/realtime';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../../shared/http/http.ts';
import { withDeletedMessage, withOlderPage, withSavedMessages } from '../conversation-messages.ts';
import { withNewMessage, type ConversationMessages } from '../model.ts';
import { patchConversation } from './conversations.ts';
import { chatKeys, fetchOlderMessages, messagesQuery, validMessages } from './keys.ts';

export const useConversationMessages = (conversationId: number) =>
  useQuery(messagesQuery(conversationId));

type Patch = (list: ListedMessage[]) => ListedMessage[];

const heldMessages = (queryClient: QueryClient, conversationId: number) =>
  queryClient.getQueryData<ConversationMessages>(chatKeys.messages(conversationId));

/** CONVENTIONS P6: every change of a held list goes through the list's pure transitions. */
export function patchHeld(
  queryClient: QueryClient,
  conversationId: number,
  patch: (state: ConversationMessages) => ConversationMessages,
): void {
  queryClient.setQueryData<ConversationMessages>(chatKeys.messages(conversationId), (current) =>
    current ? patch(current) : current,
  );
}

/** A change of the messages alone (pre-sent ones, read marks) through the domain's list rules. */
export function patchMessages(
  queryClient: QueryClient,
  conversationId: number,
  patch: Patch,
): void {
  patchHeld(queryClient, conversationId, (state) => ({
    ...state,
    messages: patch(state.messages),
  }));
}

/** The conversation list entry shows the newest of these messages, unless deleted meanwhile. */
export function showNewestMessage(
  queryClient: QueryClient,
  conversationId: number,
  messages: readonly Message[],
): void {
  const deletedIds = heldMessages(queryClient, conversationId)?.deletedIds ?? [];
  const live = messages.filter((m) => !deletedIds.includes(m.id));
  if (live.length === 0) return;
  const newest = live.reduce((a, b) => (a.seq >= b.seq ? a : b));
  patchConversation(queryClient, conversationId, (c) =>
    (c.last_message?.seq ?? 0) < newest.seq || c.last_message?.id === newest.id
      ? { ...c, last_message: newest }
      : c,
  );
}

/** A saved message arrived (send answer, MessageUpdated, edit answer). */
export function applyMessages(
  queryClient: QueryClient,
  conversationId: number,
  incoming: readonly Message[],
): void {
  const valid = validMessages(incoming);
  if (valid.length === 0) return;
  patchHeld(queryClient, conversationId, (state) => withSavedMessages(state, valid));
  showNewestMessage(queryClient, conversationId, valid);
}

/** A new message from the channel: into the list and into the conversation list entry. */
export function applyNewMessage(
  queryClient: QueryClient,
  message: Message,
  { countUnread }: { countUnread: boolean },
): void {
  const [valid] = validMessages([message]);
  if (!valid) return;
  const held = heldMessages(queryClient, valid.chat_conversation_id);
  const known =
    held?.messages.some((m) => m.id === valid.id) === true || held?.deletedIds.includes(valid.id);
  patchHeld(queryClient, valid.chat_conversation_id, (state) => withSavedMessages(state, [valid]));
  if (known) return;
  queryClient.setQueriesData<Conversation[]>(
    { queryKey: [...chatKeys.all, 'conversations'] },
    (list) => (list ? withNewMessage(list, valid, { countUnread }) : list),
  );
}

/** MessageDeleted or a delete answer (with the change_seq the delete took). */
export function applyDeleted(
  queryClient: QueryClient,
  conversationId: number,
  id: number,
  changeSeq: number | null = null,
): void {
  patchHeld(queryClient, conversationId, (state) => withDeletedMessage(state, id, changeSeq));
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
  const current = heldMessages(queryClient, conversationId);
  const oldest = current?.messages.find((m) => m.seq != null)?.seq;
  if (!current?.hasMore || !oldest) return;
  const older = await fetchOlderMessages(conversationId, oldest);
  patchHeld(queryClient, conversationId, (now) =>
    withOlderPage(now, older.messages, older.hasMore),
  );
}

/** SPEC §7 PUT /api/chat/messages/{id}. */
export function useEditMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      http.put<DataEnvelope<Message>>(`/api/chat/messages/${id}`, { text }).then((b) => b.data),
    onSuccess: (message) => applyMessages(queryClient, conversationId, [message]),
  });
}

/** SPEC §7 DELETE /api/chat/messages/{id}. */
export function useDeleteMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<DataEnvelope<MessageDeleted>>(`/api/chat/messages/${id}`).then((b) => b.data),
    onSuccess: ({ id, change_seq }) => applyDeleted(queryClient, conversationId, id, change_seq),
  });
}
