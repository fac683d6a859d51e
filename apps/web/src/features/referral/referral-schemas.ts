// The referral schemas the staff's and admin's forms check with, for them to load on demand:
// zod stays out of the pages' first load (issue 17 budgets).
export { payoutMoveBodySchema, referralRulesBodySchema } from '@kabinet/domain/referral';
