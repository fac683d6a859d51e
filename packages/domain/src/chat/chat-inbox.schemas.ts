import * as z from 'zod';

import { idFieldSchema } from '../shared/ids.ts';

import { conversationSchema } from './chat.schemas.ts';

/**
 * Issue 12: the staff inbox's filters. `unanswered`: the client wrote last and no staff member
 * has answered since; `mine`: conversations of the companies assigned to me (an admin
 * participates in others too).
 */
export const INBOX_FILTERS = ['all', 'unanswered', 'mine'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** Russian labels of the filters, in the order the inbox shows them. */
export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = {
  all: 'Все',
  unanswered: 'Без ответа',
  mine: 'Мои компании',
};

/** The newest conversations the inbox lists at once (newest activity first). */
export const INBOX_LIMIT = 200;

/** GET /api/v1/chat/inbox query. */
export const inboxQuerySchema = z.object({
  filter: z.enum(INBOX_FILTERS, 'Неизвестный фильтр.').default('all'),
  company_id: idFieldSchema.optional(),
  query: z.string().trim().max(200, 'Не длиннее 200 символов.').optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** One inbox row: the conversation as the chat lists it, its company and how long it waits. */
export const inboxItemSchema = z.object({
  conversation: conversationSchema,
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** The first client message not answered by staff yet (ISO-8601), or null when answered. */
  waiting_since: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
