import * as z from 'zod';

/**
 * The `page` and `per_page` fields of a Laravel-paginated list query (SPEC §7 meta): page from 1,
 * up to 100 rows a page, 20 by default; Russian messages for a 422.
 */
export const pageQueryFields = {
  page: z.coerce
    .number('Неверный номер страницы.')
    .int()
    .min(1, 'Неверный номер страницы.')
    .default(1),
  per_page: z.coerce
    .number('Неверный размер страницы.')
    .int()
    .min(1, 'Неверный размер страницы.')
    .max(100, 'Не больше 100 на странице.')
    .default(20),
};

/** The free-text search of an admin list: trimmed, at most 100 characters. */
export const listSearchSchema = z.string().trim().max(100, 'Не длиннее 100 символов.');
