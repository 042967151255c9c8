import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@jobsite/core';
import { accounts } from './accounts';
import { cartItems } from './cart';
import { baseItems } from './catalogue';
import { companies, taxCodes } from './companies';
import { suppliers } from './contacts';
import { projects } from './projects';

/*
 * Purchase orders. The buyer company is the tenant (company_id); the supplying company (a
 * registered seller) reads and acts on the orders addressed to it once they are submitted,
 * through modules/orders/scope.ts. Lines copy what was ordered (description, unit, price) so
 * the order stays what was sent when the BOM or the catalogue changes.
 */

const quantity = (name?: string) => numeric(name as string, { precision: 14, scale: 3, mode: 'number' });
const money = (name?: string) => numeric(name as string, { precision: 14, scale: 4, mode: 'number' });

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial().primaryKey(),
    /** The buyer company. */
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    /** The buyer's supplier entry (its list of suppliers). */
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    /** The registered seller company the order goes to (spec: supplying_company). */
    supplyingCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    /** Given on submission from the company's PO numbering. */
    poNumber: text(),
    shipToType: text().$type<'job_site' | 'warehouse' | 'will_call'>().notNull().default('job_site'),
    shipToAddress: text().notNull().default(''),
    needByDate: date({ mode: 'string' }),
    taxCodeId: integer().references(() => taxCodes.id, { onDelete: 'set null' }),
    notes: text().notNull().default(''),
    createdByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_orders_company_idx').on(t.companyId, t.status, t.createdAt),
    index('purchase_orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('purchase_orders_supplying_idx').on(t.supplyingCompanyId, t.status, t.createdAt),
    // The supplier's orders screen in its order (newest first), as purchase_orders_company_created_idx is the buyer's.
    index('purchase_orders_supplying_created_idx').on(t.supplyingCompanyId, t.createdAt, t.id),
    index('purchase_orders_project_idx').on(t.projectId, t.status),
    uniqueIndex('purchase_orders_number_unique').on(t.companyId, sql`upper(${t.poNumber})`),
    index('purchase_orders_number_trgm_idx').using('gin', sql`${t.poNumber} gin_trgm_ops`),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** The BOM line it was ordered from; null when that line was deleted since. */
    cartItemId: integer().references(() => cartItems.id, { onDelete: 'set null' }),
    baseItemId: integer().references(() => baseItems.id, { onDelete: 'set null' }),
    description: text().notNull(),
    code: text().notNull().default(''),
    unit: text().notNull().default('EA'),
    quantity: quantity().notNull(),
    unitPrice: money(),
    priceSource: text().$type<'contract' | 'catalogue' | 'custom' | 'quote' | 'none'>().notNull(),
    needByDate: date({ mode: 'string' }),
    promisedDate: date({ mode: 'string' }),
    backordered: boolean().notNull().default(false),
    shipped: boolean().notNull().default(false),
    /** Units the buyer counted in (receive, line by line); the order is received when every line is in full. */
    receivedQuantity: quantity().notNull().default(0),
    position: integer().notNull().default(0),
  },
  (t) => [index('purchase_order_items_order_idx').on(t.orderId, t.position, t.id), index('purchase_order_items_cart_idx').on(t.cartItemId)],
);

/** The order's history: who did what, when, from which company. */
export const purchaseOrderEvents = pgTable(
  'purchase_order_events',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    actorCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    action: text().notNull(),
    detail: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_events_order_idx').on(t.orderId, t.id)],
);

/** A supplier's invoice against a purchase order; the buyer is the tenant, the supplier reads its own. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    /** The buyer company. */
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    supplierCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    invoiceNumber: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }),
    tax: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    notes: text().notNull().default(''),
    createdByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.createdAt, t.id),
    index('invoices_supplier_idx').on(t.supplierCompanyId, t.createdAt, t.id),
    index('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_supplier_number_unique').on(t.supplierCompanyId, t.companyId, sql`upper(${t.invoiceNumber})`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    quantity: quantity().notNull(),
    unitPrice: money().notNull(),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId), uniqueIndex('invoice_items_line_unique').on(t.invoiceId, t.orderItemId)],
);
