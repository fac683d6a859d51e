import * as z from 'zod';

import { idFieldSchema } from '../shared/ids.ts';
import { accompanyingUserSchema } from '../shared/people.schemas.ts';

// Every client has a manager: the firm's staff as the admin manages them, and the
// manager a client sees.

/**
 * The role slugs that automatic assignment picks a new company's manager from
 * (admin and crm have manager rights, SPEC §6, but serve no clients of their own).
 */
export const CLIENT_MANAGER_ROLE_SLUGS = ['manager', 'project_manager'] as const;

/** Whether a user of this role can be given new clients automatically. */
export function servesNewClients(roleSlug: string): boolean {
  return (CLIENT_MANAGER_ROLE_SLUGS as readonly string[]).includes(roleSlug);
}

/** The longest working hours text (shown on the manager card). */
export const WORKING_HOURS_MAX = 200;

/**
 * GET /admin/managers: a staff member (SPEC §6 manager rights) with their load — the companies
 * with status ACTIVE assigned to them — and their settings. `serves_new_clients` is false for
 * admin and crm, whom automatic assignment never picks.
 */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role_slug: z.string(),
  position: z.string(),
  serves_new_clients: z.boolean(),
  accepting_new_clients: z.boolean(),
  working_hours: z.string(),
  active_companies: z.number().int(),
  last_assigned_at: z.string().nullable(),
});
/** A staff member in the admin's managers list. */
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffParamsSchema = z.object({ userId: idFieldSchema });

/** PATCH /admin/managers/{userId}: what the admin changes ('' or null clears the hours). */
export const staffSettingsBodySchema = z
  .object({
    accepting_new_clients: z.boolean('Укажите, принимает ли менеджер новых клиентов.').optional(),
    working_hours: z
      .string('Часы работы — это текст.')
      .trim()
      .max(WORKING_HOURS_MAX, `Не длиннее ${WORKING_HOURS_MAX} символов.`)
      .nullable()
      .optional(),
  })
  .refine((body) => body.accepting_new_clients !== undefined || body.working_hours !== undefined, {
    message: 'Нечего изменить.',
    path: ['accepting_new_clients'],
  });
/** The body of PATCH /admin/managers/{userId}. */
export type StaffSettingsBody = z.infer<typeof staffSettingsBodySchema>;

/**
 * GET /companies/{id}/manager: the company's manager as its client sees them (the accompanying
 * user of SPEC §3 with their working hours, '' when not given); `null` while none is assigned.
 */
export const companyManagerSchema = accompanyingUserSchema.extend({ working_hours: z.string() });
/** The manager card of a company. */
export type CompanyManager = z.infer<typeof companyManagerSchema>;
