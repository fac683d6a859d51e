import { messagesQuerySchema } from '@kabinet/domain/chat';
import { idFieldSchema } from '@kabinet/domain/shared';
import { z } from 'zod';

/** `{id}` in a path. */
export const idParamsSchema = z.object({ id: idFieldSchema });

/** docs/api/chat.md «Pagination»: page, after_seq (catch-up), before_seq, limit. */
export const messageListQuerySchema = messagesQuerySchema.extend({
  before_seq: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** The page request of a list query. */
export function pageRequestOf(query: MessageListQuery) {
  return {
    page: query.page,
    afterSeq: query.after_seq,
    beforeSeq: query.before_seq,
    limit: query.limit,
  };
}

/**
 * The most conversations one list asks about by id: far more than a screen shows, and few enough
 * that the query stays small (10,000 ids held the event loop for half a second building it).
 */
const MAX_ASKED_IDS = 500;
const askedIds = z.union([z.string(), z.array(z.string())]).optional();
const countOf = (value: string | string[] | undefined) =>
  [value ?? []].flat().reduce((sum, text) => sum + text.split(',').length, 0);

/** SPEC §5: ids that are not numbers are skipped. */
export const conversationIdsQuerySchema = z
  .object({ chat_conversation_ids: askedIds, 'chat_conversation_ids[]': askedIds })
  .refine(
    (query) =>
      countOf(query.chat_conversation_ids) + countOf(query['chat_conversation_ids[]']) <=
      MAX_ASKED_IDS,
    { message: `Не больше ${MAX_ASKED_IDS} диалогов за раз.`, path: ['chat_conversation_ids'] },
  );

/** Numeric ids of `1,2,x` or repeated parameters; undefined when none was asked for. */
export function numericIds(...values: (string | string[] | undefined)[]): number[] | undefined {
  const given = values.flatMap((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );
  if (given.length === 0) return undefined;
  return given
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^[1-9]\d{0,14}$/.test(value))
    .map(Number);
}
