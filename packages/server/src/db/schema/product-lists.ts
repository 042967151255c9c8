import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { cartItems } from './cart';
import { baseItems } from './catalogue';
import { companies } from './companies';
import { projects } from './projects';

/*
 * Project product lists and job-site stock (issue 18, decision record 017). The contractor's
 * company is the tenant (company_id on every row); a list may be shared with one supplier
 * company, which reads it and changes the supplier fields of its items only. Job-site bins are
 * the project's own (not warehouse bins), so a job site never shows up among the company's
 * warehouses.
 */

const quantity = (name?: string) => numeric(name as string, { precision: 14, scale: 3, mode: 'number' });

export const projectProductLists = pgTable(
  'project_product_lists',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The list this is a sublist of. */
    parentId: integer().references((): AnyPgColumn => projectProductLists.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    completed: boolean().notNull().default(false),
    /** The supplier company that may read the list (project_list_seller). */
    sharedWithCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    createdByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_product_lists_project_idx').on(t.companyId, t.projectId, t.parentId, t.name),
    index('project_product_lists_parent_idx').on(t.parentId),
    index('project_product_lists_shared_idx').on(t.sharedWithCompanyId).where(sql`${t.sharedWithCompanyId} is not null`),
  ],
);

export const productListTags = pgTable(
  'product_list_tags',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** #rrggbb or a Mantine colour name. */
    color: text().notNull(),
  },
  (t) => [uniqueIndex('product_list_tags_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

export const productListTagLinks = pgTable(
  'product_list_tag_links',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    listId: integer()
      .notNull()
      .references(() => projectProductLists.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => productListTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.tagId] }), index('product_list_tag_links_tag_idx').on(t.tagId)],
);

/** A bin on a project's job site (a gang box, a trailer shelf, a room). */
export const jobSiteBins = pgTable(
  'job_site_bins',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_site_bins_project_code_unique').on(t.projectId, sql`upper(${t.code})`), index('job_site_bins_company_idx').on(t.companyId, t.projectId)],
);

export const projectProductListItems = pgTable(
  'project_product_list_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    listId: integer()
      .notNull()
      .references(() => projectProductLists.id, { onDelete: 'cascade' }),
    /** The BOM line it is linked to: orders go through it. One BOM line links to one list item. */
    cartItemId: integer().references(() => cartItems.id, { onDelete: 'set null' }),
    baseItemId: integer().references(() => baseItems.id, { onDelete: 'set null' }),
    code: text().notNull().default(''),
    description: text().notNull(),
    manufacturer: text().notNull().default(''),
    unit: text().notNull().default('EA'),
    quantity: quantity().notNull(),
    phaseCode: text().notNull().default(''),
    costCode: text().notNull().default(''),
    link: text().notNull().default(''),
    binId: integer().references(() => jobSiteBins.id, { onDelete: 'set null' }),
    isCable: boolean().notNull().default(false),
    sellerNote: text().notNull().default(''),
    rentalStartDate: date({ mode: 'string' }),
    rentalEndDate: date({ mode: 'string' }),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the list's order, id last: a page of a list (and of the job-site stock rows, list by list) reads its first rows in order and stops
    index('project_product_list_items_list_order_idx').on(t.companyId, t.listId, t.position, t.id),
    index('project_product_list_items_project_idx').on(t.companyId, t.projectId, t.baseItemId),
    uniqueIndex('project_product_list_items_cart_item_unique').on(t.cartItemId),
    index('project_product_list_items_bin_idx').on(t.binId),
    // a code typed into the scan box (an item label's printed code)
    index('project_product_list_items_code_idx').on(t.companyId, sql`upper(${t.code})`).where(sql`${t.code} <> ''`),
    index('project_product_list_items_search_trgm_idx').using('gin', sql`lower(${t.description} || ' ' || ${t.code} || ' ' || ${t.manufacturer}) gin_trgm_ops`),
  ],
);

/** What of a list item is on its job site, per bin (bin null: on site, not in a bin). */
export const jobSiteStock = pgTable(
  'job_site_stock',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    binId: integer().references(() => jobSiteBins.id, { onDelete: 'set null' }),
    listItemId: integer()
      .notNull()
      .references(() => projectProductListItems.id, { onDelete: 'cascade' }),
    quantity: quantity().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_site_stock_item_idx').on(t.listItemId, t.binId),
    index('job_site_stock_project_idx').on(t.companyId, t.projectId, t.binId),
  ],
);

export const cableReels = pgTable(
  'cable_reels',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    listItemId: integer()
      .notNull()
      .references(() => projectProductListItems.id, { onDelete: 'cascade' }),
    reelNumber: text().notNull(),
    length: quantity().notNull(),
    lengthLeft: quantity().notNull(),
    unit: text().notNull().default('FT'),
    binId: integer().references(() => jobSiteBins.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cable_reels_project_number_unique').on(t.projectId, sql`upper(${t.reelNumber})`), index('cable_reels_item_idx').on(t.companyId, t.listItemId)],
);

/** Each length cut off a reel, with who cut it. */
export const cableReelCuts = pgTable(
  'cable_reel_cuts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reelId: integer()
      .notNull()
      .references(() => cableReels.id, { onDelete: 'cascade' }),
    length: quantity().notNull(),
    note: text().notNull().default(''),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cable_reel_cuts_reel_idx').on(t.reelId)],
);
