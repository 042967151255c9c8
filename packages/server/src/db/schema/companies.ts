import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    type: text().notNull().default(''),
    systemType: text().$type<'buyer' | 'seller'>().notNull(),
    isVerified: boolean().notNull().default(false),
    procurementServices: boolean().notNull().default(true),
    toolServices: boolean().notNull().default(false),
    prefabServices: boolean().notNull().default(false),
    inventoryServices: boolean().notNull().default(false),
    tempPowerServices: boolean().notNull().default(false),
    twoWayAuthenticationEnabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_name_lower_idx').on(sql`lower(${t.name})`)],
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
  (t) => [index('user_groups_company_idx').on(t.companyId)],
);
