import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type CompanyBrief, companyNameCore, formatAddress, normalizeWebsite, type SystemType } from '@jobsite/core';
import { addresses, companies, companyMemberships } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { type PageRequest, pagedRows } from '../../platform/paging';
import { containsPattern } from '../../platform/text-and-dates';

type CompanyRow = typeof companies.$inferSelect;

function companyBrief(company: CompanyRow, address: typeof addresses.$inferSelect | null): CompanyBrief {
  return {
    id: company.id,
    name: company.name,
    website_URL: company.websiteUrl,
    type: company.type,
    system_type: company.systemType,
    is_verified: company.isVerified,
    address: address ? formatAddress({ Field_1: address.field1, Field_2: address.field2, city: address.city, state: address.state, zip: address.zip, country: address.country }) : '',
  };
}

/**
 * Whether a company has someone in it: an active member (who can let a newcomer in), or any
 * membership at all. The outer company by its table's name: drizzle writes a bare "id" in a
 * one-table select, which the subquery would read as the membership's own.
 */
const hasMember = (who: 'active' | 'any') => sql`exists (select 1 from company_memberships m where m.company_id = ${sql.raw('"companies"."id"')}${who === 'active' ? sql` and m.status = 'active'` : sql``})`;

/** How alike two names' trigrams must be to count as similar: 'Summit Electric Contractors' is 0.7 like 'Summit Electrical Contractors'. */
const SIMILAR_NAME_THRESHOLD = 0.45;

export interface CompanyFilter {
  search?: string;
  type?: string;
  systemType?: SystemType;
  includeUnverified?: boolean;
  webUrl?: string;
  /** Only the companies this account belongs to. */
  memberAccountId?: number;
  /** Names like this one (companyNameCore: its legal form aside), by trigram likeness or containing it. */
  similarTo?: string;
  /** Only companies with an active member (a company whose founder never finished registering has nobody to approve a request to join). */
  withMembers?: boolean;
}

/**
 * Companies matching a filter, best match first. The company directory is not tenant
 * data (ListCompany is how registration finds a company), so it is not company-scoped.
 */
export async function listCompanies(db: DbOrTx, filter: CompanyFilter, page: PageRequest) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(ilike(companies.name, containsPattern(filter.search)));
  if (filter.type) conditions.push(sql`lower(${companies.type}) = ${filter.type.toLowerCase()}`);
  if (filter.systemType) conditions.push(eq(companies.systemType, filter.systemType));
  if (!filter.includeUnverified) conditions.push(eq(companies.isVerified, true));
  if (filter.webUrl) conditions.push(eq(companies.websiteKey, normalizeWebsite(filter.webUrl)));
  const core = filter.similarTo ? companyNameCore(filter.similarTo) : '';
  if (core) conditions.push(or(sql`similarity(lower(${companies.name}), ${core}) >= ${SIMILAR_NAME_THRESHOLD}`, ilike(companies.name, containsPattern(core))));
  if (filter.withMembers) conditions.push(hasMember('active'));
  if (filter.memberAccountId !== undefined) {
    const mine = db.select({ id: companyMemberships.companyId }).from(companyMemberships).where(eq(companyMemberships.accountId, filter.memberAccountId));
    conditions.push(inArray(companies.id, mine));
  }
  const where = and(...conditions);
  const likeness = filter.search ?? (core || undefined);
  const order = likeness ? [desc(sql`similarity(${companies.name}, ${likeness})`), asc(companies.name)] : [asc(companies.name)];
  const { rows, total } = await pagedRows(page, {
    rows: db
      .select({ company: companies, address: addresses })
      .from(companies)
      .leftJoin(addresses, and(eq(addresses.id, companies.addressId), eq(addresses.companyId, companies.id)))
      .where(where)
      .orderBy(...order, asc(companies.id)),
    count: db.select({ n: count() }).from(companies).where(where),
  });
  return { count: total, results: rows.map((r) => companyBrief(r.company, r.address)) };
}

/**
 * Another company already registered with this website (protocol and www ignored), one with a
 * member: a company whose founder never finished registering is no one's, and must not stop the
 * founder registering again.
 */
export async function companyWithWebsite(db: DbOrTx, website: string) {
  const key = normalizeWebsite(website);
  if (!key) return null;
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.websiteKey, key), hasMember('any')))
    .limit(1);
  return row ?? null;
}
