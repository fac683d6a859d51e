import * as z from 'zod';

import { MAX_MESSAGE_LENGTH, TEMPLATE_TITLE_MAX } from './chat-limits.ts';

/** A saved reply as the API answers it: the firm's (`shared`) or the caller's own. */
export const replyTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  shared: z.boolean(),
  /** Whether the caller may edit or delete it: their own, or the firm's for an admin. */
  editable: z.boolean(),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** POST/PUT body of a saved reply; `shared` (firm-wide) is for admins only. */
export const replyTemplateBodySchema = z.object({
  title: z
    .string('Укажите название.')
    .trim()
    .min(1, 'Укажите название.')
    .max(TEMPLATE_TITLE_MAX, `Не длиннее ${TEMPLATE_TITLE_MAX} символов.`),
  text: z
    .string('Введите текст ответа.')
    .trim()
    .min(1, 'Введите текст ответа.')
    .max(MAX_MESSAGE_LENGTH, `Не длиннее ${MAX_MESSAGE_LENGTH} символов.`),
  shared: z.boolean().default(false),
});
export type ReplyTemplateBody = z.infer<typeof replyTemplateBodySchema>;
