// Every change of membership drops the user's open sockets from the
// conversation's channel and takes their member off the presence list, while the others keep
// hearing everything (two sockets per change; the check is in chat-membership.test-support.ts).
import { presenceChatChannel, privateUserChannel } from '@kabinet/domain/realtime';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import {
  channelAuth,
  nextEvent,
  subscribeTo,
  useTestSockets,
} from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';

import {
  expectMembershipChangeReachesSockets,
  type MembershipChange,
} from './chat-membership.test-support.ts';
import { chatCompany, createConversation, type ChatCompany } from './chat.test-support.ts';

const t = useTestApp();
const { open: socket } = useTestSockets(() => t.app);
const sockets = { removed: socket, remaining: socket, typist: socket, newcomer: socket };

/** A fresh company per change: the employee is the one who loses the conversation. */
async function check(
  change: (s: ChatCompany, app: FastifyInstance) => MembershipChange,
  options: { disconnects?: boolean } = {},
) {
  const s = await chatCompany(t.app, t.db);
  await expectMembershipChangeReachesSockets({
    app: t.app,
    s,
    sockets,
    change: change(s, t.app),
    ...options,
  });
}

const ok = (status: number) => expect(status).toBeLessThan(300);

describe('a membership change reaches the open sockets', () => {
  it('kick: the master removes the employee (leave/other)', async () => {
    await check((s, app) => async ({ id, removedChatUserId }) => {
      const answer = await app.inject({
        url: `/api/v1/chat-refactor/conversations/${id}/leave/other?chat_user_id=${removedChatUserId}`,
        headers: s.client.headers,
      });
      ok(answer.statusCode);
    });
  });

  it('leave: the employee leaves the conversation', async () => {
    await check((s, app) => async ({ id }) => {
      const answer = await app.inject({
        url: `/api/v1/chat-refactor/conversations/${id}/leave/current`,
        headers: s.employee.headers,
      });
      ok(answer.statusCode);
    });
  });

  it('company removal: the owner removes the employee from the company', async () => {
    await check((s, app) => async () => {
      const answer = await app.inject({
        method: 'DELETE',
        url: `/api/v1/companies/${s.company.id}/users/${s.employee.user.id}`,
        headers: s.client.headers,
      });
      ok(answer.statusCode);
    });
  });

  it('block: an admin blocks the employee', async () => {
    const admin = await createUser(t.db, { roleSlug: 'admin' });
    const headers = bearer(await loginAs(t.app, admin));
    await check(
      (s, app) => async () => {
        const answer = await app.inject({
          method: 'PUT',
          url: `/api/v1/users/${s.employee.user.id}`,
          headers,
          payload: { status: 'BLOCKED' },
        });
        ok(answer.statusCode);
      },
      { disconnects: true },
    );
  });

  it('account deletion: the employee asks to delete the account (this session stays)', async () => {
    await check((s, app) => async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/profile/deletion',
        headers: s.employee.headers,
        payload: { password: TEST_PASSWORD },
      });
      ok(answer.statusCode);
    });
  });
});

describe('after the change', () => {
  it('refuses a signature the user fetched before it, on any socket of theirs', async () => {
    const s = await chatCompany(t.app, t.db);
    const { id } = await createConversation(t.app, s.client, {
      company_id: s.company.id,
      user_ids: [s.employee.user.id],
    });
    const channel = presenceChatChannel(id);
    const spare = await socket();
    const kept = (await channelAuth(t.app, s.employee.token, spare.id ?? '', channel)).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${s.company.id}/users/${s.employee.user.id}`,
      headers: s.client.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await spare.timeout(2000).emitWithAck('subscribe', { channel, ...kept })).toEqual({
      ok: false,
      message: 'Нет доступа к каналу.',
    });
  });

  it('staff unassignment: a manager unassigned from the company leaves its conversations', async () => {
    const s = await chatCompany(t.app, t.db);
    const { id } = await createConversation(t.app, s.client, { company_id: s.company.id });
    const admin = await createUser(t.db, { roleSlug: 'admin' });
    const inbox = await socket();
    const own = privateUserChannel(s.manager.user.id);
    expect((await subscribeTo(t.app, inbox, s.manager.token, own)).ok).toBe(true);
    const gone = nextEvent(inbox, (e) => e.event === 'ConversationRemoved');
    const unassigned = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/companies/${s.company.id}/managers/${s.manager.user.id}`,
      headers: bearer(await loginAs(t.app, admin)),
    });
    ok(unassigned.statusCode);
    expect((await gone).data).toEqual({ chat_conversation_id: id });
    const seen = await t.app.inject({
      url: `/api/v1/chat/conversations/${id}`,
      headers: s.client.headers,
    });
    const userIds = seen.json().data.chat_users.map((c: { user_id: number }) => c.user_id);
    expect(userIds).not.toContain(s.manager.user.id);
  });
});
