import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '@kabinet/server/src/app.ts';
import { wideBudgets } from '@kabinet/server/src/platform/rate-limit.ts';
import { loadConfig } from '@kabinet/server/src/config.ts';
import { createDatabase } from '@kabinet/server/src/db/client.ts';
import type { Db } from '@kabinet/server/src/db/client.ts';
import { addCompanyUser } from '@kabinet/server/src/features/companies/companies.repository.ts';
import { createCompany, createUser, TEST_PASSWORD } from '@kabinet/server/src/testing/factories.ts';

export interface ChatBenchServer {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  databaseKind: string;
  close(): Promise<void>;
}

export interface ChatRoom {
  conversationId: number;
  /** Bearer tokens of the participants; the first one is the conversation's creator (master). */
  tokens: string[];
}

/**
 * The real app (no demo data) on a fresh temp DATA_DIR with embedded PGlite, or
 * `BENCH_DATABASE_URL` when set, listening on loopback — as lib/server.ts builds it.
 */
export async function startChatBenchServer(): Promise<ChatBenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kabinet-bench-chat-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const database = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
  });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false, rateBudgets: wideBudgets() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : 0;
  return {
    app,
    db: database.db,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseKind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
