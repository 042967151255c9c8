import { eq } from 'drizzle-orm';
import { type AddressValues, type Company, type CompanyBrief, formatAddress, normalizeWebsite, type ServiceFlag, type SystemType } from '@jobsite/core';
import { addresses, companies } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { companyScope } from '../../platform/scope';
import { addressView, createAddress } from './addresses';

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

export function companyBrief(company: CompanyRow, address: typeof addresses.$inferSelect | null): CompanyBrief {
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
