// Group commit (chat-send-batcher.service.ts): sends to one conversation that arrive together
// are stored by one statement per batch. What a client relies on stays as it was: every send
// answered with its own message, seqs without gaps or repeats, unread counters that count every
// message of the others, a retried client id stored once — and a subscribed socket hears the
// messages in seq order (on PostgreSQL, sends finish in any order; the batcher publishes in order).
import { type Message } from '@kabinet/domain/chat';
import { presenceChatChannel } from '@kabinet/domain/realtime';
import { beforeAll, describe, expect, it } from 'vitest';

import { collect, subscribeTo, useTestSockets } from '../../realtime/realtime.test-client.ts';
import { wideBudgets } from '../../platform/rate-limit.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import {
  chatCompanyWithConversation,
  sendText,
  type ChatCompany,
  type Person,
} from './chat.test-support.ts';

const t = useTestApp({ rateBudgets: wideBudgets() });
const sockets = useTestSockets(() => t.app);
let s: ChatCompany;
let conversationId: number;

beforeAll(async () => {
  ({ s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['employee', 'manager']));
});

async function unreadOf(who: Person) {
  const response = await t.app.inject({
    url: `/api/v1/chat/conversations/${conversationId}`,
    headers: who.headers,
  });
  return response.json().data.unread_count as number;
}

const SENDS = 60;

describe('sends to one conversation at once', () => {
  it('are stored in one order without gaps and heard by a socket in that order', async () => {
    const socket = await sockets.open();
    const channel = presenceChatChannel(conversationId);
    expect((await subscribeTo(t.app, socket, s.client.token, channel)).ok).toBe(true);
    const heard = collect(socket);
    const senders = [s.client, s.employee, s.manager];
    const unreadBefore = await Promise.all(senders.map(unreadOf));

    const first = await sendText(t.app, s.manager, conversationId, 'Начнём с акта сверки');
    const answers = await Promise.all(
      Array.from({ length: SENDS }, (_, index) => {
        const sender = senders[index % senders.length] as Person;
        // Every fifth is a reply (the loader serializes it) and every seventh repeats the client
        // id of the send before it by the same sender (a retry racing its original).
        const clientId = index % 7 === 6 ? `burst-${index - 3}` : `burst-${index}`;
        const reply = index % 5 === 4 ? { reply_message_id: first.json().data.id } : {};
        return sendText(t.app, sender, conversationId, `Сообщение ${index}`, {
          client_id: clientId,
          ...reply,
        });
      }),
    );

    const created = answers.filter((answer) => answer.statusCode === 201);
    const retried = answers.filter((answer) => answer.statusCode === 200);
    expect(created.length + retried.length).toBe(SENDS);
    expect(retried).toHaveLength(Math.floor(SENDS / 7));
    const stored = created.map((answer) => answer.json().data as Message);
    const firstSeq = (first.json().data as Message).seq;
    expect(stored.map((message) => message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: created.length }, (_, index) => firstSeq + 1 + index),
    );
    for (const answer of retried) {
      const message = answer.json().data as Message;
      expect(stored.find((other) => other.id === message.id)?.extra.client_id).toBe(
        message.extra.client_id,
      );
    }
    const replies = stored.filter((message) => message.reply_message !== null);
    expect(replies.length).toBeGreaterThan(0);
    for (const message of replies) expect(message.reply_message?.text).toBe('Начнём с акта сверки');

    await expect
      .poll(() => heard.filter((envelope) => envelope.event === 'MessageSent').length)
      .toBe(created.length + 1);
    const heardSeqs = heard
      .filter((envelope) => envelope.event === 'MessageSent')
      .map((envelope) => (envelope.data as Message).seq);
    expect(heardSeqs).toEqual([...heardSeqs].sort((a, b) => a - b));

    // Each participant has one more unread for every new message of the others.
    const unreadAfter = await Promise.all(senders.map(unreadOf));
    senders.forEach((who, index) => {
      const fromOthers =
        stored.filter((message) => message.chat_user?.user_id !== who.user.id).length +
        (who === s.manager ? 0 : 1);
      expect(unreadAfter[index]).toBe((unreadBefore[index] ?? 0) + fromOthers);
    });
  });
});
