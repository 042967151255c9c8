import { sql } from 'drizzle-orm';
import type { CodeEntry } from '@jobsite/core';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    /** The website as compared for duplicates: protocol and www stripped (normalizeWebsite). */
    websiteKey: text().notNull().default(''),
    type: text().notNull().default(''),
    systemType: text().$type<'buyer' | 'seller'>().notNull(),
    isVerified: boolean().notNull().default(false),
    procurementServices: boolean().notNull().default(true),
    toolServices: boolean().notNull().default(false),
    prefabServices: boolean().notNull().default(false),
    inventoryServices: boolean().notNull().default(false),
    tempPowerServices: boolean().notNull().default(false),
    twoWayAuthenticationEnabled: boolean().notNull().default(false),
    /** The company address: a row of addresses (no foreign key: addresses point back at companies). */
    addressId: integer(),
    /** The default warehouse; cleared when that warehouse is deleted. */
    defaultWarehouseId: integer(),
    popularPhaseCodes: jsonb().$type<CodeEntry[]>().notNull().default([]),
    popularCostCodes: jsonb().$type<CodeEntry[]>().notNull().default([]),
    /** Email domains the company declares its own: a verified address there joins without approval. */
    emailDomains: jsonb().$type<string[]>().notNull().default([]),
    /**
     * Keyed hash of the token handed to whoever registered the company anonymously: their
     * account (POST accounts/ with founder_token) is its first, approved member. Cleared on use.
     */
    founderTokenHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_name_lower_idx').on(sql`lower(${t.name})`),
    // ListCompany searches names with ILIKE '%...%' (more than 3 characters): a trigram index serves it.
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_website_key_idx').on(t.websiteKey),
  ],
);

/**
 * Every address a company has entered: its own, branches', warehouses', shipping
 * addresses (type 'shipping') and the previous addresses the address panel offers.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    note: text().notNull().default(''),
    field1: text('field_1').notNull().default(''),
    field2: text('field_2').notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    zip: text().notNull().default(''),
    country: text().notNull().default('USA'),
    type: text().notNull().default(''),
    workPhone: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_company_type_idx').on(t.companyId, t.type, t.id)],
);

export const companyBranches = pgTable(
  'company_branches',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    branchCode: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_branches_company_idx').on(t.companyId, t.name)],
);

export const taxCodes = pgTable(
  'tax_codes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taxCode: text().notNull(),
    taxRate: numeric({ precision: 7, scale: 4, mode: 'number' }).notNull(),
    isUseTax: boolean().notNull().default(false),
    description: text().notNull().default(''),
  },
  (t) => [uniqueIndex('tax_codes_company_code_unique').on(t.companyId, sql`lower(${t.taxCode})`)],
);

/** User groups belong to a company; their settings carry permissions such as allow_edit_all_tool_transfer. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    settings: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  },
  (t) => [index('user_groups_company_idx').on(t.companyId), uniqueIndex('user_groups_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);
