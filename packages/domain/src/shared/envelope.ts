import * as z from 'zod';

/** SPEC §3/§7: Laravel pagination meta (message_pagination_info.meta and list answers). */
export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
/** Laravel pagination meta. */
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** SPEC §3/§7: Laravel pagination links; a missing neighbour page is `null`. */
export const paginationLinksSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
/** Laravel pagination links. */
export type PaginationLinks = z.infer<typeof paginationLinksSchema>;

/** SPEC §7: a single-resource answer `{ data }` (e.g. «answer data.data holds the user»). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** SPEC §7: a paginated list answer `{ data: T[], meta, links }` in the Laravel shape. */
export function paginatedEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({
    data: z.array(schema),
    meta: paginationMetaSchema,
    links: paginationLinksSchema,
  });
}

/** Type of a `{ data }` answer. */
export type DataEnvelope<T> = { data: T };

/** Type of a paginated `{ data, meta, links }` answer. */
export type PaginatedEnvelope<T> = { data: T[]; meta: PaginationMeta; links: PaginationLinks };

/**
 * SPEC §8: an error answer — `message` (Russian, shown in a toast) and, for 422, `errors`
 * with the Russian messages of each field.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
/** Error answer body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
