import { FILE_CAPTION, NEW_MESSAGE_TITLE } from '@kabinet/domain/chat';
import { TOAST_TIMEOUT_MS } from '@kabinet/domain/shared';
import { create } from 'zustand';

import { playNotificationSound } from '../../shared/sound/notification-sound.ts';

/** What a new-message notice needs (a Message, or a NEW_CHAT_MESSAGE notification's message). */
export interface IncomingMessage {
  id: number | null;
  chat_conversation_id: number;
  text: string;
  chat_user: { name: string } | null;
}

export interface ChatNotice {
  key: string;
  conversationId: number;
  title: string;
  body: string;
}

interface NoticesState {
  notices: ChatNotice[];
  push: (notice: ChatNotice) => void;
  dismiss: (key: string) => void;
}

/** «Новое сообщение» notices shown at the top right (SPEC §9), newest last, at most three. */
export const useChatNotices = create<NoticesState>()((set) => ({
  notices: [],
  push: (notice) =>
    set((state) => ({
      notices: [
        ...state.notices.filter((n) => n.conversationId !== notice.conversationId),
        notice,
      ].slice(-3),
    })),
  dismiss: (key) => set((state) => ({ notices: state.notices.filter((n) => n.key !== key) })),
}));

/** Where a click on a notice leads; the shell's notifier sets it (it owns the router). */
let openConversation: (conversationId: number) => void = (id) =>
  window.location.assign(`/chat/${id}`);
export function setNoticeNavigator(navigate: (conversationId: number) => void): void {
  openConversation = navigate;
}
export function openFromNotice(conversationId: number): void {
  openConversation(conversationId);
}

const seen = new Set<string>();

/**
 * The user turned chat notifications off «В приложении» — then no sound, no notice and
 * no browser notification (the conversation list still shows unread counts). The shell sets it.
 */
let muted = false;
export function setChatNoticesMuted(value: boolean): void {
  muted = value;
}

function showBrowserNotification(notice: ChatNotice): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState === 'visible') return;
  try {
    const shown = new Notification(notice.title, {
      body: notice.body,
      tag: `chat-${notice.conversationId}`,
      icon: '/favicon.svg',
    });
    shown.onclick = () => {
      window.focus();
      openFromNotice(notice.conversationId);
      shown.close();
    };
  } catch {
    // Some browsers allow notifications from a service worker only.
  }
}

/**
 * SPEC §9: a message arrived where the user is not looking — sound, «Новое сообщение» at the top
 * right (clicking opens the conversation) and a browser notification when permitted. Each
 * message once, whichever channel told first.
 */
export function notifyNewMessage(message: IncomingMessage): void {
  const key =
    message.id === null ? `${message.chat_conversation_id}-${Date.now()}` : String(message.id);
  if (seen.has(key)) return;
  seen.add(key);
  if (muted) return;
  const text = message.text.trim() || FILE_CAPTION;
  const name = message.chat_user?.name;
  const notice: ChatNotice = {
    key,
    conversationId: message.chat_conversation_id,
    title: NEW_MESSAGE_TITLE,
    body: name ? `${name}: ${text}` : text,
  };
  playNotificationSound();
  useChatNotices.getState().push(notice);
  setTimeout(() => useChatNotices.getState().dismiss(key), TOAST_TIMEOUT_MS);
  showBrowserNotification(notice);
}

/** Asks for the browser's permission (needs a user gesture); true when granted. */
export async function askNotificationPermission(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}
