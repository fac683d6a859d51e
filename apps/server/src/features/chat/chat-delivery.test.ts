// Issue 5 «no message lost» (security anchors §G): 1,000 messages sent over HTTP by several
// chat users (some sends retried) while the receivers' sockets drop and reconnect at random;
// after catch-up via after_seq every receiver holds each message exactly once, in seq order.
import { randomUUID } from 'node:crypto';

import { presenceChatChannel, type Message } from '@kabinet/domain/chat';
import type { RealtimeEnvelope } from '@kabinet/domain/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collect, openSocket, settle, subscribeTo } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { chatCompany, createConversation, sendText, type Person } from './chat.test-support.ts';

const TOTAL = 1_000;
const t = useTestApp();
let baseUrl = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const socket of sockets) socket.close();
});

/** A receiver as the web client behaves: apply by seq, buffer gaps, catch up after reconnects. */
function receiver(who: Person, conversationId: number) {
  const channel = presenceChatChannel(conversationId);
  const applied: Message[] = [];
  const buffered = new Map<number, Message>();
  const deliveredIds: number[] = [];
  let socket: Socket | undefined;
  let stopped = false;
  let drops = 0;

  const lastSeq = () => applied.at(-1)?.seq ?? 0;
  function apply(message: Message) {
    if (message.seq <= lastSeq()) return;
    buffered.set(message.seq, message);
    for (let next = buffered.get(lastSeq() + 1); next; next = buffered.get(lastSeq() + 1)) {
      buffered.delete(next.seq);
      applied.push(next);
    }
  }
  async function catchUp() {
    for (;;) {
      const response = await t.app.inject({
        url: `/api/v1/chat-refactor/conversations/${conversationId}/messages?after_seq=${lastSeq()}&limit=200`,
        headers: who.headers,
      });
      const page = response.json() as { data: Message[] };
      for (const message of page.data) apply(message);
      if (page.data.length < 200) return;
    }
  }
  async function connect() {
    socket = await openSocket(baseUrl);
    sockets.push(socket);
    socket.on('event', (envelope: RealtimeEnvelope<Message>) => {
      if (envelope.event !== 'MessageSent') return;
      deliveredIds.push(envelope.data.id);
      apply(envelope.data);
    });
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
    applied,
    deliveredIds,
    drops: () => drops,
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

/** Each sender sends its share sequentially; every 10th send is retried with its client id. */
async function sendFromAll(senders: Person[], id: number) {
  const sentIds = new Set<number>();
  let retried = 0;
  const perSender = Math.ceil(TOTAL / senders.length);
  await Promise.all(
    senders.map(async (sender, index) => {
      const count =
        index === senders.length - 1 ? TOTAL - perSender * (senders.length - 1) : perSender;
      for (let i = 0; i < count; i += 1) {
        const clientId = randomUUID();
        const first = await sendText(t.app, sender, id, `Сообщение ${index}-${i}`, {
          client_id: clientId,
        });
        expect(first.statusCode).toBe(201);
        sentIds.add(first.json().data.id);
        if (i % 10 === 0) {
          const again = await sendText(t.app, sender, id, `Сообщение ${index}-${i}`, {
            client_id: clientId,
          });
          expect(again.statusCode).toBe(200);
          expect(again.json().data.id).toBe(first.json().data.id);
          retried += 1;
        }
      }
    }),
  );
  return { sentIds, retried };
}

describe('delivery under dropped sockets', () => {
  it(
    'delivers 1,000 messages exactly once and in seq order to every participant, and nothing to an outsider',
    { timeout: 180_000 },
    async () => {
      const s = await chatCompany(t.app, t.db);
      const { id } = await createConversation(t.app, s.client, {
        company_id: s.company.id,
        user_ids: [s.employee.user.id],
      });
      const senders = [s.client, s.employee, s.manager];
      const receivers = senders.map((who) => receiver(who, id));
      const outsiderSocket = await openSocket(baseUrl);
      sockets.push(outsiderSocket);
      const outsiderEvents = collect(outsiderSocket);
      expect(
        (await subscribeTo(t.app, outsiderSocket, s.outsider.token, presenceChatChannel(id)))
          .status,
      ).toBe(403);

      const chaosRuns = receivers.map((r) => r.start());
      const { sentIds, retried } = await sendFromAll(senders, id);
      for (const r of receivers) await r.finish();
      await Promise.all(chaosRuns);

      expect(sentIds.size).toBe(TOTAL);
      expect(retried).toBeGreaterThan(90);
      for (const r of receivers) {
        expect(r.drops()).toBeGreaterThan(0);
        expect(r.applied).toHaveLength(TOTAL);
        expect(r.applied.map((m) => m.seq)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
        expect(new Set(r.applied.map((m) => m.id))).toEqual(sentIds);
        // The server publishes each message once per subscribed socket: no duplicate deliveries.
        expect(new Set(r.deliveredIds).size).toBe(r.deliveredIds.length);
      }
      expect(outsiderEvents).toEqual([]);
    },
  );
});
