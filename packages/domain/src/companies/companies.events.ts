import * as z from 'zod';

import { companyInvitationSchema, type CompanyInvitation } from './companies.resources.ts';

/** Payload of CompanyUserRemoved: the user no longer belongs to the company. */
export const companyUserRemovedSchema = z.object({ company_id: z.number().int().positive() });
/** CompanyUserRemoved payload. */
export type CompanyUserRemoved = z.infer<typeof companyUserRemovedSchema>;

/** Payload of CompanyUpdated: the company's data (requisites, bank, contacts) was saved. */
export const companyUpdatedSchema = z.object({ company_id: z.number().int().positive() });
/** CompanyUpdated payload. */
export type CompanyUpdated = z.infer<typeof companyUpdatedSchema>;

/**
 * CONVENTIONS §4.5: company events on `private-user.{userId}` (docs/api/companies.md).
 * - `CompanyInvitationCreated`: the user was invited to a company (to their e-mail or phone);
 *   the same JSON as GET /invitations lists.
 * - `CompanyUserRemoved`: the user was removed from a company or left it.
 * - `CompanyUpdated`: a member saved the company's data, so every open page of it
 *   (the company page, «Что сделать дальше») asks again.
 */
export interface CompanyUserEvents {
  CompanyInvitationCreated: CompanyInvitation;
  CompanyUserRemoved: CompanyUserRemoved;
  CompanyUpdated: CompanyUpdated;
}

/** Runtime schemas of {@link CompanyUserEvents}. */
export const companyUserEventSchemas = {
  CompanyInvitationCreated: companyInvitationSchema,
  CompanyUserRemoved: companyUserRemovedSchema,
  CompanyUpdated: companyUpdatedSchema,
} satisfies { [K in keyof CompanyUserEvents]: z.ZodType<CompanyUserEvents[K], unknown> };
