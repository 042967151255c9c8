import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WAREHOUSE_TYPES } from '@jobsite/core';
import { addresses, companies } from './companies';

export const warehouses = pgTable(
  'warehouses',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().$type<(typeof WAREHOUSE_TYPES)[number]>().notNull(),
    isActive: boolean().notNull().default(true),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // a name is one warehouse's in the company, in any case (the pick lists and imports name them)
  (t) => [index('warehouses_company_idx').on(t.companyId, t.type, t.name), uniqueIndex('warehouses_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

export const binLocations = pgTable(
  'bin_locations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    code: text().notNull(),
  },
  (t) => [
    uniqueIndex('bin_locations_warehouse_code_unique').on(t.warehouseId, sql`upper(${t.code})`),
    index('bin_locations_company_idx').on(t.companyId),
  ],
);
