import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QuoteStatus, SupplierQuoteStatus } from '@jobsite/core';
import { accounts } from './accounts';
import { cartItems } from './cart';
import { baseItems } from './catalogue';
import { companies } from './companies';
import { suppliers } from './contacts';
import { purchaseOrders } from './orders';
import { projects } from './projects';

/*
 * Quotes: a buyer's request for prices on BOM lines, sent to one or more suppliers. The buyer
 * is the tenant (company_id); each supplying company reads the quote and writes only its own
 * answer (quote_suppliers, quote_prices) once the quote is sent (modules/quotes/queries.ts).
 */

export const quotes = pgTable(
  'quotes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    status: text().$type<QuoteStatus>().notNull().default('editing'),
    needByDate: date({ mode: 'string' }),
    notes: text().notNull().default(''),
    orderId: integer().references(() => purchaseOrders.id, { onDelete: 'set null' }),
    createdByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotes_company_idx').on(t.companyId, t.status, t.createdAt), index('quotes_project_idx').on(t.projectId)],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    cartItemId: integer().references(() => cartItems.id, { onDelete: 'set null' }),
    baseItemId: integer().references(() => baseItems.id, { onDelete: 'set null' }),
    description: text().notNull(),
    code: text().notNull().default(''),
    unit: text().notNull().default('EA'),
    quantity: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId, t.position)],
);

/** One supplier asked to price a quote, and the state of its answer. */
export const quoteSuppliers = pgTable(
  'quote_suppliers',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    supplyingCompanyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    status: text().$type<SupplierQuoteStatus>().notNull().default('requested'),
    notes: text().notNull().default(''),
    respondedAt: timestamp({ withTimezone: true }),
    /** The buyer's user who typed in the answer of a supplier outside the app (it answered by phone or mail); null when the supplier answered in the app. */
    enteredByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('quote_suppliers_unique').on(t.quoteId, t.supplierId), index('quote_suppliers_company_idx').on(t.supplyingCompanyId, t.quoteId)],
);

export const quotePrices = pgTable(
  'quote_prices',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quoteSupplierId: integer()
      .notNull()
      .references(() => quoteSuppliers.id, { onDelete: 'cascade' }),
    quoteItemId: integer()
      .notNull()
      .references(() => quoteItems.id, { onDelete: 'cascade' }),
    unitPrice: numeric({ precision: 14, scale: 4, mode: 'number' }),
    leadTimeDays: integer(),
  },
  (t) => [uniqueIndex('quote_prices_unique').on(t.quoteSupplierId, t.quoteItemId)],
);
