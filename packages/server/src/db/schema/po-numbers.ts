import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PoNumberGenerationType } from '@jobsite/core';
import { companies } from './companies';

/** How a company numbers its purchase orders; one row per company (absent: the defaults). */
export const poNumberSettings = pgTable('po_number_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  generationType: text().$type<PoNumberGenerationType>().notNull().default('company_wide'),
  prefix: text().notNull().default('PO'),
  separator: text().notNull().default('-'),
  padding: integer().notNull().default(4),
});

/** One counter per numbering scope (company, project, branch, prefix): the last sequence handed out. */
export const poNumberCounters = pgTable(
  'po_number_counters',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    scopeKey: text().notNull(),
    lastValue: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.scopeKey] })],
);

/** Every PO number handed out; the unique index makes a repeat impossible even across scheme changes. */
export const issuedPoNumbers = pgTable(
  'issued_po_numbers',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('issued_po_numbers_unique').on(t.companyId, sql`upper(${t.number})`)],
);

/** The dynamic PO prefixes a buyer picks from when creating a PO. */
export const poPrefixes = pgTable(
  'po_prefixes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    prefix: text().notNull(),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('po_prefixes_company_prefix_unique').on(t.companyId, sql`upper(${t.prefix})`)],
);
