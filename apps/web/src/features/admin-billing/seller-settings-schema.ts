// The seller settings' schema on its own, for the form to load on demand: zod stays out of
// /admin/billing's first load (issue 17 budgets).
export { sellerSettingsSchema } from '@kabinet/domain/billing';
