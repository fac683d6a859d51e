// The send path answers from what its transaction already holds (sender, participants) and
// leaves a duplicate client id to the unique index: these pin that the answer is still the
// message as every other read shows it, and that a duplicate never takes a seq.
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { useTestApp } from '../../testing/build-test-app.ts';

import { findChatUserByUserId, updateChatUser } from './chat-users.repository.ts';

import { chatCompanyWithConversation, sendText, type ChatCompany } from './chat.test-support.ts';

const t = useTestApp();
let s: ChatCompany;
let conversationId: number;

beforeAll(async () => {
  ({ s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['employee', 'manager']));
});

async function history(who: ChatCompany['client']) {
  const response = await t.app.inject({
    url: `/api/chat/messages/${conversationId}`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; seq: number }[];
}

async function unreadOf(who: ChatCompany['client']) {
  const response = await t.app.inject({
    url: `/api/v1/chat/conversations/${conversationId}`,
    headers: who.headers,
  });
  return response.json().data.unread_count as number;
}

describe('POST /api/chat/messages', () => {
  it('answers a text message exactly as the history and a retry show it', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/user/online',
      headers: s.employee.headers,
    });
    const sent = await sendText(t.app, s.employee, conversationId, 'Счёт оплачен, проверьте', {
      client_id: 'pinned-1',
    });
    expect(sent.statusCode).toBe(201);
    const answer = sent.json().data;
    expect(answer.chat_user).toMatchObject({ user_id: s.employee.user.id, online: true });

    const listed = (await history(s.client)).find((message) => message.id === answer.id);
    expect(listed).toEqual(answer);
    const retried = await sendText(t.app, s.employee, conversationId, 'Счёт оплачен, проверьте', {
      client_id: 'pinned-1',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toEqual(answer);
  });

  it('stores one message for two sends with the same client id at once, without a gap in seq', async () => {
    const before = await history(s.client);
    const lastSeq = before.at(-1)?.seq ?? 0;
    const clientUnread = await unreadOf(s.client);
    const [first, second] = await Promise.all([
      sendText(t.app, s.manager, conversationId, 'Акт будет завтра', { client_id: 'twice-1' }),
      sendText(t.app, s.manager, conversationId, 'Акт будет завтра', { client_id: 'twice-1' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data).toEqual(second.json().data);
    expect(first.json().data.seq).toBe(lastSeq + 1);
    expect(await unreadOf(s.client)).toBe(clientUnread + 1);

    const next = await sendText(t.app, s.manager, conversationId, 'И счёт-фактура');
    expect(next.json().data.seq).toBe(lastSeq + 2);
    const after = await history(s.client);
    expect(after.map((message) => message.seq)).toEqual(
      Array.from({ length: lastSeq + 2 }, (_, index) => index + 1),
    );
  });

  it('counts a new message as unread for the other participants, not the sender', async () => {
    const [client, employee, manager] = await Promise.all(
      [s.client, s.employee, s.manager].map(unreadOf),
    );
    await sendText(t.app, s.client, conversationId, 'Спасибо!');
    expect(await unreadOf(s.client)).toBe(client);
    expect(await unreadOf(s.employee)).toBe((employee ?? 0) + 1);
    expect(await unreadOf(s.manager)).toBe((manager ?? 0) + 1);
  });
});

describe('round trips of a send', () => {
  // The sender's chat user comes with the token, and access is checked by the statement
  // that stores the message; with every participant present nobody is notified. So a plain text
  // send is two calls to the database: the token, and the batch that stores and numbers it.
  it('costs a plain text send to a conversation everyone has open two database calls', async () => {
    for (const person of [s.client, s.employee, s.manager]) {
      const chatUser = await findChatUserByUserId(t.db, person.user.id);
      if (!chatUser) throw new Error('no chat user');
      const present = { online: true, currentChatConversationId: conversationId };
      await updateChatUser(t.db, chatUser.id, present, new Date());
    }
    // Warm up: the token's last use is written at most once a minute, on its first use here.
    expect((await sendText(t.app, s.employee, conversationId, 'Добрый день')).statusCode).toBe(201);
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const calls = vi.spyOn(client, 'query');
    try {
      const sent = await sendText(t.app, s.employee, conversationId, 'Выписка за ноябрь готова');
      expect(sent.statusCode).toBe(201);
      expect(calls).toHaveBeenCalledTimes(2);
    } finally {
      calls.mockRestore();
    }
  });
});
