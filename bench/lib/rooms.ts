import type { FastifyInstance } from 'fastify';

import { addCompanyUser } from '@kabinet/server/src/features/companies/companies.repository.ts';
import type { Db } from '@kabinet/server/src/db/client.ts';
import { notifications } from '@kabinet/server/src/db/schema/notifications.ts';
import { createCompany } from '@kabinet/server/src/testing/factories.ts';

import { createUsersWithTokens } from './bulk-users.ts';

/** A conversation of a few people and their bearer tokens (the first one created it). */
export interface SmallRoom {
  conversationId: number;
  tokens: string[];
}

/**
 * `count` conversations of `size` people each, every person in one conversation only, as a
 * firm's chat is: a client's company (the owner and colleagues), one conversation each, created
 * through the API by the owner. Users and tokens are inserted in bulk (lib/bulk-users.ts: a login
 * per user would hash thousands of passwords). With `present`, everyone has their conversation
 * open (online + change-conversation, as the web chat does): a send notifies nobody; without it
 * everyone is away and each send makes a NEW_CHAT_MESSAGE notification for the others.
 */
export async function createSmallRooms(
  app: FastifyInstance,
  db: Db,
  options: { count: number; size: number; present: boolean },
): Promise<SmallRoom[]> {
  const people = await createUsersWithTokens(db, options.count * options.size);
  const rooms: SmallRoom[] = [];
  for (let r = 0; r < options.count; r += 1) {
    const members = people.slice(r * options.size, (r + 1) * options.size);
    const [owner, ...others] = members;
    if (!owner) throw new Error('no users');
    const company = await createCompany(db, owner.userId);
    for (const other of others) {
      await addCompanyUser(db, {
        companyId: company.id,
        userId: other.userId,
        position: 'employee',
      });
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {
        name: `Бухгалтерия ${r + 1}`,
        type: 'PRIVATE',
        company_id: company.id,
        user_ids: others.map((other) => other.userId),
      },
    });
    if (created.statusCode !== 201) {
      throw new Error(`conversation create failed: ${created.statusCode} ${created.body}`);
    }
    const conversationId = (created.json() as { data: { id: number } }).data.id;
    if (options.present) {
      for (const { token } of members) {
        const headers = { authorization: `Bearer ${token}` };
        const online = await app.inject({
          method: 'POST',
          url: '/api/v1/chat/user/online',
          headers,
        });
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
    rooms.push({ conversationId, tokens: members.map((member) => member.token) });
  }
  return rooms;
}

/** Notifications stored so far (the away variant makes one per send and absent person). */
export async function countNotifications(db: Db): Promise<number> {
  return db.$count(notifications);
}
