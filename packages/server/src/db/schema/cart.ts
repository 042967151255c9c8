import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogueUnit } from '@jobsite/core';
import { accounts } from './accounts';
import { baseItemOptions, baseItems, manufacturers } from './catalogue';
import { companies } from './companies';
import { projects } from './projects';

/*
 * Cart items: the lines of a project's bill of materials. Every table carries the
 * contractor's company_id (the tenant) so platform/scope.ts can scope it; lines belong
 * to a project and go with it.
 */

const quantity = (name?: string) => numeric(name as string, { precision: 14, scale: 3, mode: 'number' });
const money = (name?: string) => numeric(name as string, { precision: 14, scale: 4, mode: 'number' });

/** A line a contractor typed that the catalogue does not have; the company reuses it (SearchCustomItem/). */
export const customItems = pgTable(
  'custom_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    code: text().notNull().default(''),
    unit: text().$type<CatalogueUnit>().notNull().default('EA'),
    unitPrice: money(),
    manufacturerName: text().notNull().default(''),
    createdByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_items_company_idx').on(t.companyId, t.id),
    index('custom_items_description_trgm_idx').using('gin', sql`lower(${t.description} || ' ' || ${t.code}) gin_trgm_ops`),
  ],
);

/** Material a supplier holds for the contractor and releases on call (hold for release, HFR). */
export const holdForReleaseItems = pgTable(
  'hold_for_release_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer().references(() => projects.id, { onDelete: 'set null' }),
    supplierCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    baseItemId: integer().references(() => baseItems.id, { onDelete: 'set null' }),
    releaseNumber: text().notNull(),
    description: text().notNull(),
    quantityHeld: quantity().notNull(),
    quantityReleased: quantity().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hfr_items_company_idx').on(t.companyId, t.id),
    index('hfr_items_base_item_idx').on(t.companyId, t.baseItemId),
    index('hfr_items_project_idx').on(t.projectId),
    index('hfr_items_search_trgm_idx').using('gin', sql`lower(${t.releaseNumber} || ' ' || ${t.description}) gin_trgm_ops`),
  ],
);

/** A spool: cut lengths of wire or cable wound together for one pull (add_spool, update_spool_items). */
export const cartSpools = pgTable(
  'cart_spools',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    spoolNumber: text().notNull(),
    spoolTag: text().notNull().default(''),
    stackLayers: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_spools_project_idx').on(t.projectId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The catalogue item; null for a custom line. */
    baseItemId: integer().references(() => baseItems.id, { onDelete: 'restrict' }),
    baseItemOptionId: integer().references(() => baseItemOptions.id, { onDelete: 'set null' }),
    manufacturerId: integer().references(() => manufacturers.id, { onDelete: 'set null' }),
    customItemId: integer().references(() => customItems.id, { onDelete: 'restrict' }),
    packageCount: quantity().notNull(),
    phaseCode: text().notNull().default(''),
    phaseCodeName: text().notNull().default(''),
    costCode: text().notNull().default(''),
    costCodeName: text().notNull().default(''),
    wbsCode1: text().notNull().default(''),
    itemComments: text().notNull().default(''),
    noSubstitute: boolean().notNull().default(false),
    isRental: boolean().notNull().default(false),
    rentalStartDate: date({ mode: 'string' }),
    rentalEndDate: date({ mode: 'string' }),
    spoolId: integer().references((): AnyPgColumn => cartSpools.id, { onDelete: 'set null' }),
    hfrItemId: integer().references(() => holdForReleaseItems.id, { onDelete: 'set null' }),
    /** The product-list line this was added from (product lists come with their own issue). */
    projectProductListItemId: integer(),
    /** Order on the BOM screen: new lines go last, a duplicate right after its original. */
    position: numeric({ precision: 20, scale: 6, mode: 'number' }).notNull(),
    addedByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    /** Who changed the line last: a stale edit's 409 names them. */
    updatedByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_project_position_idx').on(t.projectId, t.position, t.id),
    index('cart_items_project_phase_idx').on(t.projectId, t.phaseCode, t.position),
    index('cart_items_project_cost_idx').on(t.projectId, t.costCode),
    index('cart_items_company_idx').on(t.companyId),
    index('cart_items_base_item_idx').on(t.baseItemId),
    index('cart_items_custom_item_idx').on(t.customItemId),
    index('cart_items_spool_idx').on(t.spoolId),
    index('cart_items_hfr_idx').on(t.hfrItemId),
    /** Outstanding rentals of a company, by end date (retrieve_outstanding_rental_items/). */
    index('cart_items_rental_end_idx').on(t.companyId, t.rentalEndDate, t.id).where(sql`${t.isRental}`),
    /** Recent items: what an account added lately. */
    index('cart_items_added_by_idx').on(t.addedByAccountId, t.companyId, t.createdAt),
  ],
);

export const cartItemAttachments = pgTable(
  'cart_item_attachments',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    cartItemId: integer()
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    link: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_item_attachments_item_idx').on(t.cartItemId)],
);

/** A user's favourite catalogue items, per company they work for. */
export const favoriteItems = pgTable(
  'favorite_items',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    baseItemId: integer()
      .notNull()
      .references(() => baseItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.companyId, t.baseItemId] }), index('favorite_items_base_item_idx').on(t.baseItemId)],
);

/** A BOM spreadsheet upload waiting for review: its parsed lines and their catalogue matches. */
export const bomImports = pgTable(
  'bom_imports',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    status: text().$type<'review' | 'completed' | 'cancelled'>().notNull().default('review'),
    /** The parsed lines with their matches; the shape is core's bomImportLineSchema. */
    lines: jsonb().$type<unknown[]>().notNull().default([]),
    createdItems: integer().notNull().default(0),
    /** Lines whose quantity went into a line already in the BOM (commit with on_duplicate merge). */
    mergedItems: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('bom_imports_project_idx').on(t.projectId, t.id)],
);
