import * as z from 'zod';

import { GUIDE_STATUSES } from './guide-statuses.ts';

// Guides: the knowledge base — articles in Markdown by category, Russian full-text
// search, «Полезно?» votes. Clients read published articles; admins write them.

/** Slugs: latin lowercase, digits and hyphens («kak-oplatit-schet»). */
export const GUIDE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest article body, in characters. */
export const MAX_GUIDE_BODY = 50_000;
/** The most related articles shown. */
export const MAX_RELATED_GUIDES = 4;

const text = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

/** POST/PUT /api/v1/admin/guides: the fields an editor sets. */
export const guideBodySchema = z.object({
  slug: z
    .string('Адрес статьи должен быть текстом.')
    .trim()
    .toLowerCase()
    .max(100, 'Адрес статьи — не длиннее 100 символов.')
    .regex(GUIDE_SLUG_PATTERN, 'Адрес статьи — латиница, цифры и дефисы («kak-oplatit-schet»).'),
  category: z
    .string('Выберите раздел.')
    .trim()
    .min(1, 'Выберите раздел.')
    .max(100, 'Выберите раздел.'),
  title: text('Укажите заголовок.', 200, 'Заголовок — не длиннее 200 символов.'),
  summary: z
    .string('Краткое описание должно быть текстом.')
    .trim()
    .max(500, 'Краткое описание — не длиннее 500 символов.')
    .default(''),
  body_markdown: z
    .string('Текст статьи должен быть текстом.')
    .max(MAX_GUIDE_BODY, `Текст статьи — не длиннее ${MAX_GUIDE_BODY} символов.`)
    .default(''),
  related_ids: z
    .array(z.number().int().positive(), 'Связанные статьи — список.')
    .max(MAX_RELATED_GUIDES, `Не больше ${MAX_RELATED_GUIDES} связанных статей.`)
    .default([]),
  position: z
    .number('Порядок — число.')
    .int('Порядок — целое число.')
    .min(0, 'Порядок не может быть отрицательным.')
    .max(100_000, 'Слишком большой порядок.')
    .default(0),
});
export type GuideBody = z.input<typeof guideBodySchema>;
export type GuideBodyParsed = z.output<typeof guideBodySchema>;

/** GET /api/v1/guides?query=&category= */
export const guideListQuerySchema = z.object({
  query: z.string().trim().max(200, 'Запрос — не длиннее 200 символов.').optional().default(''),
  category: z.string().trim().max(100).optional().default(''),
});

/** POST /api/v1/guides/{id}/feedback */
export const guideFeedbackBodySchema = z.object({
  helpful: z.boolean('Ответьте «Да» или «Нет».'),
});

export const guideCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
});
export type GuideCategory = z.infer<typeof guideCategorySchema>;

/** One article in a list: no body. */
export const guideSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  category_title: z.string(),
  status: z.enum(GUIDE_STATUSES),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideFeedbackSchema = z.object({
  helpful: z.number().int(),
  not_helpful: z.number().int(),
  /** The caller's vote: true «Да», false «Нет», null — not voted. */
  my_vote: z.boolean().nullable(),
});
export type GuideFeedback = z.infer<typeof guideFeedbackSchema>;

/** One article with its body, related articles and votes. */
export const guideSchema = guideSummarySchema.extend({
  body_markdown: z.string(),
  position: z.number().int(),
  related: z.array(guideSummarySchema),
  related_ids: z.array(z.number().int()),
  feedback: guideFeedbackSchema,
});
export type Guide = z.infer<typeof guideSchema>;

export const guideImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** Ready to paste into Markdown: `![](url)`. */
  markdown: z.string(),
});
export type GuideImage = z.infer<typeof guideImageSchema>;
