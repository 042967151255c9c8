import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AssetService, AuditOwnerType, AuditStatus, StockOrderStatus, ToolItemStatus, ToolRequestStatus, ToolRequestType } from '@jobsite/core';
import { suppliers } from './contacts';
import { accounts } from './accounts';
import { companies } from './companies';
import { projects } from './projects';
import { binLocations, warehouses } from './warehouses';

/*
 * Warehouse requests and assets (decision record 014): models and items of the four services
 * (tool, prefab, stock, temp_power) in one set of tables with a service column; requests with
 * their lines and picks; custody periods (what a project is charged); audits; and the claims
 * that make a daily job run once across server processes. Money is integer cents.
 */

export const assetModels = pgTable(
  'asset_models',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text().$type<AssetService>().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    category: text().notNull().default(''),
    manufacturer: text().notNull().default(''),
    description: text().notNull().default(''),
    imageUrl: text().notNull().default(''),
    specs: jsonb().$type<Record<string, string>>().notNull().default({}),
    kitItems: jsonb().$type<{ name: string; quantity: number }[]>().notNull().default([]),
    unit: text().notNull().default('EA'),
    reorderPoint: integer(),
    dailyRateCents: integer().notNull().default(0),
    costCode: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('asset_models_code_unique').on(t.companyId, t.service, sql`upper(${t.code})`),
    index('asset_models_company_name_idx').on(t.companyId, t.service, sql`lower(${t.name})`),
  ],
);

export const assetItems = pgTable(
  'asset_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text().$type<AssetService>().notNull(),
    modelId: integer()
      .notNull()
      .references(() => assetModels.id, { onDelete: 'restrict' }),
    serialNumber: text().notNull().default(''),
    barcode: text().notNull().default(''),
    status: text().$type<ToolItemStatus>().notNull().default('ok'),
    /** Serialised items are 1; stock is counted per bin (one row per model and bin or project). */
    quantity: integer().notNull().default(1),
    /** The warehouse it belongs to (and returns to); its bin there, kept while it is out as the bin it goes back to. */
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    binId: integer().references(() => binLocations.id, { onDelete: 'set null' }),
    /** Where it is while out: a project. Null while it is in its warehouse. */
    projectId: integer().references(() => projects.id, { onDelete: 'restrict' }),
    custodianId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    expectedReturnDate: date({ mode: 'string' }),
    /** The date the daily job last told people it is overdue (once per expected date). */
    overdueNotifiedFor: date({ mode: 'string' }),
    certificationDue: date({ mode: 'string' }),
    calibrationDue: date({ mode: 'string' }),
    certificateUrl: text().notNull().default(''),
    notes: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('asset_items_company_service_idx').on(t.companyId, t.service, t.id),
    index('asset_items_status_idx').on(t.companyId, t.service, t.status, t.id),
    index('asset_items_project_idx').on(t.companyId, t.projectId, t.id),
    index('asset_items_warehouse_idx').on(t.companyId, t.warehouseId, t.binId),
    index('asset_items_model_idx').on(t.modelId),
    index('asset_items_custodian_idx').on(t.companyId, t.custodianId),
    index('asset_items_expected_idx').on(t.companyId, t.expectedReturnDate).where(sql`${t.projectId} is not null`),
    uniqueIndex('asset_items_barcode_unique').on(t.companyId, sql`upper(${t.barcode})`).where(sql`${t.barcode} <> ''`),
    index('asset_items_serial_idx').on(t.companyId, sql`upper(${t.serialNumber})`),
    // the items list's search (contains, case-insensitive) on serial number and barcode
    index('asset_items_serial_trgm_idx').using('gin', t.serialNumber.op('gin_trgm_ops')),
    index('asset_items_barcode_trgm_idx').using('gin', t.barcode.op('gin_trgm_ops')),
  ],
);

export const toolRequests = pgTable(
  'tool_requests',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text().$type<AssetService>().notNull(),
    requestType: text().$type<ToolRequestType>().notNull(),
    status: text().$type<ToolRequestStatus>().notNull().default('pending'),
    awaitingApproval: boolean().notNull().default(false),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    warehouseId: integer().references(() => warehouses.id, { onDelete: 'set null' }),
    requestedById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    needByDate: date({ mode: 'string' }),
    expectedReturnDate: date({ mode: 'string' }),
    notes: text().notNull().default(''),
    submittedOn: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tool_requests_company_idx').on(t.companyId, t.service, t.createdAt, t.id),
    index('tool_requests_status_idx').on(t.companyId, t.service, t.status),
    index('tool_requests_project_idx').on(t.companyId, t.projectId),
  ],
);

