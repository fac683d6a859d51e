import type {
  LeadSource,
  LeadStatus,
  PaymentMethodType,
  PayoutStatus,
  ReferralStatus,
} from '@kabinet/domain/referral';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { companies } from './companies.ts';
import { users } from './users.ts';

const money = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A company's place in the referral programme — one row per company, created
 * INACTIVE with its code on the first read. The payment method is kept masked (never the whole
 * card number). Rewards and payouts are ledger entries on account 'referral'.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text().$type<ReferralStatus>().notNull().default('INACTIVE'),
    code: text().notNull(),
    paymentMethodType: text().$type<PaymentMethodType>(),
    paymentMethodLabel: text(),
    rulesAcceptedAt: at(),
    connectedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referrals_company_unique').on(table.companyId),
    uniqueIndex('referrals_code_unique').on(table.code),
  ],
);
export type ReferralRow = typeof referrals.$inferSelect;

/**
 * People the referrer invited, by link (registration with the code) or by hand. A
 * person is referred once: one lead per phone across all referrers (the first wins), stored
 * normalised (`normalizePhone`, 7XXXXXXXXXX) so that «8 916…» and «+7 (916)…» are one phone; a
 * company is referred once (company_id unique).
 */
export const referralLeads = pgTable(
  'referral_leads',
  {
    id: serial().primaryKey(),
    referralId: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    companyName: text().notNull().default(''),
    comment: text().notNull().default(''),
    status: text().$type<LeadStatus>().notNull().default('new'),
    source: text().$type<LeadSource>().notNull(),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (table) => [
    index('referral_leads_referral_index').on(table.referralId, table.status, table.id),
    index('referral_leads_status_index').on(table.status, table.id),
    uniqueIndex('referral_leads_company_unique').on(table.companyId),
    uniqueIndex('referral_leads_phone_unique')
      .on(table.phone)
      .where(sql`${table.phone} <> ''`),
    check('referral_leads_phone_normalised', sql`${table.phone} ~ '^(7[0-9]{10})?$'`),
    index('referral_leads_user_index').on(table.userId),
  ],
);
export type ReferralLeadRow = typeof referralLeads.$inferSelect;

/** The code a user registered with (auth stores it through the referral port). */
export const referralSignups = pgTable('referral_signups', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referralId: integer()
    .notNull()
    .references(() => referrals.id, { onDelete: 'cascade' }),
  leadId: integer().references(() => referralLeads.id, { onDelete: 'set null' }),
  code: text().notNull(),
  createdAt: at().notNull().defaultNow(),
});

/** Payout requests, Запрошена → Одобрена → Выплачена or Отклонена. */
export const referralPayouts = pgTable(
  'referral_payouts',
  {
    id: serial().primaryKey(),
    referralId: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    amountKopecks: money().notNull(),
    status: text().$type<PayoutStatus>().notNull().default('requested'),
    methodType: text().$type<PaymentMethodType>().notNull(),
    methodLabel: text().notNull().default(''),
    comment: text().notNull().default(''),
    requestedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at(),
    paidAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (table) => [
    index('referral_payouts_referral_index').on(table.referralId, table.id),
    index('referral_payouts_status_index').on(table.status, table.id),
    check('referral_payouts_amount_positive', sql`${table.amountKopecks} > 0`),
  ],
);
export type ReferralPayoutRow = typeof referralPayouts.$inferSelect;

/** The programme's rules set by the admin; one row (id 1), defaults when absent. */
export const referralRules = pgTable('referral_rules', {
  id: integer().primaryKey().default(1),
  rewardBasisPoints: integer().notNull(),
  rewardMonths: integer().notNull(),
  minPayoutKopecks: money().notNull(),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: at().notNull().defaultNow(),
});
