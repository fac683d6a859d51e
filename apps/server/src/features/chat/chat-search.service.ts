import type { Db } from '../../db/client.ts';
import { canUseCompany } from '../companies/companies.policy.ts';

import { listConversationsOfChatUser } from './chat-conversations.repository.ts';
import type { ChatLoader } from './chat-loader.service.ts';
import { viewerOf } from './chat-files.signing.ts';
import { searchMessages } from './chat-messages.repository.ts';
import type { ChatActor } from './chat-users.service.ts';
import { companyNotFound } from './chat.errors.ts';

/** Ours: search results per page. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * Search: the company's messages in the caller's conversations, `russian` full-text
 * configuration with ё folded to е («счёт» finds «счета»), newest first.
 */
export function createChatSearchService(deps: { db: Db; loader: ChatLoader }) {
  const { db } = deps;
  return { searchCompany };

  async function searchCompany(actor: ChatActor, companyId: number, query: string, page: number) {
    if (!(await canUseCompany(db, actor.user.id, companyId))) throw companyNotFound();
    const conversations = await listConversationsOfChatUser(db, actor.chatUser.id, { companyId });
    const { rows, total } = await searchMessages(db, {
      conversationIds: conversations.map((c) => c.conversation.id),
      query,
      limit: SEARCH_PAGE_SIZE,
      offset: (page - 1) * SEARCH_PAGE_SIZE,
    });
    const lastPage = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
    const link = (n: number) => `?query=${encodeURIComponent(query)}&page=${n}`;
    return {
      data: await deps.loader.messages(rows, viewerOf(actor)),
      meta: { current_page: page, last_page: lastPage, per_page: SEARCH_PAGE_SIZE, total },
      links: {
        first: link(1),
        last: link(lastPage),
        prev: page > 1 ? link(page - 1) : null,
        next: page < lastPage ? link(page + 1) : null,
      },
    };
  }
}

export type ChatSearchService = ReturnType<typeof createChatSearchService>;