export const toolRequestLines = pgTable(
  'tool_request_lines',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: integer()
      .notNull()
      .references(() => toolRequests.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => assetModels.id, { onDelete: 'restrict' }),
    /** A return names the item going back. */
    itemId: integer().references(() => assetItems.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    receivedQuantity: integer().notNull().default(0),
    note: text().notNull().default(''),
  },
  (t) => [index('tool_request_lines_request_idx').on(t.requestId, t.id)],
);

/** What the warehouse picked for a delivery line: an item (and for stock how much of it), then shipped and received. */
export const toolRequestPicks = pgTable(
  'tool_request_picks',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lineId: integer()
      .notNull()
      .references(() => toolRequestLines.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => assetItems.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    shippedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('tool_request_picks_line_idx').on(t.lineId), index('tool_request_picks_item_idx').on(t.itemId)],
);

/** A period an item spent on a project: what the project's cost code is charged, day by day. */
export const assetCustody = pgTable(
  'asset_custody',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => assetItems.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    service: text().$type<AssetService>().notNull(),
    quantity: integer().notNull(),
    dailyRateCents: integer().notNull(),
    costCode: text().notNull().default(''),
    startedOn: date({ mode: 'string' }).notNull(),
    endedOn: date({ mode: 'string' }),
  },
  (t) => [index('asset_custody_project_idx').on(t.companyId, t.service, t.projectId, t.startedOn), index('asset_custody_item_idx').on(t.itemId)],
);

/** The history of items and requests: who did what, when. */
export const assetEvents = pgTable(
  'asset_events',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemId: integer().references(() => assetItems.id, { onDelete: 'cascade' }),
    requestId: integer().references(() => toolRequests.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('asset_events_item_idx').on(t.itemId, t.id), index('asset_events_request_idx').on(t.requestId, t.id)],
);

export const assetAudits = pgTable(
  'asset_audits',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text().$type<AssetService>().notNull(),
    name: text().notNull(),
    ownerType: text().$type<AuditOwnerType>().notNull(),
    /** The warehouse or project audited. */
    ownerId: integer().notNull(),
    status: text().$type<AuditStatus>().notNull().default('open'),
    createdById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('asset_audits_owner_idx').on(t.companyId, t.ownerType, t.ownerId, t.id)],
);

export const assetAuditLines = pgTable(
  'asset_audit_lines',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    auditId: integer()
      .notNull()
      .references(() => assetAudits.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => assetItems.id, { onDelete: 'cascade' }),
    expected: boolean().notNull(),
    found: boolean().notNull().default(false),
    foundAt: timestamp({ withTimezone: true }),
    recordedLocation: text().notNull().default(''),
  },
  (t) => [uniqueIndex('asset_audit_lines_item_unique').on(t.auditId, t.itemId)],
);

/** A stock order: restocking a stock warehouse from a supplier, received into its bins. */
export const stockOrders = pgTable(
  'stock_orders',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    status: text().$type<StockOrderStatus>().notNull().default('draft'),
    notes: text().notNull().default(''),
    createdById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    orderedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('stock_orders_company_idx').on(t.companyId, t.status, t.id)],
);

export const stockOrderLines = pgTable(
  'stock_order_lines',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => stockOrders.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => assetModels.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    receivedQuantity: integer().notNull().default(0),
    /** Cost per unit in hundredths of a cent (4 decimals), so cheap fittings price exactly. */
    unitCostMicros: integer().notNull().default(0),
  },
  (t) => [index('stock_order_lines_order_idx').on(t.orderId, t.id), index('stock_order_lines_company_idx').on(t.companyId, t.id)],
);

/** One row per scheduled job and day: the process that inserts it runs the job (decision record 014). */
export const jobRuns = pgTable('job_runs', {
  job: text().notNull(),
  runOn: date({ mode: 'string' }).notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
  result: text().notNull().default(''),
}, (t) => [uniqueIndex('job_runs_job_day_unique').on(t.job, t.runOn)]);
