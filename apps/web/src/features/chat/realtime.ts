import { type ChatUser } from '@kabinet/domain/chat';
import { presenceChatChannel, privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import {
  dropConversation,
  patchConversation,
  putConversation,
  readConversation,
} from './api/conversations.ts';
import { catchUpChanges, catchUpOnGap } from './api/changes.ts';
import { chatKeys } from './api/keys.ts';
import { applyDeleted, applyMessages, applyNewMessage, applyRead } from './api/messages.ts';
import { resendAfterReconnect } from './api/send.ts';
import { notifyNewMessage } from './notify.ts';
import { isWatching, useOpenConversationStore, usePresenceStore, useTypingStore } from './store.ts';

const READ_DELAY_MS = 300;

/**
 * CONVENTIONS P6: the events of `presence-chat.{id}` patched into the query cache — messages,
 * reads, participants, presence and typing. After each (re)subscription, and when an event
 * overtook a change that does not follow, it catches up the changes after the last change_seq
 * held (ARCHITECTURE §3), so edits and deletes made while the socket was away are not lost.
 */
export function useConversationChannel(conversationId: number, me: ChatUser | undefined) {
  const queryClient = useQueryClient();
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const presence = usePresenceStore.getState();

  const scheduleRead = () => {
    if (readTimer.current) clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      void readConversation(conversationId)
        .then((read) => applyRead(queryClient, conversationId, read))
        .catch(() => undefined);
    }, READ_DELAY_MS);
  };

  useChannel(presenceChatChannel(conversationId), {
    MessageSent: (message) => {
      const own = message.chat_user_id === me?.id;
      const watching = isWatching(conversationId);
      applyNewMessage(queryClient, message, { countUnread: !own && !watching });
      catchUpOnGap(queryClient, conversationId);
      // The staff inbox orders and times the wait on the server: it asks again.
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
      if (own) return;
      if (watching) {
        scheduleRead();
      }
      // The open conversation in a hidden tab: the server sends no notification, the sound is ours.
      else if (useOpenConversationStore.getState().openId === conversationId) {
        notifyNewMessage(message);
      }
    },
    MessageUpdated: (message) => {
      applyMessages(queryClient, conversationId, [message]);
      catchUpOnGap(queryClient, conversationId);
    },
    MessageDeleted: ({ id, change_seq }) => {
      applyDeleted(queryClient, conversationId, id, change_seq);
      catchUpOnGap(queryClient, conversationId);
    },
    MessagesRead: ({ read_messages }) => applyRead(queryClient, conversationId, read_messages),
    ConversationUpdated: (conversation) => putConversation(queryClient, conversation),
    ChatUserJoined: ({ chat_user }) =>
      patchConversation(queryClient, conversationId, (c) => ({
        ...c,
        chat_users: [...c.chat_users.filter((u) => u.id !== chat_user.id), chat_user],
      })),
    ChatUserLeft: ({ chat_user_id }) => {
      if (chat_user_id === me?.id) return dropConversation(queryClient, conversationId);
      patchConversation(queryClient, conversationId, (c) => ({
        ...c,
        chat_users: c.chat_users.filter((u) => u.id !== chat_user_id),
      }));
    },
    'presence:here': (members) =>
      presence.setMembers(conversationId, [
        ...members.map((m) => m.chat_user_id),
        ...(me ? [me.id] : []),
      ]),
    'presence:joining': (member) => presence.join(conversationId, member.chat_user_id),
    'presence:leaving': (member) => presence.leave(conversationId, member.chat_user_id),
    'client-typing': (event) =>
      useTypingStore
        .getState()
        .setTyping(
          conversationId,
          { chat_user_id: event.chat_user_id, name: event.name },
          event.typing,
        ),
    // The first time too: the held page may be older than the subscription.
    'subscription:succeeded': ({ resubscribed }) => {
      void catchUpChanges(queryClient, conversationId).catch(() => undefined);
      if (!resubscribed) return;
      void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
    },
  });
}

/**
 * `private-user.{id}`: conversations added or removed, and NotificationCreated — a message
 * arrived somewhere the user is not looking (SPEC §9 sound and «Новое сообщение»).
 */
export function useUserChatChannel(userId: number) {
  const queryClient = useQueryClient();
  useChannel(privateUserChannel(userId), {
    // The socket is back, so is the API — messages that could not go, go now.
    'subscription:succeeded': ({ resubscribed }) => {
      if (resubscribed) void resendAfterReconnect(queryClient);
    },
    // The answer carries no company: the lists are asked again rather than guessed.
    ConversationAdded: () => {
      void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
    },
    ConversationRemoved: ({ chat_conversation_id }) => {
      dropConversation(queryClient, chat_conversation_id);
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
    },
    NotificationCreated: (notification) => {
      if (notification.data.type !== 'NEW_CHAT_MESSAGE') return;
      const message = notification.data.message as
        | {
            id?: number;
            chat_conversation_id?: number;
            text?: string;
            chat_user?: { name?: string };
          }
        | undefined;
      if (!message?.chat_conversation_id) return;
      void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'conversations'] });
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
      if (isWatching(message.chat_conversation_id)) return;
      notifyNewMessage({
        id: message.id ?? null,
        chat_conversation_id: message.chat_conversation_id,
        text: message.text ?? '',
        chat_user: { name: message.chat_user?.name ?? '' },
      });
    },
  });
}
