import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, date } from 'drizzle-orm/pg-core';
import type { RequisitionStatus } from '@jobsite/core';
import { accounts } from './accounts';
import { assetModels, toolRequests } from './assets';
import { cartItems } from './cart';
import { baseItems } from './catalogue';
import { companies } from './companies';
import { purchaseOrders } from './orders';
import { projectProductListItems } from './product-lists';
import { projects } from './projects';

/*
 * Material requisitions (issue 19, decision record 018): a field user's request for material
 * for a project, decided by a purchaser and turned into a purchase order or a stock request.
 * The contractor's company is the tenant (company_id on every row).
 */

const quantity = (name?: string) => numeric(name as string, { precision: 14, scale: 3, mode: 'number' });

export const materialRequisitions = pgTable(
  'material_requisitions',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requestedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    status: text().$type<RequisitionStatus>().notNull().default('submitted'),
    needByDate: date({ mode: 'string' }),
    note: text().notNull().default(''),
    decidedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    decisionNote: text().notNull().default(''),
    purchaseOrderId: integer().references(() => purchaseOrders.id, { onDelete: 'set null' }),
    toolRequestId: integer().references(() => toolRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('material_requisitions_company_idx').on(t.companyId, t.id),
    index('material_requisitions_company_status_idx').on(t.companyId, t.status, t.id),
    index('material_requisitions_requester_idx').on(t.companyId, t.requestedById, t.id),
    index('material_requisitions_project_idx').on(t.companyId, t.projectId, t.id),
  ],
);

export const materialRequisitionLines = pgTable(
  'material_requisition_lines',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requisitionId: integer()
      .notNull()
      .references(() => materialRequisitions.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    baseItemId: integer().references(() => baseItems.id, { onDelete: 'set null' }),
    projectProductListItemId: integer().references(() => projectProductListItems.id, { onDelete: 'set null' }),
    /** Free text, or a copy of the item's description and code when the line was made. */
    description: text().notNull(),
    code: text().notNull().default(''),
    unit: text().notNull().default('EA'),
    quantity: quantity().notNull(),
    note: text().notNull().default(''),
    /** The BOM line it became when ordered. */
    cartItemId: integer().references(() => cartItems.id, { onDelete: 'set null' }),
    /** The stock model it was requested as. */
    stockModelId: integer().references(() => assetModels.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('material_requisition_lines_requisition_idx').on(t.companyId, t.requisitionId, t.position),
    index('material_requisition_lines_search_trgm_idx').using('gin', sql`lower(${t.description} || ' ' || ${t.code}) gin_trgm_ops`),
  ],
);
