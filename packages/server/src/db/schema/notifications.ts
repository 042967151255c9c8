import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { companies } from './companies';

/** A message to one user (the recipient), within the company it concerns. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    link: text().notNull().default(''),
    read: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.accountId, t.companyId, t.read, t.createdAt),
    index('notifications_company_idx').on(t.companyId),
    // The list's order (newest first, then id), read backwards: a page without sorting every notification (decision record 026).
    index('notifications_list_idx').on(t.accountId, t.companyId, t.createdAt, t.id),
  ],
);
