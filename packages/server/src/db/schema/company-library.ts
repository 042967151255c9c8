import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { addresses, companies, taxCodes } from './companies';

/** General-ledger codes a company books purchases against. */
export const glCodes = pgTable(
  'gl_codes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    description: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('gl_codes_company_code_unique').on(t.companyId, sql`lower(${t.code})`)],
);

/** The company notes library: reusable notes (terms, delivery instructions) for orders and forms. */
export const companyNotes = pgTable(
  'company_notes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_notes_company_idx').on(t.companyId, t.title)],
);

/** The tax code that applies to deliveries to one shipping address. */
export const addressTaxCodes = pgTable(
  'address_tax_codes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    taxCodeId: integer()
      .notNull()
      .references(() => taxCodes.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('address_tax_codes_address_unique').on(t.addressId), index('address_tax_codes_company_idx').on(t.companyId)],
);

/** Which notification kinds an account receives while acting for a company. */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.accountId, t.kind] })],
);
