import * as z from 'zod';

/**
 * Realtime `ManagementAccountingChanged` on `private-user.{id}`: a company's management reports
 * or adjustments changed — the pages showing them ask again.
 */
export const managementAccountingChangedSchema = z.object({
  company_id: z.number().int().positive(),
  part: z.enum(['files', 'adjustments']),
});
export type ManagementAccountingChanged = z.infer<typeof managementAccountingChangedSchema>;

/** The private-user events of management accounting. */
export interface ManagementUserEvents {
  ManagementAccountingChanged: ManagementAccountingChanged;
}
/** Runtime schemas of {@link ManagementUserEvents}. */
export const managementUserEventSchemas = {
  ManagementAccountingChanged: managementAccountingChangedSchema,
};
