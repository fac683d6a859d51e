import { BLOCKED_ACCOUNT_MESSAGE, hasManagerRights, isAdmin } from '@kabinet/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { ChatUserRow } from '../db/schema/chat.ts';
import type { UserRow } from '../db/schema/users.ts';

import { forbidden, unauthenticated } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer token is required; sets request.user and request.tokenId. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow;
    tokenId: number;
    /** The caller's chat user as the token lookup found it; null before their first chat call. */
    chatUser: ChatUserRow | null;
  }
  interface FastifyContextConfig {
    /** Contract: a user in IN_DELETE_PROCESS may still call this route. */
    allowDuringDeletion?: boolean;
  }
}

/**
 * The role matrix: whole areas of the API belong to the staff or to the admin. Their
 * role is checked with the token, before the body is read, so a client gets 403 from each and
 * learns nothing of its schema; the services still check what each staff member may touch.
 */
export const adminAreaOnly = () =>
  forbidden('Раздел доступен только администраторам', 'auth.admin_area');
export const staffAreaOnly = () =>
  forbidden('Раздел доступен только сотрудникам.', 'auth.staff_area');

const AUDIENCES: { prefix: RegExp; allowed: (roleSlug: string) => boolean; refuse: () => Error }[] =
  [
    { prefix: /^\/api\/v1\/admin\//, allowed: isAdmin, refuse: adminAreaOnly },
    {
      prefix: /^\/api\/v1\/(staff\/|chat\/inbox$)/,
      allowed: hasManagerRights,
      refuse: staffAreaOnly,
    },
  ];

/** Resolves a bearer token to its user, or `null`. */
export type Authenticate = (
  bearer: string,
) => Promise<{ user: UserRow; tokenId: number; chatUser: ChatUserRow | null } | null>;

/** 403 for a user in IN_DELETE_PROCESS outside the profile/deletion routes. */
export const accountInDeletion = () =>
  forbidden('Аккаунт удаляется. Отмените удаление, чтобы продолжить работу.', 'auth.in_deletion');

/**
 * ARCHITECTURE §2: the auth hook. Bearer `{id}|{secret}` → user; 401 for anything invalid,
 * 403 «Ваш аккаунт заблокирован.» for a blocked account (SPEC §8).
 */
export const authHook = fp<{ authenticate: Authenticate }>(
  async (app: FastifyInstance, { authenticate }) => {
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('tokenId', 0);
    app.decorateRequest('chatUser', null);
    const requireUser = async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthenticated();
      const auth = await authenticate(match[1]);
      if (!auth) throw unauthenticated();
      if (auth.user.status === 'BLOCKED') throw forbidden(BLOCKED_ACCOUNT_MESSAGE, 'auth.blocked');
      if (
        auth.user.status === 'IN_DELETE_PROCESS' &&
        !request.routeOptions.config.allowDuringDeletion
      ) {
        throw accountInDeletion();
      }
      request.user = auth.user;
      request.tokenId = auth.tokenId;
      request.chatUser = auth.chatUser;
    };
    app.decorate('requireUser', requireUser);
    // Routes declare `preHandler: app.requireUser`; it runs at onRequest instead, before the
    // body is parsed and validated, so an anonymous caller gets 401 whatever it sends and
    // learns nothing of the schema (Laravel's middleware order).
    app.addHook('onRoute', (route) => {
      const preHandlers = [route.preHandler ?? []].flat();
      if (!preHandlers.includes(requireUser)) return;
      route.preHandler = preHandlers.filter((hook) => hook !== requireUser);
      const audience = AUDIENCES.find((area) => area.prefix.test(route.url));
      const requireAudience = async (request: FastifyRequest) => {
        if (audience && !audience.allowed(request.user.roleSlug)) {
          throw audience.refuse();
        }
      };
      route.onRequest = [requireUser, requireAudience, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'auth-hook' },
);
