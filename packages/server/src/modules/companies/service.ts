import type { ServiceFlag, SystemType } from '@jobsite/core';
import { companies } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

export interface NewCompany {
  name: string;
  systemType: SystemType;
  services?: ServiceFlag[];
  twoWayAuth?: boolean;
  description?: string;
  websiteUrl?: string;
  isVerified?: boolean;
}

export async function createCompany(db: DbOrTx, input: NewCompany) {
  const services = new Set(input.services ?? []);
  const [company] = await db
    .insert(companies)
    .values({
      name: input.name,
      systemType: input.systemType,
      description: input.description ?? '',
      websiteUrl: input.websiteUrl ?? '',
      isVerified: input.isVerified ?? false,
      toolServices: services.has('tool'),
      prefabServices: services.has('prefab'),
      inventoryServices: services.has('inventory'),
      tempPowerServices: services.has('temp_power'),
      twoWayAuthenticationEnabled: input.twoWayAuth ?? false,
    })
    .returning();
  return company;
}
