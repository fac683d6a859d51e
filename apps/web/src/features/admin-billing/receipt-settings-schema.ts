// The online-payment settings' schema on its own, for the form to load on demand: zod stays out
// of /admin/billing's first load.
export { onlinePaymentSettingsSchema } from '@kabinet/domain/online-payments';
