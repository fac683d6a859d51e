import type { InboxItem, InboxQuery } from '@kabinet/domain/chat';
import { hasManagerRights } from '@kabinet/domain/shared';

import type { Db } from '../../db/client.ts';
import { filterCanUseCompany } from '../companies/companies.policy.ts';

import { listInboxRows } from './chat-inbox.repository.ts';
import type { createChatLoader } from './chat-loader.service.ts';
import { viewerOf } from './chat-files.signing.ts';
import type { ChatActor } from './chat-users.service.ts';
import { staffOnly } from './chat.errors.ts';

/** What the inbox needs: the database and the chat's loader (conversations as the chat lists them). */
export type ChatInboxDeps = {
  db: Db;
  loader: Pick<ReturnType<typeof createChatLoader>, 'conversations'>;
};

/**
 * The staff inbox, every conversation of the staff member across companies in one
 * list, newest activity first, with unread counts and how long the client has waited. Only staff
 * (SPEC §6 manager rights); like every chat list, only conversations whose company the caller
 * may still use.
 */
export function createChatInboxService({ db, loader }: ChatInboxDeps) {
  return { list };

  async function list(actor: ChatActor, query: InboxQuery): Promise<InboxItem[]> {
    if (!hasManagerRights(actor.user.roleSlug)) throw staffOnly();
    const rows = await listInboxRows(db, actor.chatUser.id, {
      companyId: query.company_id,
      assignedTo: query.filter === 'mine' ? actor.user.id : undefined,
      nameContains: query.query,
      unansweredOnly: query.filter === 'unanswered',
    });
    const usable = await filterCanUseCompany(
      db,
      rows.map((row) => ({ ...row, userId: actor.user.id, companyId: row.conversation.companyId })),
    );
    const conversations = await loader.conversations(usable, viewerOf(actor));
    return usable.flatMap((row, index) => {
      const conversation = conversations[index];
      if (!conversation) return [];
      return [
        {
          conversation,
          company: { id: row.conversation.companyId, name: row.companyName },
          waiting_since: row.waitingSince?.toISOString() ?? null,
        },
      ];
    });
  }
}

export type ChatInboxService = ReturnType<typeof createChatInboxService>;
