import {
  isPreSent,
  isTombstone,
  mergeMessages,
  noteCaughtUp,
  noteChange,
  removeMessage,
  startCursor,
  type ListedMessage,
  type Message,
  type MessageChange,
} from '@kabinet/domain/chat';

import { asReplyMessage, detachDeletedReplies, type ConversationMessages } from './model.ts';

/**
 * The newest page as a held list. Its highest change_seq is where the change catch-up starts:
 * the server reads a page from one snapshot, so every change up to it is in the page already
 * (or concerns older pages, which come fresh when scrolled to).
 */
export function messagesFromPage(
  messages: ListedMessage[],
  hasMore: boolean,
): ConversationMessages {
  const highest = messages.reduce((max, m) => Math.max(max, m.change_seq ?? 0), 0);
  return { messages, hasMore, changes: startCursor(highest), deletedIds: [] };
}

/**
 * Whether a saved message belongs in the held list: it is held already, or it is not older than
 * the oldest held message. An edit of a message on a page not loaded yet is left out — that page
 * brings it when scrolled to, and a lone old message would hide the gap before it.
 */
function belongsInList(state: ConversationMessages, message: Message): boolean {
  if (!state.hasMore || state.messages.some((m) => m.id === message.id)) return true;
  const oldest = state.messages.find((m) => !isPreSent(m))?.seq;
  return oldest == null || message.seq > oldest;
}

/** Quotes of an edited message in the replies to it show the new text. */
function refreshQuotes(list: ListedMessage[], message: Message): ListedMessage[] {
  const quotes = (m: ListedMessage) =>
    m.reply_message_id === message.id &&
    m.reply_message !== null &&
    m.reply_message.change_seq < message.change_seq;
  if (!list.some(quotes)) return list;
  const quote = asReplyMessage(message);
  return list.map((m) => (quotes(m) ? { ...m, reply_message: quote } : m));
}

/**
 * Saved messages in (a send answer, MessageSent, MessageUpdated, a catch-up): the newest version
 * of each wins (domain upsert: by change_seq, in seq order, never twice), a deleted one stays
 * deleted, and each counts as an applied change for the catch-up position.
 */
export function withSavedMessages(
  state: ConversationMessages,
  incoming: readonly Message[],
): ConversationMessages {
  const accepted = incoming.filter(
    (m) => !state.deletedIds.includes(m.id) && belongsInList(state, m),
  );
  const merged = mergeMessages<ListedMessage>(state.messages, accepted);
  return {
    ...state,
    messages: accepted.reduce(refreshQuotes, merged),
    changes: incoming.reduce((cursor, m) => noteChange(cursor, m.change_seq), state.changes),
  };
}

/** MessageDeleted (or a tombstone): the message goes, replies show it as deleted, for good. */
export function withDeletedMessage(
  state: ConversationMessages,
  id: number,
  changeSeq: number | null,
): ConversationMessages {
  return {
    ...state,
    messages: detachDeletedReplies(removeMessage(state.messages, id), id),
    deletedIds: state.deletedIds.includes(id) ? state.deletedIds : [...state.deletedIds, id],
    changes: noteChange(state.changes, changeSeq),
  };
}

/**
 * A change catch-up (docs/api/chat.md): new and edited messages in, tombstones out, in the order
 * the server sent them; everything up to `lastChangeSeq` is held afterwards.
 */
export function withChanges(
  state: ConversationMessages,
  changes: readonly MessageChange[],
  lastChangeSeq: number,
): ConversationMessages {
  const applied = changes.reduce(
    (current, change) =>
      isTombstone(change)
        ? withDeletedMessage(current, change.id, null)
        : withSavedMessages(current, [change]),
    state,
  );
  return { ...applied, changes: noteCaughtUp(applied.changes, lastChangeSeq) };
}

/**
 * SPEC §9 an older page, scrolled to: merged before the held messages. It does not move the
 * catch-up position: changes of newer messages may still be missing.
 */
export function withOlderPage(
  state: ConversationMessages,
  older: readonly Message[],
  hasMore: boolean,
): ConversationMessages {
  const kept = older.filter((m) => !state.deletedIds.includes(m.id));
  return { ...state, messages: mergeMessages<ListedMessage>(state.messages, kept), hasMore };
}
