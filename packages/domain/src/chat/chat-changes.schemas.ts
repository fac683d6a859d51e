import * as z from 'zod';

import { CHAT_CHANGES_MAX_LIMIT } from './chat-limits.ts';
import { messageSchema, type Message } from './chat.schemas.ts';

const id = z.number().int().positive();
const changeSeq = z.number().int().nonnegative();

/**
 * ARCHITECTURE §3 change log: a message deleted after the client's position — the client removes
 * it (as on MessageDeleted) and never lets a late copy bring it back.
 */
export const messageTombstoneSchema = z.object({
  id,
  deleted: z.literal(true),
  change_seq: changeSeq,
});
/** A deleted message in a change catch-up. */
export type MessageTombstone = z.infer<typeof messageTombstoneSchema>;

/** One entry of a change catch-up: a new or edited message (the full Message), or a tombstone. */
export const messageChangeSchema = z.union([messageTombstoneSchema, messageSchema]);
/** A change catch-up entry. */
export type MessageChange = Message | MessageTombstone;

const changeSeqParam = (message: string) =>
  z.coerce.number(message).int(message).nonnegative(message).max(Number.MAX_SAFE_INTEGER, message);

/**
 * docs/api/chat.md GET …/conversations/{id}/changes: the position to catch up after, and a page
 * size.
 */
export const messageChangesQuerySchema = z.object({
  after_change_seq: changeSeqParam('Укажите номер изменения.'),
  limit: z.coerce
    .number('Неверный размер страницы.')
    .int('Неверный размер страницы.')
    .min(1, 'Неверный размер страницы.')
    .max(CHAT_CHANGES_MAX_LIMIT, `Не больше ${CHAT_CHANGES_MAX_LIMIT} за раз.`)
    .optional(),
});
/** Change catch-up query. */
export type MessageChangesQuery = z.infer<typeof messageChangesQuerySchema>;

/**
 * Change catch-up meta: `last_change_seq` is the position the client holds after applying the
 * answer (ask again after it while `has_more`).
 */
export const messageChangesMetaSchema = z.object({
  last_change_seq: changeSeq,
  has_more: z.boolean(),
});
/** Change catch-up meta. */
export type MessageChangesMeta = z.infer<typeof messageChangesMetaSchema>;

/** Change catch-up answer: the changes in change_seq order, oldest first. */
export const messageChangesPageSchema = z.object({
  data: z.array(messageChangeSchema),
  meta: messageChangesMetaSchema,
});
/** Change catch-up answer. */
export type MessageChangesPage = z.infer<typeof messageChangesPageSchema>;
