import type { ApiTokenScope } from '@jobsite/core';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { companies } from './companies';

/**
 * Integration keys: a token authenticates as the account that created it, acting for the
 * company it was created in. Only a keyed hash is kept; the key itself is shown once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** read_only or read_write (tokens made before scopes existed keep their full access). */
    scope: text().$type<ApiTokenScope>().notNull().default('read_write'),
    tokenHash: text().notNull(),
    /** The start of the key (its scheme prefix and a few characters), to tell keys apart. */
    prefix: text().notNull(),
    last4: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index('api_tokens_company_idx').on(t.companyId, t.createdAt)],
);
