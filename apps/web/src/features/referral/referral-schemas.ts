// The referral schemas the staff's and admin's forms check with, for them to load on demand:
// zod stays out of the pages' first load (the pages' JS budgets).
export { payoutMoveBodySchema, referralRulesBodySchema } from '@kabinet/domain/referral';
