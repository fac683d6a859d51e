import { inviteUserBodySchema, type InviteUserBody } from '@kabinet/domain/companies';

import { messagesByField } from '../../../shared/lib/zod-form.ts';

/**
 * The invitation checked by the domain's schema: the body to send, or the first message of each
 * field. A module of its own, loaded on the first submit, so zod stays out of the company page's
 * first load (the pages' JS budgets).
 */
export function checkInvite(
  raw: Record<string, string>,
): { body: InviteUserBody; errors?: never } | { body?: never; errors: Record<string, string> } {
  const parsed = inviteUserBodySchema.safeParse(raw);
  return parsed.success ? { body: parsed.data } : { errors: messagesByField(parsed.error.issues) };
}
