// The database round trips of a plain text send, counted at the driver (every statement the app
// sends goes through pg.Client#query, on PGlite's socket as on PostgreSQL). A present
// conversation costs the token lookup and the one statement that checks access, stores the
// message and answers the participants (and which of them are members now); an away one adds
// the one statement that stores the notifications with their delivery jobs. A change that adds
// a round trip to the send path fails here.
import { beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema/notifications.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { statementsOf } from '../../testing/count-statements.ts';

import {
  chatCompanyWithConversation,
  sendText,
  type ChatCompany,
  type Person,
} from './chat.test-support.ts';

const t = useTestApp();
let s: ChatCompany;
let conversationId: number;

beforeAll(async () => {
  ({ s, conversationId } = await chatCompanyWithConversation(t.app, t.db, ['employee', 'manager']));
});

async function open(who: Person, present: boolean) {
  const headers = who.headers;
  if (!present) {
    await t.app.inject({ method: 'POST', url: '/api/v1/chat/user/offline', headers });
    return;
  }
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/v1/chat/user/online', headers })).statusCode,
  ).toBe(200);
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chat/user/change-conversation',
    headers,
    payload: { chat_conversation_id: conversationId },
  });
  expect(opened.statusCode).toBe(200);
}

async function countedSend(text: string) {
  // The first send of a token may refresh its last use (once a minute): not the steady state.
  expect((await sendText(t.app, s.client, conversationId, 'Разогрев')).statusCode).toBe(201);
  let status = 0;
  const statements = await statementsOf(async () => {
    status = (await sendText(t.app, s.client, conversationId, text)).statusCode;
  });
  expect(status).toBe(201);
  return statements;
}

describe('round trips of a plain text send', () => {
  it('to a conversation its members have open: the token lookup and the one insert', async () => {
    for (const who of [s.client, s.employee, s.manager]) await open(who, true);
    const statements = await countedSend('Акт сверки отправила');
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^with input as/);
  });

  it('to a conversation whose members are away: plus the notifications, in one statement', async () => {
    for (const who of [s.employee, s.manager]) await open(who, false);
    const before = await t.db.$count(notifications);
    const statements = await countedSend('Жду подписанный экземпляр');
    // Token; the send (with who may be notified); the notifications with their delivery jobs,
    // the recipients' preferences and devices read by the same statement.
    expect(statements).toHaveLength(3);
    expect(statements[1]).toMatch(/^with input as/);
    expect(statements[2]).toMatch(/^with notification_input as/);
    // The warm-up and the counted send, each to the two away.
    expect(await t.db.$count(notifications)).toBe(before + 4);
  });
});
