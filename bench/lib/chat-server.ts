import type { FastifyInstance } from 'fastify';

import { addCompanyUser } from '@kabinet/server/src/features/companies/companies.repository.ts';
import { createCompany, createUser, TEST_PASSWORD } from '@kabinet/server/src/testing/factories.ts';

import { startBenchApp, type BenchApp } from './server.ts';

export type ChatBenchServer = BenchApp;

export interface ChatRoom {
  conversationId: number;
  /** Bearer tokens of the participants; the first one is the conversation's creator (master). */
  tokens: string[];
}

/** The real app (no demo data) as lib/server.ts builds it. */
export function startChatBenchServer(): Promise<ChatBenchServer> {
  return startBenchApp({ name: 'kabinet-bench-chat' });
}

async function login(app: FastifyInstance, email: string | null): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { login: email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { plainTextToken: string }).plainTextToken;
}

/**
 * A company with `participants` users (owner + employees), all signed in, and one conversation
 * created through the API by the owner with everyone else invited. With `present`, every
 * participant has the conversation open (online + change-conversation, as the web chat does), so
 * a send creates no NEW_CHAT_MESSAGE notifications; without it every send notifies them all.
 */
export async function createChatRoom(
  server: ChatBenchServer,
  participants: number,
  options: { present?: boolean } = {},
): Promise<ChatRoom> {
  const { app, db } = server;
  const owner = await createUser(db, { name: 'Анна', lastName: 'Клиентова' });
  const company = await createCompany(db, owner.id);
  const others = [];
  for (let i = 1; i < participants; i += 1) {
    const user = await createUser(db, { name: `Сотрудник${i}`, lastName: 'Бухгалтеров' });
    await addCompanyUser(db, { companyId: company.id, userId: user.id, position: 'employee' });
    others.push(user);
  }
  const tokens = [await login(app, owner.email)];
  for (const user of others) tokens.push(await login(app, user.email));
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/chat/conversations',
    headers: { authorization: `Bearer ${tokens[0] ?? ''}` },
    payload: {
      name: 'Бухгалтерия ООО «Ромашка»',
      type: 'PRIVATE',
      company_id: company.id,
      user_ids: others.map((user) => user.id),
    },
  });
  if (created.statusCode !== 201) {
    throw new Error(`conversation create failed: ${created.statusCode} ${created.body}`);
  }
  const conversationId = (created.json() as { data: { id: number } }).data.id;
  if (options.present) {
    for (const token of tokens) {
      const headers = { authorization: `Bearer ${token}` };
      const online = await app.inject({ method: 'POST', url: '/api/v1/chat/user/online', headers });
      const opened = await app.inject({
        method: 'POST',
        url: '/api/v1/chat/user/change-conversation',
        headers,
        payload: { chat_conversation_id: conversationId },
      });
      if (online.statusCode !== 200 || opened.statusCode !== 200) {
        throw new Error(`open conversation failed: ${online.statusCode} ${opened.statusCode}`);
      }
    }
  }
  return { conversationId, tokens };
}
