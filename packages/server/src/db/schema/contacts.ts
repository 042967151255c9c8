import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A buyer's list of the supplier companies it buys from (optionally a registered seller). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The seller company in the directory, when the supplier is registered. */
    supplierCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    accountNumber: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('suppliers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const supplierBranches = pgTable(
  'supplier_branches',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    branchCode: text().notNull().default(''),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    city: text().notNull().default(''),
  },
  (t) => [index('supplier_branches_supplier_idx').on(t.supplierId, t.name), index('supplier_branches_company_idx').on(t.companyId)],
);

/** A contact group: who a delivery goes through (shipping forms' delivery option). */
export const contactGroups = pgTable(
  'contact_groups',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    supplierBranchId: integer().references(() => supplierBranches.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_groups_company_idx').on(t.companyId, t.name),
    index('contact_groups_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    uniqueIndex('contact_groups_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    workPhone: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_company_idx').on(t.companyId, t.name)],
);

export const contactGroupMembers = pgTable(
  'contact_group_members',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactGroupId: integer()
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contactGroupId, t.contactId] }), index('contact_group_members_contact_idx').on(t.contactId)],
);
