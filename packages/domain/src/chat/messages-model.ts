import { REPLY_PREVIEW_MAX } from '../shared/constants.ts';
import { hasMorePages } from '../shared/has-more-pages.ts';

import { CHAT_PAGE_SIZE } from './chat-limits.ts';
import type { Message } from './chat.schemas.ts';

/** SPEC §8: the warning when a reply target is not found after loading all pages. */
export const REPLY_TARGET_DELETED = 'Сообщение было удалено';
/** SPEC §9: the caption of a conversation without messages. */
export const EMPTY_HISTORY_CAPTION = 'История сообщений пуста';
/** SPEC §9: the caption of a last message that carries files only. */
export const FILE_CAPTION = 'Прикрепленный файл';
/** SPEC §9: the prefix of the caption of one's own last message. */
export const OWN_MESSAGE_PREFIX = 'Вы: ';
/** SPEC §9: the caption shows this many first characters of the text. */
export const CAPTION_MAX = 20;

/**
 * SPEC §4: a message the client shows before the server has it — no id, seq or created_at yet;
 * `extra.date` (and our `extra.client_id`) let the server version replace it.
 */
export type PreSentMessage = Omit<
  Message,
  'id' | 'seq' | 'change_seq' | 'created_at' | 'updated_at' | 'read_at'
> & {
  id: null;
  seq: null;
  change_seq: null;
  created_at: null;
  updated_at: null;
  read_at: null;
};
/** A message in a client list: saved, or pre-sent (SPEC §4). */
export type ListedMessage = Message | PreSentMessage;

/** The fields the list rules read; both `Message` and `PreSentMessage` have them. */
export interface MessageLike {
  id: number | null;
  seq?: number | null;
  change_seq?: number | null;
  chat_user_id: number;
  extra: { date: string; client_id?: string | undefined };
  created_at?: string | null;
  updated_at?: string | null;
  read_at?: string | null;
}

/** SPEC §4: a message is pre-sent while it has no created_at. */
export function isPreSent(message: { created_at?: string | null }): boolean {
  return !message.created_at;
}

/** Both timestamps name the same instant (formats may differ: «…Z» vs «….000000Z»). */
function sameInstant(a: string, b: string): boolean {
  const [x, y] = [Date.parse(a), Date.parse(b)];
  return Number.isNaN(x) || Number.isNaN(y) ? a === b : x === y;
}

/** SPEC §4: a message counts as edited when updated_at differs from created_at. */
export function isEdited(message: {
  created_at?: string | null;
  updated_at?: string | null;
}): boolean {
  if (!message.created_at || !message.updated_at) return false;
  return !sameInstant(message.created_at, message.updated_at);
}

function sameSaved(a: MessageLike, b: MessageLike): boolean {
  return a.id !== null && a.id === b.id && !isPreSent(a) && !isPreSent(b);
}

/** SPEC §4: same sender and same extra.date; our client_id, when both carry it, must agree. */
function sameSend(a: MessageLike, b: MessageLike): boolean {
  if (a.chat_user_id !== b.chat_user_id || a.extra.date !== b.extra.date) return false;
  const [x, y] = [a.extra.client_id, b.extra.client_id];
  return x === undefined || y === undefined || x === y;
}

const orderKey = (m: MessageLike): number => m.seq ?? m.id ?? Number.POSITIVE_INFINITY;

/** Saved messages in seq order, then pre-sent ones in the order they were written. */
function insertOrdered<T extends MessageLike>(list: readonly T[], message: T): T[] {
  const result = [...list];
  let at = result.length;
  if (!isPreSent(message)) {
    while (at > 0) {
      const before = result[at - 1] as T;
      if (!isPreSent(before) && orderKey(before) <= orderKey(message)) break;
      at -= 1;
    }
  }
  result.splice(at, 0, message);
  return result;
}

/**
 * The stored version is newer than the incoming one (a stale event or catch-up copy must not undo
 * an edit): by change_seq when both carry different ones (exact), else by updated_at.
 */
function isStale(existing: MessageLike, incoming: MessageLike): boolean {
  const [before, after] = [existing.change_seq, incoming.change_seq];
  if (before != null && after != null && before !== after) return after < before;
  const [was, now] = [Date.parse(existing.updated_at ?? ''), Date.parse(incoming.updated_at ?? '')];
  return !Number.isNaN(was) && !Number.isNaN(now) && now < was;
}

/**
 * SPEC §4 + ARCHITECTURE §3: put a message into a list — replacing the one with the same id, or
 * the pre-sent one of the same sender and extra.date — keeping saved messages in seq order
 * (pre-sent ones last) and never holding a message twice. An older version of a saved message
 * (by updated_at) does not replace a newer one, and a known read_at is not lost. A pre-sent
 * message whose server version is already listed is ignored. Returns a new list, or the same
 * list when the incoming copy is stale or such an ignored echo. The input is never changed.
 */
