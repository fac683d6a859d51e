import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Why an SMS went out: a code's purpose, or a security notice. */
export type SmsPurpose =
  'register' | 'reset' | 'change-phone' | 'sign-act' | 'sign-report' | 'notice';
export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'failed';

/**
 * SMS sent through a provider (SMS_PROVIDER), for support and the per-phone limits. A phone is
 * personal data: the row keeps it masked (what support reads) and as an HMAC under APP_KEY (what
 * the limits count by). The number and the text needed to send — the text holds the code — are
 * kept only sealed (AES-GCM under APP_KEY) and only while needed: the text until the provider
 * took or refused it, the number until the final delivery status.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    purpose: text().$type<SmsPurpose>().notNull(),
    phoneHash: text().notNull(),
    phoneMasked: text().notNull(),
    provider: text().notNull(),
    providerId: text(),
    status: text().$type<SmsStatus>().notNull().default('queued'),
    /** The provider's answer to a failure (its code and text), for support. */
    error: text(),
    attempts: integer().notNull().default(0),
    recipientSealed: text(),
    textSealed: text(),
    /** A code is useless after it expires: it is not sent later than this. */
    sendUntil: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sms_messages_phone_index').on(table.phoneHash, table.createdAt)],
);

export type SmsMessageRow = typeof smsMessages.$inferSelect;
