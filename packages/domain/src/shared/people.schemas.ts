import * as z from 'zod';

// Wire parts both the User and the Company answers embed. They live below users/ and companies/
// so that users/ can build on the companies' schema without an import cycle.

/** SPEC §3: an uploaded picture. */
export const fileRefSchema = z.object({ file_url: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** The person fields every user-like answer starts with ('' for a missing one, SPEC §5). */
export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  patronymic: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** SPEC §3/§7: the accompanying user (the client's manager). */
export const accompanyingUserSchema = personSchema.extend({
  position: z.string(),
  avatar: fileRefSchema.nullable(),
});
export type AccompanyingUser = z.infer<typeof accompanyingUserSchema>;
