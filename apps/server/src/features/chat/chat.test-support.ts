// Test set-up for the chat tests: a company with its client, an employee, an assigned manager,
// and an outsider from another company — all signed in.
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';

import type { Db } from '../../db/client.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { useTestSockets } from '../../realtime/realtime.test-client.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { createCompany, createUser } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { addCompanyUser } from '../companies/companies.repository.ts';

export type Person = { user: UserRow; token: string; headers: { authorization: string } };

async function person(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<Person> {
  const user = await createUser(db, overrides);
  const token = await loginAs(app, user);
  return { user, token, headers: bearer(token) };
}

/** A company with client (owner), employee and assigned manager, plus an outsider's company. */
export async function chatCompany(app: FastifyInstance, db: Db) {
  const client = await person(app, db, { name: 'Анна', lastName: 'Клиентова' });
  const company = await createCompany(db, client.user.id);
  const employee = await person(app, db, { name: 'Олег', lastName: 'Бухгалтеров' });
  await addCompanyUser(db, {
    companyId: company.id,
    userId: employee.user.id,
    position: 'employee',
  });
  const manager = await person(app, db, {
    name: 'Мария',
    lastName: 'Менеджерова',
    roleSlug: 'manager',
  });
  await db.insert(staffAssignments).values({ companyId: company.id, userId: manager.user.id });
  const outsider = await person(app, db, { name: 'Игорь', lastName: 'Чужой' });
  const otherCompany = await createCompany(db, outsider.user.id);
  return { client, employee, manager, outsider, company, otherCompany };
}

export type ChatCompany = Awaited<ReturnType<typeof chatCompany>>;

/**
 * The set-up of chat tests over real sockets: before all tests the app listens on a random port
 * and the chat company is created (into the returned `s`, so it can be destructured at the top);
 * every socket opened through `openSocket` is closed after them, before the app closes.
 */
export function useChatSockets(t: TestApp) {
  const s = {} as ChatCompany;
  const sockets = useTestSockets(() => t.app);
  beforeAll(async () => {
    Object.assign(s, await chatCompany(t.app, t.db));
  });
  return { s, openSocket: () => sockets.open() };
}

/** Creates a conversation through the API as `creator`. */
export async function createConversation(
  app: FastifyInstance,
  creator: Person,
  body: { company_id: number; name?: string; user_ids?: number[]; type?: 'PRIVATE' | 'PUBLIC' },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/chat/conversations',
    headers: creator.headers,
    payload: { name: 'Бухгалтерия ООО «Ромашка»', ...body },
  });
  if (response.statusCode !== 201) {
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().data as {
    id: number;
    chat_user_id: number;
    chat_users: { id: number; user_id: number | null }[];
  };
}

/**
 * A chatCompany whose client started one conversation with `others` of its people (employee,
 * manager): the set-up most message tests share.
 */
export async function chatCompanyWithConversation(
  app: FastifyInstance,
  db: Db,
  others: readonly ('employee' | 'manager')[],
) {
  const s = await chatCompany(app, db);
  const conversation = await createConversation(app, s.client, {
    company_id: s.company.id,
    user_ids: others.map((who) => s[who].user.id),
  });
  return { s, conversationId: conversation.id };
}

/** Sends a text message as JSON (the multipart form is tested separately). */
export function sendText(
  app: FastifyInstance,
  sender: Person,
  conversationId: number,
  text: string,
  extra: { client_id?: string; reply_message_id?: number } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: sender.headers,
    payload: {
      chat_conversation_id: conversationId,
      text,
      extra: { date: new Date().toISOString(), client_id: extra.client_id ?? randomUUID() },
      ...(extra.reply_message_id ? { reply_message_id: extra.reply_message_id } : {}),
    },
  });
}

/** A multipart body with text fields and files (field name `files[]`). */
export function multipartForm(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type?: string }[] = [],
) {
  const boundary = `----kabinetchat${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
