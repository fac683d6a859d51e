import * as z from 'zod';

import { MAX_MESSAGE_LENGTH } from './chat-limits.ts';

/** Issue 12: the longest title of a saved reply. */
export const TEMPLATE_TITLE_MAX = 100;

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

/**
 * The composer's «/» command: the query after a leading slash, or null when the text is not one
 * (a slash later in the text is just a slash).
 */
export function templateQueryOf(text: string): string | null {
  const match = /^\/(\S*)$/.exec(text);
  return match ? (match[1] ?? '') : null;
}

/** Saved replies whose title or text contains the query (case-insensitive, ё = е), titles first. */
export function matchTemplates<T extends { title: string; text: string }>(
  templates: readonly T[],
  query: string,
): T[] {
  const fold = (value: string) => value.toLocaleLowerCase('ru').replaceAll('ё', 'е');
  const needle = fold(query);
  const byTitle = templates.filter((t) => fold(t.title).includes(needle));
  const byText = templates.filter((t) => !byTitle.includes(t) && fold(t.text).includes(needle));
  return [...byTitle, ...byText];
}
