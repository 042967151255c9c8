import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AddressValues,
  type Company,
  type createCompanyBody,
  normalizeWebsite,
  type ServiceFlag,
  type SystemType,
  type updateCompanyBody,
} from '@jobsite/core';
import { addresses, companies } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../platform/db';
import { fieldErrors } from '../../platform/errors';
import { type CompanyScope, companyScope } from '../../platform/scope';
import { hashToken } from '../../platform/sessions';
import { addressView, createAddress, upsertOwnedAddress } from './addresses';
import { companyWithWebsite } from './queries';

const DUPLICATE_WEBSITE = 'A company with this website already exists.';

export type CompanyRow = typeof companies.$inferSelect;

export interface NewCompany {
  name: string;
  systemType: SystemType;
  services?: ServiceFlag[];
  twoWayAuth?: boolean;
  description?: string;
  websiteUrl?: string;
  type?: string;
  isVerified?: boolean;
  address?: AddressValues;
}

/** Creates a company, and its address when given, in the caller's transaction. */
export async function createCompany(db: DbOrTx, input: NewCompany) {
  const services = new Set(input.services ?? []);
  const [company] = await db
    .insert(companies)
    .values({
      name: input.name,
      systemType: input.systemType,
      description: input.description ?? '',
      websiteUrl: input.websiteUrl ?? '',
      websiteKey: normalizeWebsite(input.websiteUrl ?? ''),
      type: input.type ?? '',
      isVerified: input.isVerified ?? false,
      toolServices: services.has('tool'),
      prefabServices: services.has('prefab'),
      inventoryServices: services.has('inventory'),
      tempPowerServices: services.has('temp_power'),
      twoWayAuthenticationEnabled: input.twoWayAuth ?? false,
    })
    .returning();
  if (!input.address) return company;
  const address = await createAddress(db, companyScope(company.id), input.address, 'company');
  const [withAddress] = await db.update(companies).set({ addressId: address.id }).where(eq(companies.id, company.id)).returning();
  return withAddress;
}

export async function findCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function companyAddressRow(db: DbOrTx, company: CompanyRow) {
  if (!company.addressId) return null;
  const [row] = await db.select().from(addresses).where(companyScope(company.id).where(addresses, eq(addresses.id, company.addressId)));
  return row ?? null;
}

export async function companyView(db: DbOrTx, company: CompanyRow): Promise<Company> {
  const address = await companyAddressRow(db, company);
  return {
    id: company.id,
    name: company.name,
    description: company.description,
    website_URL: company.websiteUrl,
    type: company.type,
    system_type: company.systemType,
    address: address ? addressView(address) : null,
    is_verified: company.isVerified,
    default_warehouse: company.defaultWarehouseId,
  };
}

/**
 * Self-registration: a new unverified company, refused when another has the website. The
 * founder token (in this answer only) lets its first user join without approval.
 */
export async function registerCompany(db: Db, sessionSecret: string, b: z.output<typeof createCompanyBody>) {
  if (await companyWithWebsite(db, b.website_URL)) throw fieldErrors({ website_URL: DUPLICATE_WEBSITE });
  const founderToken = randomBytes(24).toString('hex');
  const company = await db.transaction(async (tx) => {
    const created = await createCompany(tx, {
      name: b.name,
      description: b.description,
      websiteUrl: b.website_URL,
      type: b.type,
      systemType: b.system_type,
      address: b.address,
      isVerified: false,
    });
    await tx.update(companies).set({ founderTokenHash: hashToken(sessionSecret, founderToken) }).where(eq(companies.id, created.id));
    return created;
  });
  return { ...(await companyView(db, company)), founder_token: founderToken };
}

/** Changes the profile and address of the scope's company; an empty change answers it as it is. */
export async function updateCompanyProfile(db: Db, scope: CompanyScope, b: z.output<typeof updateCompanyBody>): Promise<Company> {
  if (b.website_URL !== undefined) {
    const other = await companyWithWebsite(db, b.website_URL);
    if (other && other.id !== scope.companyId) throw fieldErrors({ website_URL: DUPLICATE_WEBSITE });
  }
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, scope.companyId));
    const addressId = await upsertOwnedAddress(tx, scope, current.addressId, b.address, 'company');
    const changes = {
      name: b.name,
      description: b.description,
      websiteUrl: b.website_URL,
      websiteKey: b.website_URL === undefined ? undefined : normalizeWebsite(b.website_URL),
      type: b.type,
      addressId,
    };
    // An empty body changes nothing and answers the company as it is.
    if (Object.values(changes).every((v) => v === undefined)) return current;
    const [row] = await tx.update(companies).set(changes).where(eq(companies.id, scope.companyId)).returning();
    return row;
  });
  return companyView(db, updated);
}

/** Company settings columns a settings call may change (undefined leaves one as it is). */
export type CompanySettingsChanges = Partial<
  Pick<
    CompanyRow,
    | 'procurementServices'
    | 'toolServices'
    | 'prefabServices'
    | 'inventoryServices'
    | 'tempPowerServices'
    | 'twoWayAuthenticationEnabled'
    | 'popularPhaseCodes'
    | 'popularCostCodes'
    | 'emailDomains'
  >
>;

export async function updateCompanySettings(db: DbOrTx, companyId: number, changes: CompanySettingsChanges): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set(changes)
    .where(companyScope(companyId).where({ companyId: companies.id }))
    .returning();
  return row;
}
