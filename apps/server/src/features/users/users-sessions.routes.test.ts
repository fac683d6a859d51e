import { auditEntrySchema } from '@kabinet/domain/audit';
import { BLOCKED_ACCOUNT_MESSAGE, paginatedEnvelope } from '@kabinet/domain/shared';
import { userSessionSchema } from '@kabinet/domain/users';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { errorBody } from '../../platform/errors.ts';
import { useTestSockets } from '../../realtime/realtime.test-client.ts';
import { useTestApp } from '../../testing/build-test-app.ts';
import { bearer, loginAs } from '../../testing/login-as.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';

import { cannotEndCurrentSession, sessionNotFound } from './users.errors.ts';
import { adminCall } from './users-admin.test-support.ts';

const t = useTestApp();
const sockets = useTestSockets(() => t.app);
const call = adminCall(t);

const sessionsSchema = z.object({ data: z.array(userSessionSchema) });
const auditSchema = paginatedEnvelope(auditEntrySchema);

/** A user signed in on three devices: the first session's token, and two more. */
async function userWithThreeSessions(lastName: string) {
  const first = await signIn(t.app, t.db, { lastName });
  const tokens = [first.token, await loginAs(t.app, first.user), await loginAs(t.app, first.user)];
  return { ...first, tokens, ids: tokens.map((token) => Number(token.split('|')[0])) };
}

async function sessionsOf(admin: SignedIn, userId: number) {
  const response = await call(admin, 'GET', `/api/v1/admin/users/${userId}/sessions`);
  expect(response.statusCode).toBe(200);
  return sessionsSchema.parse(response.json()).data;
}

const statusWith = async (token: string) =>
  (await call({ headers: bearer(token) }, 'GET', '/api/user-full/current')).statusCode;

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('GET /api/v1/admin/users/{id}/sessions', () => {
  it('lists the working sessions, newest first, marking the admin’s own current one', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const user = await userWithThreeSessions('Сеансова');
    t.clock.advance(60);
    await statusWith(user.tokens[0]!);
    const sessions = await sessionsOf(admin, user.user.id);
    expect(sessions.map((session) => session.id)).toEqual([...user.ids].reverse());
    expect(sessions.at(-1)).toEqual({
      id: user.ids[0],
      name: 'web',
      created_at: expect.any(String),
      last_used_at: t.clock.now().toISOString(),
      expires_at: expect.any(String),
      current: false,
    });
    expect(sessions[0]?.last_used_at).toBeNull();
    const own = await sessionsOf(admin, admin.user.id);
    expect(own).toEqual([expect.objectContaining({ current: true })]);
    expect((await call(admin, 'GET', '/api/v1/admin/users/999999/sessions')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/admin/users/{id}/block', () => {
  it('drops the user’s open sockets; every session then answers 403 «Ваш аккаунт заблокирован.»', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const user = await userWithThreeSessions('Заблокированная');
    const socket = await sockets.inbox({ user: user.user, token: user.tokens[2]! });
    const gone = disconnected(socket);
    const blocked = await call(admin, 'POST', `/api/v1/admin/users/${user.user.id}/block`, {
      reason: 'Взлом аккаунта',
    });
    expect(blocked.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    for (const token of user.tokens) {
      const response = await call({ headers: bearer(token) }, 'GET', '/api/user-full/current');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: BLOCKED_ACCOUNT_MESSAGE });
    }
    // The admin may end them for good: a blocked user's sessions are still listed.
    expect(await sessionsOf(admin, user.user.id)).toHaveLength(3);
  });
});

describe('DELETE /api/v1/admin/users/{id}/sessions', () => {
  it('ends one session: its token stops working and its socket is dropped', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin', lastName: 'Завершающий' });
    const user = await userWithThreeSessions('Одиночкина');
    const socket = await sockets.inbox({ user: user.user, token: user.tokens[1]! });
    const gone = disconnected(socket);
    const url = `/api/v1/admin/users/${user.user.id}/sessions/${user.ids[1]}`;
    const ended = await call(admin, 'DELETE', url);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ data: { ended: 1 } });
    expect(await gone).toBe('io server disconnect');
    expect(await statusWith(user.tokens[1]!)).toBe(401);
    expect(await statusWith(user.tokens[0]!)).toBe(200);
    // Gone now: a second try, or another user's session, is not found.
    const stranger = await signIn(t.app, t.db);
    for (const tokenId of [user.ids[1], stranger.token.split('|')[0]]) {
      const missing = await call(
        admin,
        'DELETE',
        `/api/v1/admin/users/${user.user.id}/sessions/${tokenId}`,
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(errorBody(sessionNotFound()));
    }
    expect(await statusWith(stranger.token)).toBe(200);

    const audit = await call(admin, 'GET', '/api/v1/admin/audit?search=Одиночкина');
    expect(auditSchema.parse(audit.json()).data).toEqual([
      expect.objectContaining({
        action: 'user.sessions_ended',
        actor: expect.objectContaining({ id: admin.user.id }),
        subject: { type: 'user', id: user.user.id, name: 'Одиночкина Пётр Алексеевич' },
        before: { sessions: 3 },
        after: { sessions: 2 },
      }),
    ]);
  });

  it('ends all of a user’s sessions', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'crm' });
    const user = await userWithThreeSessions('Всехзавершова');
    const ended = await call(admin, 'DELETE', `/api/v1/admin/users/${user.user.id}/sessions`);
    expect(ended.json()).toEqual({ data: { ended: 3 } });
    for (const token of user.tokens) expect(await statusWith(token)).toBe(401);
    expect(await sessionsOf(admin, user.user.id)).toEqual([]);
    // Nothing left: ending all again ends nothing and records nothing.
    const again = await call(admin, 'DELETE', `/api/v1/admin/users/${user.user.id}/sessions`);
    expect(again.json()).toEqual({ data: { ended: 0 } });
    const audit = await call(admin, 'GET', '/api/v1/admin/audit?search=Всехзавершова');
    expect(auditSchema.parse(audit.json()).data.map((entry) => entry.after)).toEqual([
      { sessions: 0 },
    ]);
  });

  it('never ends the admin’s own current session: «all» keeps it, alone it is refused (409)', async () => {
    const admin = await signIn(t.app, t.db, { roleSlug: 'admin' });
    const other = await loginAs(t.app, admin.user);
    const base = `/api/v1/admin/users/${admin.user.id}/sessions`;
    const own = await call(admin, 'DELETE', `${base}/${admin.token.split('|')[0]}`);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual(errorBody(cannotEndCurrentSession()));
    expect((await call(admin, 'DELETE', base)).json()).toEqual({ data: { ended: 1 } });
    expect(await statusWith(other)).toBe(401);
    expect(await statusWith(admin.token)).toBe(200);
  });
});
