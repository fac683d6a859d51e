// «no message lost» (security anchors §G): 1,000 messages sent over HTTP by several
// chat users (some sends retried, some messages edited or deleted right away) while the receivers'
// sockets drop and reconnect at random; each receiver applies live events and, after every
// reconnect, the change catch-up after the last change_seq it holds — and ends with exactly the
// server's messages (edits included, deletes gone), each once, in seq order.
import { randomUUID } from 'node:crypto';

import {
  isTombstone,
  noteCaughtUp,
  noteChange,
  startCursor,
  type Message,
  type MessageChange,
  type MessageChangesPage,
} from '@kabinet/domain/chat';
import { presenceChatChannel } from '@kabinet/domain/realtime';
import type { RealtimeEnvelope, MessageDeleted } from '@kabinet/domain/realtime';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';

import {
  collect,
  settle,
  subscribeTo,
  useTestSockets,
} from '../../realtime/realtime.test-client.ts';
import { wideBudgets } from '../../platform/rate-limit.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { chatCompany, createConversation, sendText, type Person } from './chat.test-support.ts';

const TOTAL = 1_000;
// A thousand messages from a few senders: the budgets are not under test here.
const t = useTestApp({ rateBudgets: wideBudgets() });
const sockets = useTestSockets(() => t.app);

/** What a client shows of a message: its place, version and text. */
const shown = (m: Message) => ({
  id: m.id,
  seq: m.seq,
  change_seq: m.change_seq,
  text: m.text,
  updated_at: m.updated_at,
});

/**
 * A receiver as the web client behaves: every message's newest version wins by change_seq
 * (a delete is final), the change cursor moves only over applied changes without gaps, and each
 * reconnect catches up the changes after it.
 */
function receiver(who: Person, conversationId: number) {
  const channel = presenceChatChannel(conversationId);
  const held = new Map<number, { changeSeq: number; message: Message | null }>();
  const deliveredIds: number[] = [];
  let cursor = startCursor();
  let socket: Socket | undefined;
  let stopped = false;
  let drops = 0;
  let caughtUpEditsAndDeletes = 0;

  function apply(change: MessageChange): boolean {
    const known = held.get(change.id);
    if (known && known.changeSeq >= change.change_seq) return false;
    held.set(change.id, {
      changeSeq: change.change_seq,
      message: isTombstone(change) ? null : change,
    });
    return true;
  }
  function onEvent(envelope: RealtimeEnvelope) {
    if (envelope.event === 'MessageSent') deliveredIds.push((envelope.data as Message).id);
    if (envelope.event === 'MessageSent' || envelope.event === 'MessageUpdated') {
      apply(envelope.data as Message);
    } else if (envelope.event === 'MessageDeleted') {
      const { id, change_seq } = envelope.data as MessageDeleted;
      apply({ id, deleted: true, change_seq });
    } else {
      return;
    }
    cursor = noteChange(cursor, (envelope.data as { change_seq: number }).change_seq);
  }
  async function catchUp() {
    for (;;) {
      const response = await t.app.inject({
        url: `/api/v1/chat/conversations/${conversationId}/changes?after_change_seq=${cursor.upTo}&limit=200`,
        headers: who.headers,
      });
      const page = response.json() as MessageChangesPage;
      for (const change of page.data) {
        const edited = isTombstone(change) || change.updated_at !== change.created_at;
        if (apply(change) && edited) caughtUpEditsAndDeletes += 1;
      }
      cursor = noteCaughtUp(cursor, page.meta.last_change_seq);
      if (!page.meta.has_more) return;
    }
  }
  async function connect() {
    socket = await sockets.open();
    socket.on('event', onEvent);
    const ack = await subscribeTo(t.app, socket, who.token, channel);
    if (!ack.ok) throw new Error('subscribe refused');
    await catchUp();
  }
  async function chaos() {
    while (!stopped) {
      await settle(150 + Math.random() * 350);
      if (stopped) break;
      socket?.close();
      drops += 1;
      await settle(Math.random() * 60);
      await connect();
    }
  }
  return {
    deliveredIds,
    drops: () => drops,
    cursor: () => cursor,
    caughtUp: () => caughtUpEditsAndDeletes,
    live: () =>
      [...held.values()]
        .flatMap((h) => (h.message ? [h.message] : []))
        .sort((a, b) => a.seq - b.seq),
    deletedIds: () => new Set([...held].filter(([, h]) => !h.message).map(([id]) => id)),
    start: async () => {
      await connect();
      return chaos();
    },
    finish: async () => {
      stopped = true;
      await catchUp();
    },
  };
}

