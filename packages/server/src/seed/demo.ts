import { count } from 'drizzle-orm';
import { companies, userGroups } from '../db/schema/index';
import { addMembership, createAccount } from '../modules/accounts/service';
import { createCompany } from '../modules/companies/service';
import type { Db } from '../platform/db';
import { seedCatalogue } from './catalogue/seed';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

/**
 * The demo world a new user meets: a contractor with every service, a second contractor
 * the buyer can switch to, and a supplier. Later features add their own demo rows here.
 */
export async function seedDemo(db: Db, opts: { catalogueItems?: number } = {}): Promise<{ logins: DemoLogin[] }> {
  return db.transaction(async (tx) => {
    const contractor = await createCompany(tx, {
      name: 'Summit Electrical Contractors',
      systemType: 'buyer',
      services: ['tool', 'prefab', 'inventory', 'temp_power'],
      description: 'Commercial and industrial electrical contractor',
      websiteUrl: 'https://www.summit-electrical.example',
      isVerified: true,
    });
    const mechanical = await createCompany(tx, {
      name: 'Ridgeline Mechanical',
      systemType: 'buyer',
      services: ['tool'],
      description: 'Mechanical and plumbing contractor',
      isVerified: true,
    });
    const supplier = await createCompany(tx, {
      name: 'Metro Electric Supply',
      systemType: 'seller',
      description: 'Electrical distributor with three branches',
      websiteUrl: 'https://metro-electric-supply.example',
      isVerified: true,
    });
    const [fieldLeads] = await tx
      .insert(userGroups)
      .values({ companyId: contractor.id, name: 'Field leaders', settings: { allow_edit_all_tool_transfer: true } })
      .returning();

    const buyer = await createAccount(tx, {
      email: 'buyer@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Dana',
      lastName: 'Whitfield',
      jobTitle: 'Purchasing Manager',
      workPhone: '(303) 555-0142',
      companyId: contractor.id,
      emailVerified: true,
    });
    await addMembership(tx, buyer.id, mechanical.id);
    await createAccount(tx, {
      email: 'seller@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Marcus',
      lastName: 'Ortega',
      jobTitle: 'Inside Sales',
      workPhone: '(303) 555-0199',
      companyId: supplier.id,
      emailVerified: true,
    });
    const staff = await createAccount(tx, {
      email: 'staff@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Priya',
      lastName: 'Raman',
      jobTitle: 'Customer Success',
      companyId: contractor.id,
      isStaff: true,
      emailVerified: true,
    });
    await addMembership(tx, staff.id, supplier.id);
    await createAccount(tx, {
      email: 'foreman@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Luis',
      lastName: 'Navarro',
      jobTitle: 'Foreman',
      companyId: contractor.id,
      userGroupId: fieldLeads.id,
      emailVerified: true,
    });

    await seedCatalogue(tx, { supplierId: supplier.id, buyerIds: [contractor.id, mechanical.id], count: opts.catalogueItems });

    return {
      logins: [
        { email: 'buyer@demo.test', password: DEMO_PASSWORD, role: 'contractor buyer' },
        { email: 'seller@demo.test', password: DEMO_PASSWORD, role: 'supplier' },
        { email: 'staff@demo.test', password: DEMO_PASSWORD, role: 'staff' },
        { email: 'foreman@demo.test', password: DEMO_PASSWORD, role: 'foreman in the Field leaders group' },
      ],
    };
  });
}

/** Seeds only an empty database, so restarting never duplicates the demo world. */
export async function seedDemoIfEmpty(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  return n === 0 ? seedDemo(db) : null;
}
