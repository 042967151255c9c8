import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export type OneTimeCodePurpose = 'two_way_auth' | 'email_verification' | 'reset_password';

/**
 * Codes sent to a user: two-way login codes, email verification and password reset
 * links. Only a keyed hash is kept; each code is single use and expires.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text().$type<OneTimeCodePurpose>().notNull(),
    codeHash: text().notNull(),
    /** Wrong guesses at this code; it is void after a few. */
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('one_time_codes_account_purpose_idx').on(t.accountId, t.purpose, t.createdAt)],
);

/**
 * Events counted by the throttles (failed logins per account, per address, per pair;
 * codes and mails sent). Rows older than the longest window are deleted as new ones come.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial().primaryKey(),
    bucket: text().notNull(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_events_bucket_key_idx').on(t.bucket, t.key, t.createdAt), index('throttle_events_created_idx').on(t.createdAt)],
);

/**
 * Secrets every server process on one database must share (the session-token key when
 * SESSION_SECRET is not given on PostgreSQL): created once by whichever process starts first.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
