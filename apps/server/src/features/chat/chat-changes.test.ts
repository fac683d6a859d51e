// «no edit or delete lost»: a participant whose socket is down while others send, edit
// and delete catches up GET /api/v1/chat/conversations/{id}/changes after the last change_seq it
// holds, and gets exactly what it missed — edits with their new text, deletes as tombstones, new
// messages once (docs/api/chat.md «Change catch-up»).
import { type Message, type MessageChangesPage } from '@kabinet/domain/chat';
import { presenceChatChannel } from '@kabinet/domain/realtime';
import type { RealtimeEnvelope } from '@kabinet/domain/realtime';
import { describe, expect, it } from 'vitest';

import { collect, settle, subscribeTo } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { createConversation, sendText, useChatSockets, type Person } from './chat.test-support.ts';

const t = useTestApp();
const { s, openSocket } = useChatSockets(t);

function changesAfter(who: Person, conversationId: number, after: number | string, limit = 0) {
  const query = `after_change_seq=${after}${limit ? `&limit=${limit}` : ''}`;
  return t.app.inject({
    url: `/api/v1/chat/conversations/${conversationId}/changes?${query}`,
    headers: who.headers,
  });
}

async function send(who: Person, conversationId: number, text: string): Promise<Message> {
  const response = await sendText(t.app, who, conversationId, text);
  expect(response.statusCode).toBe(201);
  return response.json().data as Message;
}

async function edit(who: Person, id: number, text: string): Promise<Message> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/chat/messages/${id}`,
    headers: who.headers,
    payload: { text },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Message;
}

async function remove(who: Person, id: number): Promise<number> {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/chat/messages/${id}`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { change_seq: number }).change_seq;
}

async function subscribedSocket(who: Person, conversationId: number) {
  const socket = await openSocket();
  const events = collect(socket);
  const ack = await subscribeTo(t.app, socket, who.token, presenceChatChannel(conversationId));
  expect(ack.ok).toBe(true);
  return { socket, events };
}

/** The change_seq an event carries (MessageSent/Updated: the message; MessageDeleted: its own). */
const changeSeqOf = (envelope: RealtimeEnvelope) =>
  (envelope.data as { change_seq: number }).change_seq;

async function newConversation() {
  const { id } = await createConversation(t.app, s.client, {
    company_id: s.company.id,
    user_ids: [s.employee.user.id],
  });
  return id;
}

describe('GET /api/v1/chat/conversations/{id}/changes', () => {
  it('gives a participant back from a dropped socket exactly the edits, deletes and new messages it missed', async () => {
    const id = await newConversation();
    const employee = await subscribedSocket(s.employee, id);
    const manager = await subscribedSocket(s.manager, id);
    const first = await send(s.client, id, 'Счёт №12 на 10 000 ₽');
    const second = await send(s.client, id, 'Акт сверки во вложении');
    await send(s.manager, id, 'Получила, спасибо');
    await settle();
    const received = employee.events.filter((e) => e.event === 'MessageSent').map(changeSeqOf);
    expect(received).toHaveLength(3);
    const held = Math.max(...received);
    employee.socket.close();

    // While the employee is away: a new message, edits, deletes, one sent and deleted at once.
    t.clock.advance(60);
    const fourth = await send(s.client, id, 'Новый счёт');
    const firstEdited = await edit(s.client, first.id, 'Счёт №12 на 12 500 ₽');
    const secondDeleted = await remove(s.client, second.id);
    const fifth = await send(s.manager, id, 'Отправила по ошибке');
    const fifthDeleted = await remove(s.manager, fifth.id);
    const fourthEdited = await edit(s.client, fourth.id, 'Новый счёт №13 на 3 000 ₽');

    await subscribedSocket(s.employee, id);
    const response = await changesAfter(s.employee, id, held);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        firstEdited,
        { id: second.id, deleted: true, change_seq: secondDeleted },
        { id: fifth.id, deleted: true, change_seq: fifthDeleted },
        fourthEdited,
      ],
      meta: { last_change_seq: fourthEdited.change_seq, has_more: false },
    });
    expect(firstEdited.text).toBe('Счёт №12 на 12 500 ₽');
    expect(fourthEdited.seq).toBe(fourth.seq);

    // Live events carry the same change log: every change once, in order, with no gap.
    await settle();
    const seen = manager.events.filter((e) => e.event.startsWith('Message')).map(changeSeqOf);
    expect(seen).toEqual(Array.from({ length: 9 }, (_, i) => first.change_seq + i));
    expect(manager.events.find((e) => e.event === 'MessageDeleted')?.data).toEqual({
      id: second.id,
      chat_conversation_id: id,
      change_seq: secondDeleted,
    });

    // Nothing more after the position the answer gave.
    const after = (await changesAfter(s.employee, id, fourthEdited.change_seq)).json();
    expect(after).toEqual({
      data: [],
      meta: { last_change_seq: fourthEdited.change_seq, has_more: false },
    });
  });

  it('pages a long catch-up in change_seq order, each page continuing where the last stopped', async () => {
    const id = await newConversation();
    const sent: Message[] = [];
    for (let i = 1; i <= 5; i += 1) sent.push(await send(s.client, id, `Документ ${i}`));
    await edit(s.client, (sent[0] as Message).id, 'Документ 1 (исправлен)');
    await remove(s.client, (sent[2] as Message).id);

    const whole = (await changesAfter(s.employee, id, 0)).json() as MessageChangesPage;
    expect(whole.data.map((c) => c.change_seq)).toEqual([2, 4, 5, 6, 7]);
    expect(whole.meta).toEqual({ last_change_seq: 7, has_more: false });

    const pages: MessageChangesPage[] = [];
    let position = 0;
    for (;;) {
      const page = (await changesAfter(s.employee, id, position, 2)).json() as MessageChangesPage;
      pages.push(page);
      position = page.meta.last_change_seq;
      if (!page.meta.has_more) break;
    }
    expect(pages.map((p) => p.meta)).toEqual([
      { last_change_seq: 4, has_more: true },
      { last_change_seq: 6, has_more: true },
      { last_change_seq: 7, has_more: false },
    ]);
    expect(pages.flatMap((p) => p.data)).toEqual(whole.data);
  });

  it('answers only participants: 404 to an outsider and to one who left, 401 without a token', async () => {
    const id = await newConversation();
    await send(s.client, id, 'Только для участников');

    const outsider = await changesAfter(s.outsider, id, 0);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ message: 'Диалог не найден' });

    const left = await t.app.inject({
      url: `/api/v1/chat-refactor/conversations/${id}/leave/current`,
      headers: s.employee.headers,
    });
    expect(left.statusCode).toBe(200);
    expect((await changesAfter(s.employee, id, 0)).statusCode).toBe(404);

    const anonymous = await t.app.inject({
      url: `/api/v1/chat/conversations/${id}/changes?after_change_seq=0`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a missing or malformed position in Russian', async () => {
    const id = await newConversation();
    for (const after of ['', 'abc', '-1']) {
      const response = await t.app.inject({
        url: `/api/v1/chat/conversations/${id}/changes${after === '' ? '' : `?after_change_seq=${after}`}`,
        headers: s.client.headers,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.after_change_seq).toEqual(['Укажите номер изменения.']);
    }
    const tooMany = await changesAfter(s.client, id, 0, 500);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.limit).toEqual(['Не больше 200 за раз.']);
  });
});