/** The server's messages through the other path (after_seq pages), for comparison. */
async function serverMessages(who: Person, conversationId: number) {
  const all: Message[] = [];
  for (;;) {
    const response = await t.app.inject({
      url: `/api/v1/chat-refactor/conversations/${conversationId}/messages?after_seq=${all.at(-1)?.seq ?? 0}&limit=200`,
      headers: who.headers,
    });
    const page = response.json() as { data: Message[] };
    all.push(...page.data);
    if (page.data.length < 200) return all;
  }
}

/** A change of one's own message through the API (PUT text, or DELETE). */
async function change(sender: Person, id: number, text: string | null) {
  const response = await t.app.inject({
    method: text === null ? 'DELETE' : 'PUT',
    url: `/api/chat/messages/${id}`,
    headers: sender.headers,
    ...(text === null ? {} : { payload: { text } }),
  });
  expect(response.statusCode).toBe(200);
}

/**
 * Each sender sends its share sequentially; every 10th send is retried with its client id, every
 * 7th message is edited and every 11th deleted by its author right after it is sent.
 */
async function sendFromAll(senders: Person[], id: number) {
  const sentIds = new Set<number>();
  const edited = new Map<number, string>();
  const deletedIds = new Set<number>();
  let retried = 0;
  const perSender = Math.ceil(TOTAL / senders.length);
  await Promise.all(
    senders.map(async (sender, index) => {
      const count =
        index === senders.length - 1 ? TOTAL - perSender * (senders.length - 1) : perSender;
      for (let i = 0; i < count; i += 1) {
        const clientId = randomUUID();
        const text = `Сообщение ${index}-${i}`;
        const first = await sendText(t.app, sender, id, text, { client_id: clientId });
        expect(first.statusCode).toBe(201);
        const messageId = first.json().data.id as number;
        sentIds.add(messageId);
        if (i % 10 === 0) {
          const again = await sendText(t.app, sender, id, text, { client_id: clientId });
          expect(again.statusCode).toBe(200);
          expect(again.json().data.id).toBe(messageId);
          retried += 1;
        }
        if (i % 7 === 3) {
          await change(sender, messageId, `${text} (исправлено)`);
          edited.set(messageId, `${text} (исправлено)`);
        }
        if (i % 11 === 5) {
          await change(sender, messageId, null);
          deletedIds.add(messageId);
        }
      }
    }),
  );
  return { sentIds, edited, deletedIds, retried };
}

describe('delivery under dropped sockets', () => {
  it(
    'delivers 1,000 messages with their edits and deletes exactly once and in seq order to every participant, and nothing to an outsider',
    { timeout: 240_000 },
    async () => {
      const s = await chatCompany(t.app, t.db);
      const { id } = await createConversation(t.app, s.client, {
        company_id: s.company.id,
        user_ids: [s.employee.user.id],
      });
      const senders = [s.client, s.employee, s.manager];
      const receivers = senders.map((who) => receiver(who, id));
      const outsiderSocket = await sockets.open();
      const outsiderEvents = collect(outsiderSocket);
      expect(
        (await subscribeTo(t.app, outsiderSocket, s.outsider.token, presenceChatChannel(id)))
          .status,
      ).toBe(403);

      const chaosRuns = receivers.map((r) => r.start());
      const { sentIds, edited, deletedIds, retried } = await sendFromAll(senders, id);
      for (const r of receivers) await r.finish();
      await Promise.all(chaosRuns);

      expect(sentIds.size).toBe(TOTAL);
      expect(retried).toBeGreaterThan(90);
      expect(edited.size).toBeGreaterThan(100);
      expect(deletedIds.size).toBeGreaterThan(80);
      const server = await serverMessages(s.client, id);
      expect(new Set(server.map((m) => m.id))).toEqual(
        new Set([...sentIds].filter((messageId) => !deletedIds.has(messageId))),
      );
      for (const m of server) expect(m.text).toBe(edited.get(m.id) ?? m.text);
      const lastChangeSeq = Math.max(...server.map((m) => m.change_seq));

      for (const r of receivers) {
        expect(r.drops()).toBeGreaterThan(0);
        expect(r.live().map(shown)).toEqual(server.map(shown));
        expect(r.deletedIds()).toEqual(deletedIds);
        expect(r.cursor().upTo).toBeGreaterThanOrEqual(lastChangeSeq);
        expect(r.cursor().ahead).toEqual([]);
        // The server publishes each message once per subscribed socket: no duplicate deliveries.
        expect(new Set(r.deliveredIds).size).toBe(r.deliveredIds.length);
      }
      // Edits and deletes did happen while each receiver was away, and the catch-up brought them.
      for (const r of receivers) expect(r.caughtUp()).toBeGreaterThan(0);
      expect(outsiderEvents).toEqual([]);
    },
  );
});
