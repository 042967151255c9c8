import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CatalogueUnit, ImportError, ImportStatus } from '@jobsite/core';
import { accounts } from './accounts';
import { companies } from './companies';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Money and unit prices: 4 decimals, read as numbers. */
const price = (name?: string) =>
  customType<{ data: number; driverData: string }>({
    dataType: () => 'numeric(14, 4)',
    fromDriver: (v) => Number(v),
    toDriver: (v) => String(v),
  })(name as string);

/*
 * The catalogue is global reference data (no company_id): every buyer and supplier
 * searches the same items. Contract prices are tenant data, scoped by buyer and supplier.
 */

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('manufacturers_name_unique').on(sql`lower(${t.name})`)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('product_categories_name_unique').on(sql`lower(${t.name})`)],
);

export const productGroups = pgTable(
  'product_groups',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id),
    code: text().notNull(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('product_groups_category_name_unique').on(t.categoryId, sql`lower(${t.name})`)],
);

export const baseItems = pgTable(
  'base_items',
  {
    id: serial().primaryKey(),
    /** The catalogue number buyers and price files use. */
    baseItemCode: text().notNull(),
    /** UPC or the manufacturer's own code. */
    productCode: text().notNull().default(''),
    description: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id),
    productGroupId: integer()
      .notNull()
      .references(() => productGroups.id),
    /** The primary manufacturer (also linked in base_item_manufacturers). */
    manufacturerId: integer().references(() => manufacturers.id),
    unit: text().$type<CatalogueUnit>().notNull(),
    unitPrice: price().notNull(),
    specData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    imageUrl: text(),
    /** Product page or spec sheet (Item/{id}/update_link/). */
    link: text().notNull().default(''),
    /** Words the full-text search should know besides the item's own text: manufacturer, category, group. */
    keywords: text().notNull().default(''),
    /** Null for the master catalogue (staff); otherwise the supplier whose price file added it. */
    ownerCompanyId: integer().references(() => companies.id),
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, base_item_code || ' ' || product_code), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, keywords), 'C')`,
      ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('base_items_code_unique').on(sql`lower(${t.baseItemCode})`),
    index('base_items_search_idx').using('gin', t.searchVector),
    index('base_items_code_trgm_idx').using('gin', sql`lower(${t.baseItemCode} || ' ' || ${t.productCode}) gin_trgm_ops`),
    index('base_items_category_idx').on(t.categoryId, t.id),
    index('base_items_group_idx').on(t.productGroupId, t.id),
    index('base_items_manufacturer_idx').on(t.manufacturerId, t.id),
    index('base_items_price_idx').on(t.unitPrice),
    index('base_items_owner_idx').on(t.ownerCompanyId),
  ],
);

/** How an item is bought: package sizes (each, box of 25, 500 ft reel). */
export const baseItemOptions = pgTable(
  'base_item_options',
  {
    id: serial().primaryKey(),
    baseItemId: integer()
      .notNull()
      .references(() => baseItems.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    packageQuantity: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    isDefault: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('base_item_options_item_name_unique').on(t.baseItemId, sql`lower(${t.name})`)],
);

/** The manufacturers whose product satisfies a base item; one is primary. */
export const baseItemManufacturers = pgTable(
  'base_item_manufacturers',
  {
    baseItemId: integer()
      .notNull()
      .references(() => baseItems.id, { onDelete: 'cascade' }),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.baseItemId, t.manufacturerId] }), index('base_item_manufacturers_mfr_idx').on(t.manufacturerId)],
);

/**
 * What a supplier charges a buyer for one unit of an item. The buyer is the tenant
 * (company_id); the supplier that gave the price sees it too (see modules/catalogue/scope.ts).
 */
export const contractPrices = pgTable(
  'contract_prices',
  {
    id: serial().primaryKey(),
    /** The buyer company. */
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    baseItemId: integer()
      .notNull()
      .references(() => baseItems.id, { onDelete: 'cascade' }),
    price: price().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_prices_unique').on(t.companyId, t.supplierCompanyId, t.baseItemId, t.validFrom),
    index('contract_prices_item_idx').on(t.baseItemId),
    // A buyer's price of an item (a BOM line, a search hit): contract_prices_unique leads with the
    // buyer but then the supplier, so without this the lookup reads every price the buyer has.
    index('contract_prices_buyer_item_idx').on(t.companyId, t.baseItemId, t.validFrom),
    index('contract_prices_supplier_idx').on(t.supplierCompanyId, t.baseItemId),
  ],
);

/** A price file upload and its progress; owned by the uploading company. */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    kind: text().$type<'master' | 'price_file'>().notNull(),
    buyerCompanyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    status: text().$type<ImportStatus>().notNull(),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    createdItems: integer().notNull().default(0),
    updatedItems: integer().notNull().default(0),
    pricesWritten: integer().notNull().default(0),
    errors: jsonb().$type<ImportError[]>().notNull().default([]),
    errorCount: integer().notNull().default(0),
    detail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('catalogue_imports_company_idx').on(t.companyId, t.id)],
);
