// A plain text send has no access query of its own; the statement that stores it
// writes only while the sender is an active participant who can still use the conversation's
// company (chat.policy.ts). These pin that rule inside the write: a participant row alone is not
// enough, nothing is stored or numbered for a refused send, and a refused retry learns nothing.
import { randomUUID } from 'node:crypto';

import { beforeEach, describe, expect, it } from 'vitest';

import { unassignStaff } from '../companies/companies-admin.repository.ts';
import { removeMember } from '../companies/companies-users.repository.ts';
import { useTestApp } from '../../testing/build-test-app.ts';

import { findConversation, markLeft } from './chat-conversations.repository.ts';
import { findByClientId } from './chat-messages.repository.ts';
import { findChatUserByUserId } from './chat-users.repository.ts';
import { chatCompanyWithConversation, sendText, type ChatCompany } from './chat.test-support.ts';

const t = useTestApp();
let s: ChatCompany;
let conversationId: number;

beforeEach(async () => {
  ({ s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['employee', 'manager']));
});

async function lastSeq() {
  return Number((await findConversation(t.db, conversationId))?.lastSeq);
}

async function chatUserIdOf(person: ChatCompany['client']) {
  const chatUser = await findChatUserByUserId(t.db, person.user.id);
  if (!chatUser) throw new Error('no chat user');
  return chatUser.id;
}

/** A send refused with 404 that stored nothing and took no seq. */
async function expectRefused(sender: ChatCompany['client'], text: string) {
  const seq = await lastSeq();
  const clientId = randomUUID();
  const response = await sendText(t.app, sender, conversationId, text, { client_id: clientId });
  expect(response.statusCode).toBe(404);
  expect(await lastSeq()).toBe(seq);
  // Nothing of the refused send is in the history.
  const chatUser = await findChatUserByUserId(t.db, sender.user.id);
  if (chatUser) {
    const args = { conversationId, chatUserId: chatUser.id, clientId };
    expect(await findByClientId(t.db, args)).toBeNull();
  }
  return response;
}

describe('a plain text send checks access in the statement that stores it', () => {
  it('refuses an employee who left the company though still a participant', async () => {
    const before = await sendText(t.app, s.employee, conversationId, 'Пока ещё в компании', {
      client_id: 'before-leaving',
    });
    expect(before.statusCode).toBe(201);
    await removeMember(t.db, s.company.id, s.employee.user.id);

    await expectRefused(s.employee, 'Уже не в компании');
    // A retry of a message sent before is refused too: it is not answered from the history.
    const retried = await sendText(t.app, s.employee, conversationId, 'Пока ещё в компании', {
      client_id: 'before-leaving',
    });
    expect(retried.statusCode).toBe(404);
    expect(retried.json().data).toBeUndefined();
  });

  it('refuses a manager no longer assigned to the company', async () => {
    await unassignStaff(t.db, s.company.id, s.manager.user.id);
    await expectRefused(s.manager, 'Передаю дела');
  });

  it('refuses a participant who left the conversation, and an outsider', async () => {
    await markLeft(t.db, conversationId, await chatUserIdOf(s.client), new Date());
    await expectRefused(s.client, 'Я вышла из беседы');
    await expectRefused(s.outsider, 'Чужое сообщение');
  });

  it('stores the sends of those who may send from a batch that holds a refused one', async () => {
    await removeMember(t.db, s.company.id, s.employee.user.id);
    const seq = await lastSeq();
    const answers = await Promise.all([
      sendText(t.app, s.client, conversationId, 'Первое'),
      sendText(t.app, s.employee, conversationId, 'Отказ'),
      sendText(t.app, s.manager, conversationId, 'Второе'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 404, 201]);
    const seqs = [answers[0], answers[2]].map((answer) => answer?.json().data.seq as number);
    expect(seqs.sort()).toEqual([seq + 1, seq + 2]);
    expect(await lastSeq()).toBe(seq + 2);
  });
});