export function upsertMessage<T extends MessageLike>(list: readonly T[], incoming: T): T[] {
  const byId = list.findIndex((m) => sameSaved(m, incoming));
  if (byId >= 0) {
    const existing = list[byId] as T;
    if (isStale(existing, incoming)) return list as T[];
    const merged = { ...incoming, read_at: incoming.read_at ?? existing.read_at } as T;
    const rest = list.filter((_, i) => i !== byId);
    return insertOrdered(rest, merged);
  }
  if (isPreSent(incoming)) {
    if (list.some((m) => !isPreSent(m) && sameSend(m, incoming))) return list as T[];
    const pending = list.findIndex((m) => isPreSent(m) && sameSend(m, incoming));
    if (pending < 0) return [...list, incoming];
    return list.map((m, i) => (i === pending ? incoming : m));
  }
  const rest = list.filter((m) => !(isPreSent(m) && sameSend(m, incoming)));
  return insertOrdered(rest, incoming);
}

/** {@link upsertMessage} for many messages: a page of history or a catch-up after reconnect. */
export function mergeMessages<T extends MessageLike>(
  list: readonly T[],
  incoming: readonly T[],
): T[] {
  return incoming.reduce<T[]>((acc, message) => upsertMessage(acc, message), list as T[]);
}

/** MessageDeleted: the list without the message of this id. */
export function removeMessage<T extends MessageLike>(list: readonly T[], id: number): T[] {
  return list.filter((m) => m.id !== id || isPreSent(m));
}

/** MessagesRead / SPEC §7 read_messages: set read_at on the listed messages not read yet. */
export function markMessagesRead<T extends MessageLike>(
  list: readonly T[],
  read: readonly { id: number; read_at: string }[],
): T[] {
  const readAt = new Map(read.map((r) => [r.id, r.read_at]));
  return list.map((m) => {
    const at = m.id === null || m.read_at ? undefined : readAt.get(m.id);
    return at === undefined ? m : { ...m, read_at: at };
  });
}

/** ARCHITECTURE §3: the highest seq held — a reconnecting client catches up after it (0: none). */
export function lastSeq(list: readonly MessageLike[]): number {
  return list.reduce((max, m) => (m.seq != null && m.seq > max ? m.seq : max), 0);
}

/**
 * SPEC §9: more messages exist when current_page is below last_page, or — with no pagination
 * info — when the loaded count is a multiple of the page size (15 by default). Nothing loaded
 * and no pagination info means an empty conversation, not «more».
 */
export function hasMoreMessages({
  loadedCount,
  pagination,
  pageSize = CHAT_PAGE_SIZE,
}: {
  loadedCount: number;
  pagination?: { meta: { current_page: number; last_page: number } } | null;
  pageSize?: number;
}): boolean {
  if (pagination?.meta) return hasMorePages(pagination.meta);
  return loadedCount > 0 && loadedCount % pageSize === 0;
}

/** First `max` characters by code point, so an emoji is never cut in half. */
function firstChars(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

/** First `max` characters, and «…» when something was cut (a cut must show). */
function cutWithEllipsis(text: string, max: number): string {
  const cut = firstChars(text, max);
  return cut === text ? text : `${cut.trimEnd()}…`;
}

/**
 * SPEC §9: the caption under a conversation — the first 20 characters of the last message (line
 * breaks read as spaces), «Прикрепленный файл» when it has files and no text, prefixed «Вы: »
 * when it is the viewer's own; «История сообщений пуста» when there is none. A longer
 * text ends with «…» after its 20 characters, so the cut is visible.
 */
export function lastMessageCaption(
  message: (Pick<MessageLike, 'chat_user_id'> & { text: string | null }) | null | undefined,
  currentChatUserId: number | null | undefined,
): string {
  if (!message) return EMPTY_HISTORY_CAPTION;
  const text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  const body = text === '' ? FILE_CAPTION : cutWithEllipsis(text, CAPTION_MAX);
  return message.chat_user_id === currentChatUserId ? `${OWN_MESSAGE_PREFIX}${body}` : body;
}

/** SPEC §9: a reply preview is the replied text cut at 255 characters. */
export function replyPreview(text: string | null | undefined): string {
  return firstChars(text ?? '', REPLY_PREVIEW_MAX);
}

/** Where a jump to a replied message stands (SPEC §8/§9). */
export type ReplyTargetLookup =
  | { status: 'found'; index: number }
  | { status: 'load-more' }
  | { status: 'deleted'; warning: typeof REPLY_TARGET_DELETED };

/**
 * SPEC §8/§9: jumping to a replied message — found in the loaded list (scroll there and highlight
 * for 3 s), or load an older page while more exist, or warn «Сообщение было удалено» once all
 * pages are loaded and it is still missing.
 */
export function findReplyTarget(
  list: readonly MessageLike[],
  replyMessageId: number,
  hasMore: boolean,
): ReplyTargetLookup {
  const index = list.findIndex((m) => m.id === replyMessageId && !isPreSent(m));
  if (index >= 0) return { status: 'found', index };
  return hasMore ? { status: 'load-more' } : { status: 'deleted', warning: REPLY_TARGET_DELETED };
}
