import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AssetService, AttachmentKind, ConfirmedStatus, DeliveryException, PackagingType, ShippingStatus, UnitType } from '@jobsite/core';
import { accounts } from './accounts';
import { companies } from './companies';
import { contactGroups } from './contacts';
import { projects } from './projects';
import { assetItems, assetModels, toolRequestLines, toolRequests } from './assets';
import { binLocations, warehouses } from './warehouses';
import type { StoredProjectAddress } from './projects';

/*
 * Shipping forms (decision record 015): a transfer between a warehouse and a job site, with
 * its items and the bins they come from, packaging, CC list, attachments (keys into the file
 * storage), confirmed deliveries and a change log. Returns are forms that point at the form
 * they send back.
 */

export interface StoredAttachment {
  key: string;
  name: string;
  size: number;
  contentType: string;
  kind: AttachmentKind;
  uploadedById: number | null;
  uploadedBy: string;
  uploadedAt: string;
}

export const shippingForms = pgTable(
  'shipping_forms',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text().$type<ShippingStatus>().notNull().default('pending'),
    service: text().$type<AssetService>().notNull().default('tool'),
    toolRequestId: integer().references(() => toolRequests.id, { onDelete: 'set null' }),
    productionStepItemId: integer(),
    projectId: integer().references(() => projects.id, { onDelete: 'restrict' }),
    returnOfId: integer().references((): AnyPgColumn => shippingForms.id, { onDelete: 'set null' }),
    pickupWarehouseId: integer().references(() => warehouses.id, { onDelete: 'set null' }),
    externalTrackingNum: text().notNull().default(''),
    /** Null with will call (the fixed address) or before one is entered. */
    shippingAddress: jsonb().$type<StoredProjectAddress>(),
    willCall: boolean().notNull().default(false),
    shippingDate: date({ mode: 'string' }),
    instructions: text().notNull().default(''),
    deliveryByContactGroupId: integer().references(() => contactGroups.id, { onDelete: 'set null' }),
    /** A return's carrier when it is a name, not a contact group. */
    deliveryByName: text().notNull().default(''),
    attachments: jsonb().$type<StoredAttachment[]>().notNull().default([]),
    createdById: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_forms_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('shipping_forms_company_status_idx').on(t.companyId, t.status, t.updatedAt),
    index('shipping_forms_request_idx').on(t.companyId, t.toolRequestId),
    index('shipping_forms_project_idx').on(t.companyId, t.projectId),
    index('shipping_forms_return_of_idx').on(t.returnOfId),
    index('shipping_forms_tracking_trgm_idx').using('gin', sql`${t.externalTrackingNum} gin_trgm_ops`),
  ],
);

export const shippingItems = pgTable(
  'shipping_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    formId: integer()
      .notNull()
      .references(() => shippingForms.id, { onDelete: 'cascade' }),
    type: text().$type<AssetService>().notNull(),
    modelId: integer().references(() => assetModels.id, { onDelete: 'set null' }),
    itemId: integer().references(() => assetItems.id, { onDelete: 'set null' }),
    toolRequestLineId: integer().references(() => toolRequestLines.id, { onDelete: 'set null' }),
    name: text().notNull(),
    code: text().notNull().default(''),
    unit: text().notNull().default('EA'),
    serialNumber: text().notNull().default(''),
    quantity: integer().notNull(),
    exception: text().$type<DeliveryException>(),
    exceptionQuantity: integer().notNull().default(0),
  },
  (t) => [index('shipping_items_form_idx').on(t.formId, t.id), index('shipping_items_line_idx').on(t.toolRequestLineId)],
);

export const shippingItemDetails = pgTable(
  'shipping_item_details',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    shippingItemId: integer()
      .notNull()
      .references(() => shippingItems.id, { onDelete: 'cascade' }),
    binId: integer().references(() => binLocations.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
  },
  (t) => [index('shipping_item_details_item_idx').on(t.shippingItemId)],
);

export const packagingItems = pgTable(
  'packaging_items',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    formId: integer()
      .notNull()
      .references(() => shippingForms.id, { onDelete: 'cascade' }),
    type: text().$type<PackagingType>().notNull(),
    quantity: integer().notNull().default(1),
    unitType: text().$type<UnitType>().notNull().default('US'),
    height: doublePrecision(),
    width: doublePrecision(),
    length: doublePrecision(),
    weight: doublePrecision(),
  },
  (t) => [index('packaging_items_form_idx').on(t.formId, t.id)],
);

export const shippingCc = pgTable(
  'shipping_cc',
  {
    formId: integer()
      .notNull()
      .references(() => shippingForms.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.accountId] })],
);

export const shippingDeliveries = pgTable(
  'shipping_deliveries',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    formId: integer()
      .notNull()
      .references(() => shippingForms.id, { onDelete: 'cascade' }),
    status: text().$type<ConfirmedStatus>().notNull(),
    userName: text().notNull(),
    notes: text().notNull().default(''),
    receivedBy: text().notNull().default(''),
    attachmentKeys: jsonb().$type<string[]>().notNull().default([]),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_deliveries_form_idx').on(t.formId, t.id)],
);

export const shippingChanges = pgTable(
  'shipping_changes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    formId: integer()
      .notNull()
      .references(() => shippingForms.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipping_changes_form_idx').on(t.formId, t.id)],
);
