import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './users.ts';

/** Sanctum-style personal access tokens: only the SHA-256 of the secret is stored. */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull().default('web'),
    tokenHash: text().notNull(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('personal_access_tokens_user_id_index').on(table.userId)],
);

export type PersonalAccessTokenRow = typeof personalAccessTokens.$inferSelect;

/**
 * Verification codes (security R01): hashed, bound to one purpose and one recipient, with
 * an attempt counter. A verified registration code carries a one-time verification token.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    purpose: text()
      .$type<'register' | 'reset' | 'change-phone' | 'sign-act' | 'sign-report'>()
      .notNull(),
    channel: text().$type<'email' | 'phone'>().notNull(),
    recipient: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    verifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    consumedAt: timestamp({ withTimezone: true, mode: 'date' }),
    verificationTokenHash: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('verification_codes_recipient_index').on(table.purpose, table.recipient, table.createdAt),
    index('verification_codes_token_index').on(table.verificationTokenHash),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** Failed attempts (login, current password) counted per key inside a window; shared by all nodes. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('auth_failures_key_index').on(table.key, table.createdAt)],
);
