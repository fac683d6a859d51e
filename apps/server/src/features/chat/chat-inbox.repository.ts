import { INBOX_LIMIT } from '@kabinet/domain/chat';
import { MANAGER_ROLE_SLUGS } from '@kabinet/domain/shared';
import { and, desc, eq, ilike, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chatConversations, chatParticipants } from '../../db/schema/chat.ts';
import { companies } from '../../db/schema/companies.ts';
import { staffAssignments } from '../../db/schema/staff-assignments.ts';

const staffSlugs = sql.join(
  MANAGER_ROLE_SLUGS.map((slug) => sql`${slug}`),
  sql`, `,
);

/**
 * The first message no staff member has answered: the oldest non-staff message after the newest
 * staff one. Both ends walk the (conversation_id, seq) index from the right side, so the cost is
 * the unanswered tail, not the history.
 */
const waitingSince = sql<Date | null>`(
  select min(m.created_at) from chat_messages m
   left join users mu on mu.id = m.user_id
   where m.conversation_id = ${chatConversations.id} and m.deleted_at is null
     and coalesce(mu.role_slug, '') not in (${staffSlugs})
     and m.seq > coalesce((
       select s.seq from chat_messages s join users su on su.id = s.user_id
        where s.conversation_id = ${chatConversations.id} and s.deleted_at is null
          and su.role_slug in (${staffSlugs})
        order by s.seq desc limit 1), 0)
)`;

export type InboxFilterRows = {
  companyId?: number | undefined;
  /** Only the companies assigned to this staff user. */
  assignedTo?: number | undefined;
  nameContains?: string | undefined;
  unansweredOnly?: boolean;
};

/**
 * The staff member's conversations across all companies, newest activity first, with
 * their unread counter, company name and waiting time; at most INBOX_LIMIT rows.
 */
export async function listInboxRows(db: Db, chatUserId: number, filter: InboxFilterRows) {
  const rows = await db
    .select({
      conversation: chatConversations,
      unreadCount: chatParticipants.unreadCount,
      companyName: companies.name,
      waitingSince: waitingSince.as('waiting_since'),
    })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .innerJoin(companies, eq(companies.id, chatConversations.companyId))
    .leftJoin(
      staffAssignments,
      and(
        eq(staffAssignments.companyId, chatConversations.companyId),
        eq(staffAssignments.userId, filter.assignedTo ?? -1),
      ),
    )
    .where(
      and(
        eq(chatParticipants.chatUserId, chatUserId),
        isNull(chatParticipants.leftAt),
        filter.companyId === undefined
          ? undefined
          : eq(chatConversations.companyId, filter.companyId),
        filter.assignedTo === undefined ? undefined : sql`${staffAssignments.userId} is not null`,
        filter.nameContains
          ? ilike(chatConversations.name, `%${filter.nameContains.replace(/[%_\\]/g, '\\$&')}%`)
          : undefined,
        filter.unansweredOnly ? sql`${waitingSince} is not null` : undefined,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`),
      desc(chatConversations.id),
    )
    .limit(INBOX_LIMIT);
  return rows.map((row) => ({
    ...row,
    // A raw subquery comes back as the driver's text on one engine and a Date on the other.
    waitingSince: row.waitingSince === null ? null : new Date(row.waitingSince),
  }));
}
