import * as z from 'zod';

import { idFieldSchema } from '../shared/ids.ts';

import { conversationSchema } from './chat.schemas.ts';
import { INBOX_FILTERS } from './inbox-filters.ts';

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
