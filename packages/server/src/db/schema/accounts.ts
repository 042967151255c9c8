import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MembershipStatus } from '@jobsite/core';
import { companies, userGroups } from './companies';

export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    jobTitle: text().notNull().default(''),
    workPhone: text().notNull().default(''),
    phone: text().notNull().default(''),
    /** The employer: the company the account registered with. */
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    isStaff: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    emailValidationStatus: boolean().notNull().default(false),
    directToQuickStart: boolean().notNull().default(false),
    mfaCodeDeliveryMethod: text().$type<'email' | 'text'>().notNull().default('email'),
    loadingSetting: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastLogin: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`), index('accounts_company_idx').on(t.companyId)],
);

/** Which companies an account may act for; the employer is one of them. */
export const companyMemberships = pgTable(
  'company_memberships',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userGroupId: integer().references(() => userGroups.id, { onDelete: 'set null' }),
    /**
     * 'active' members act for the company; a person who joins an existing company on their own
     * stays 'pending' (sees none of its data) until a user manager approves, or is 'refused'.
     */
    status: text().$type<MembershipStatus>().notNull().default('active'),
    /** Who approved or refused a join request, and when. */
    decidedById: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.companyId] }),
    index('company_memberships_company_idx').on(t.companyId),
    index('company_memberships_pending_idx').on(t.companyId, t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table only its keyed hash. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);
