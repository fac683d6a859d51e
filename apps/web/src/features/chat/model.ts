import {
  isPreSent,
  messageTypeFor,
  type ChangeCursor,
  type ChatFile,
  type ChatUser,
  type Conversation,
  type ListedMessage,
  type Message,
  type PreSentMessage,
  type ReplyMessage,
  type TypingUser,
} from '@kabinet/domain/chat';
import { dateTimeFormat, DEFAULT_TIME_ZONE } from '@kabinet/domain/shared';

/** The messages of one conversation as the page holds them (newest last). */
export interface ConversationMessages {
  messages: ListedMessage[];
  /** SPEC §9: older pages exist. */
  hasMore: boolean;
  /** ARCHITECTURE §3 change log position: a reconnect catches up the changes after it. */
  changes: ChangeCursor;
  /** Deleted while the list is held: no late copy (an event, a catch-up) brings one back. */
  deletedIds: readonly number[];
}

/** A send id the server dedupes on (docs/api/chat.md `extra[client_id]`). */
export function createClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** Local stand-ins for files being uploaded, so a pre-sent message shows them at once. */
function localFiles(files: readonly File[]): ChatFile[] {
  return files.map((file, index) => ({
    id: index + 1,
    name: file.name,
    mime: file.type,
    size: file.size,
    kind: 'document',
    url: '',
    preview_url: null,
  }));
}

/** SPEC §4: the message shown before the server has it (no id, seq, created_at). */
export function buildPreSent({
  conversationId,
  chatUser,
  text,
  files,
  reply,
  clientId,
  date,
}: {
  conversationId: number;
  chatUser: ChatUser;
  text: string;
  files: readonly File[];
  reply: ReplyMessage | null;
  clientId: string;
  date: string;
}): PreSentMessage {
  return {
    id: null,
    seq: null,
    change_seq: null,
    text,
    type: messageTypeFor({ text, files }),
    chat_user_id: chatUser.id,
    chat_user: chatUser,
    chat_conversation_id: conversationId,
    user_id: chatUser.user_id,
    reply_message_id: reply?.id ?? null,
    reply_message: reply,
    files: localFiles(files),
    extra: { date, client_id: clientId },
    created_at: null,
    updated_at: null,
    read_at: null,
  };
}

/** A saved message as the reply_message of another (one level deep). */
export function asReplyMessage(message: Message): ReplyMessage {
  const { reply_message: _nested, ...core } = message;
  return core;
}

/** docs/api/chat.md: replies to a deleted message get `reply_message: null`. */
export function detachDeletedReplies(list: ListedMessage[], deletedId: number): ListedMessage[] {
  return list.map((m) =>
    m.reply_message_id === deletedId && m.reply_message ? { ...m, reply_message: null } : m,
  );
}

// Built on first use (the shell loads this module; only the chat shows days).
const dayFormat = () =>
  dateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DEFAULT_TIME_ZONE,
  });
const dayKeyFormat = () => dateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE });

/** The calendar day of a message (its server time, or the client time while pre-sent). */
export function messageDayKey(message: ListedMessage): string {
  return dayKeyFormat().format(new Date(message.created_at ?? message.extra.date));
}

/** A day separator: «Сегодня», «Вчера» or «21 ноября 2026 г.». */
export function dayLabel(dayKey: string, now = new Date()): string {
  const today = dayKeyFormat().format(now);
  const yesterday = dayKeyFormat().format(new Date(now.getTime() - 86_400_000));
  if (dayKey === today) return 'Сегодня';
  if (dayKey === yesterday) return 'Вчера';
  return dayFormat().format(new Date(`${dayKey}T12:00:00Z`));
}

/** Rows of the message list: a day separator before the first message of each day. */
export type MessageRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ListedMessage; index: number };

/** Stable row key: the client id survives the pre-sent → saved replacement, so nothing jumps. */
export function messageKey(message: ListedMessage): string {
  return message.extra.client_id ?? (message.id !== null ? `id-${message.id}` : message.extra.date);
}

export function buildMessageRows(list: readonly ListedMessage[], now = new Date()): MessageRow[] {
  const rows: MessageRow[] = [];
  let day = '';
  list.forEach((message, index) => {
    const key = messageDayKey(message);
    if (key !== day) {
      day = key;
      rows.push({ kind: 'day', key: `day-${key}`, label: dayLabel(key, now) });
    }
    rows.push({ kind: 'message', key: messageKey(message), message, index });
  });
  return rows;
}

/** Read marks of one's own message: sending (pre-sent), sent ✓, read ✓✓. */
export type DeliveryState = 'sending' | 'failed' | 'sent' | 'read';

export function deliveryState(message: ListedMessage, failed: boolean): DeliveryState {
  if (isPreSent(message)) return failed ? 'failed' : 'sending';
  return message.read_at ? 'read' : 'sent';
}

/** «Мария печатает…», «Мария и Олег печатают…», «3 участника печатают…». */
export function typingText(users: readonly TypingUser[]): string | null {
  const names = users.map((u) => u.name.split(' ')[0] ?? u.name);
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} печатает…`;
  if (names.length === 2) return `${names[0]} и ${names[1]} печатают…`;
  return `${names.length} участника печатают…`;
}

/** The other side of a conversation for its title and online mark: not oneself. */
export function otherParticipants(conversation: Conversation, meId: number | null): ChatUser[] {
  return conversation.chat_users.filter((u) => u.id !== meId);
}

/** Online (SPEC §4: synced from the presence list; before it arrives, the server's flag). */
export function isOnline(chatUser: ChatUser, present: ReadonlySet<number> | undefined): boolean {
  return present ? present.has(chatUser.id) : chatUser.online;
}

/** A conversation's list entry after a new message: caption, unread count, order. */
export function withNewMessage(
  list: readonly Conversation[],
  message: Message,
  { countUnread }: { countUnread: boolean },
): Conversation[] {
  const index = list.findIndex((c) => c.id === message.chat_conversation_id);
  if (index < 0) return [...list];
  const current = list[index] as Conversation;
  const isNewer = (current.last_message?.seq ?? 0) <= message.seq;
  const updated: Conversation = {
    ...current,
    last_message: isNewer ? message : current.last_message,
    unread_count: current.unread_count + (countUnread ? 1 : 0),
  };
  const rest = list.filter((_, i) => i !== index);
  return isNewer ? [updated, ...rest] : list.map((c, i) => (i === index ? updated : c));
}

/** Parts of a search hit with the query's words marked (prefix match, so «счёт» marks «счета»). */
export function highlightParts(text: string, query: string): { text: string; hit: boolean }[] {
  const stems = query
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
    .map((w) => (w.length > 4 ? w.slice(0, w.length - 2) : w));
  if (stems.length === 0) return [{ text, hit: false }];
  const parts: { text: string; hit: boolean }[] = [];
  for (const token of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!token) continue;
    const word = token.toLowerCase().replace(/ё/g, 'е');
    parts.push({ text: token, hit: stems.some((s) => word.startsWith(s)) });
  }
  return parts;
}

/** A fragment of a long text around its first hit, for search results. */
export function searchFragment(text: string, query: string, width = 120): string {
  if (text.length <= width) return text;
  const firstHit = highlightParts(text, query).reduce(
    (acc, part) =>
      acc.found || part.hit
        ? { ...acc, found: true }
        : { pos: acc.pos + part.text.length, found: false },
    { pos: 0, found: false },
  );
  const start = Math.max(0, Math.min(firstHit.pos - 30, text.length - width));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + width)}${start + width < text.length ? '…' : ''}`;
}
