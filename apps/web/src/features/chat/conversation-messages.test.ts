import { describe, expect, it } from 'vitest';

import {
  messagesFromPage,
  withChanges,
  withDeletedMessage,
  withOlderPage,
  withSavedMessages,
} from './conversation-messages.ts';
import { asReplyMessage } from './model.ts';
import { message } from '../../test/chat/test-data.ts';

const saved = (id: number, seq: number, changeSeq = seq, text = `Сообщение ${seq}`) =>
  message({
    id,
    seq,
    change_seq: changeSeq,
    text,
    extra: { date: `2026-11-21T09:00:${String(seq).padStart(2, '0')}.000Z` },
  });
const ids = (state: { messages: { id: number | null }[] }) => state.messages.map((m) => m.id);

describe('the held list of a conversation (ARCHITECTURE §3 change catch-up)', () => {
  it('starts the catch-up position at the highest change_seq of the newest page', () => {
    const state = messagesFromPage([saved(11, 11, 14), saved(12, 12, 12)], true);
    expect(state.changes).toEqual({ upTo: 14, ahead: [] });
  });

  it('applies a catch-up in order: inserts, edits in place, removes tombstones, once each', () => {
    const state = messagesFromPage([saved(1, 1), saved(2, 2), saved(3, 3)], false);
    const next = withChanges(
      state,
      [
        saved(4, 4),
        saved(1, 1, 5, 'Исправлено'),
        { id: 2, deleted: true, change_seq: 6 },
        saved(4, 4, 7, 'Новое, исправлено'),
      ],
      7,
    );
    expect(ids(next)).toEqual([1, 3, 4]);
    expect(next.messages.map((m) => m.text)).toEqual([
      'Исправлено',
      'Сообщение 3',
      'Новое, исправлено',
    ]);
    expect(next.changes).toEqual({ upTo: 7, ahead: [] });
    expect(next.deletedIds).toEqual([2]);
  });

  it('never brings a deleted message back, whatever copy comes late', () => {
    const state = withDeletedMessage(messagesFromPage([saved(1, 1), saved(2, 2)], false), 2, 3);
    const late = withSavedMessages(state, [saved(2, 2, 2)]);
    expect(ids(late)).toEqual([1]);
    expect(ids(withChanges(late, [saved(2, 2, 2)], 3))).toEqual([1]);
  });

  it('does not let an older copy undo a newer edit', () => {
    const state = messagesFromPage([saved(1, 1, 5, 'Новая версия')], false);
    expect(withSavedMessages(state, [saved(1, 1, 1, 'Старая')]).messages[0]?.text).toBe(
      'Новая версия',
    );
  });

  it('leaves an edit of a message on a page not loaded yet to that page', () => {
    const state = messagesFromPage([saved(30, 30), saved(31, 31)], true);
    const next = withChanges(state, [saved(5, 5, 40, 'Старое, исправлено')], 40);
    expect(ids(next)).toEqual([30, 31]);
    expect(next.changes.upTo).toBe(40);
  });

  it('shows the new text in the quotes of an edited message', () => {
    const original = saved(1, 1);
    const reply = message({
      ...saved(2, 2),
      reply_message_id: 1,
      reply_message: asReplyMessage(original),
    });
    const state = messagesFromPage([original, reply], false);
    const next = withSavedMessages(state, [saved(1, 1, 3, 'Исправлено')]);
    expect(next.messages[1]?.reply_message?.text).toBe('Исправлено');
  });

  it('counts events that overtook a change as ahead, and closes the gap when it comes', () => {
    const state = messagesFromPage([saved(1, 1)], false);
    const ahead = withSavedMessages(state, [saved(3, 3)]);
    expect(ahead.changes).toEqual({ upTo: 1, ahead: [3] });
    expect(withDeletedMessage(ahead, 2, 2).changes).toEqual({ upTo: 3, ahead: [] });
  });

  it('merges an older page without moving the position or reviving deleted messages', () => {
    const state = withDeletedMessage(messagesFromPage([saved(30, 30, 50)], true), 29, 51);
    const next = withOlderPage(state, [saved(28, 28), saved(29, 29)], false);
    expect(ids(next)).toEqual([28, 30]);
    expect(next.changes.upTo).toBe(51);
    expect(next.hasMore).toBe(false);
  });
});
