import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message the server sends: kept here, and the only copy when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial().primaryKey(),
  channel: text().$type<'email' | 'text'>().notNull().default('email'),
  recipient: text().notNull(),
  subject: text().notNull().default(''),
  body: text().notNull(),
  status: text().$type<'sent' | 'logged' | 'failed'>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
