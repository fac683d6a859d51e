// The seller settings' schema on its own, for the form to load on demand: zod stays out of
// /admin/billing's first load (the pages' JS budgets).
export { sellerSettingsSchema } from '@kabinet/domain/billing';
