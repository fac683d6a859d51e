import * as z from 'zod';

import { MAX_SERVICE_PRICE_KOPECKS, SERVICE_CATEGORIES } from './service-catalogue.ts';

// One-time services: the firm's catalogue of services sold once (registration, a
// declaration, closing a business…), apart from the monthly tariff. Money is in kopecks.

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string(message).trim().min(1, message).max(max, tooLong);

/** The most options one service offers. */
export const MAX_SERVICE_OPTIONS = 20;

/**
 * Ordering: an option the client may add to a service («Срочно (1 день)» +2 000 ₽),
 * its price added once per unit ordered. `code` is stable: orders store it with the name and
 * price as they were.
 */
export const serviceOptionSchema = z.object({
  code: z
    .string('Укажите код опции.')
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, 'Код опции — латиница, цифры, «_» или «-», до 40 символов.'),
  name: requiredText('Укажите название опции.', 200, 'Название опции — не длиннее 200 символов.'),
  price_kopecks: z
    .number('Укажите цену опции.')
    .int('Цена опции — целое число копеек.')
    .min(0, 'Цена опции не может быть отрицательной.')
    .max(MAX_SERVICE_PRICE_KOPECKS, 'Слишком большая цена опции.'),
});
/** An option of a one-time service. */
export type ServiceOption = z.infer<typeof serviceOptionSchema>;

/** POST/PUT /api/v1/admin/services: the fields an admin edits. */
export const serviceBodySchema = z.object({
  name: requiredText('Укажите название услуги.', 200, 'Название — не длиннее 200 символов.'),
  description: z
    .string('Описание должно быть текстом.')
    .trim()
    .max(2000, 'Описание — не длиннее 2000 символов.')
    .default(''),
  category: z.enum(SERVICE_CATEGORIES, 'Выберите категорию.'),
  price_kopecks: z
    .number('Укажите цену.')
    .int('Цена — целое число копеек.')
    .min(0, 'Цена не может быть отрицательной.')
    .max(MAX_SERVICE_PRICE_KOPECKS, 'Слишком большая цена.'),
  price_from: z.boolean('Укажите, цена точная или «от».').default(false),
  turnaround: z
    .string('Срок должен быть текстом.')
    .trim()
    .max(100, 'Срок — не длиннее 100 символов.')
    .default(''),
  documents: z
    .array(
      requiredText('Укажите документ.', 300, 'Документ — не длиннее 300 символов.'),
      'Документы — список строк.',
    )
    .max(30, 'Не больше 30 документов.')
    .default([]),
  options: z
    .array(serviceOptionSchema, 'Опции — список.')
    .max(MAX_SERVICE_OPTIONS, `Не больше ${MAX_SERVICE_OPTIONS} опций.`)
    .refine(
      (options) => new Set(options.map((option) => option.code)).size === options.length,
      'Коды опций не должны повторяться.',
    )
    .default([]),
  /** What the quantity counts («Количество сотрудников»); '' when the service is ordered once. */
  quantity_label: z
    .string('Название количества должно быть текстом.')
    .trim()
    .max(100, 'Название количества — не длиннее 100 символов.')
    .default(''),
  is_active: z.boolean('Укажите, активна ли услуга.').default(true),
  sort: z
    .number('Порядок — число.')
    .int('Порядок — целое число.')
    .min(0, 'Порядок не может быть отрицательным.')
    .max(100_000, 'Слишком большой порядок.')
    .default(0),
});
/** What an admin sends to create or edit a service. */
export type ServiceBody = z.infer<typeof serviceBodySchema>;

/** One service as the API answers it. */
export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  category_name: z.string(),
  price_kopecks: z.number().int(),
  price_from: z.boolean(),
  turnaround: z.string(),
  documents: z.array(z.string()),
  options: z.array(serviceOptionSchema),
  quantity_label: z.string(),
  is_active: z.boolean(),
  sort: z.number().int(),
});
/** A one-time service of the catalogue. */
export type Service = z.infer<typeof serviceSchema>;
