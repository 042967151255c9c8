import { and, count, eq } from 'drizzle-orm';
import { companies, notifications, userGroups } from '../db/schema/index';
import { addMembership, createAccount } from '../modules/accounts/service';
import { createCompany } from '../modules/companies/service';
import { notify } from '../modules/notifications/service';
import type { Db, Tx } from '../platform/db';
import { hashPassword } from '../platform/passwords';
import { seedCatalogue } from './catalogue/seed';
import { seedCompanyContacts, seedCompanySetup } from './companies';
import { seedDemoBom } from './demo-bom';
import { seedDemoOrders } from './demo-orders';
import { seedDemoAssets } from './demo-assets';
import { seedDemoShipping } from './demo-shipping';
import { seedDemoProductLists } from './demo-product-lists';
import type { FileStorage } from '../platform/storage';
import { seedDemoDashboard } from './demo-dashboard';
import { seedDemoHoldForRelease } from './demo-cart';
import { seedDemoProjects } from './demo-projects';

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
export async function seedDemo(db: Db, opts: { catalogueItems?: number; storage?: FileStorage } = {}): Promise<{ logins: DemoLogin[] }> {
  // The demo users share one password, so it is hashed once: argon2 at its full cost took about
  // 0.2 s a user on a 2-core machine, a second and more of a first start spent waiting.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
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
    const keystone = await createCompany(tx, {
      name: 'Keystone Civil Constructors',
      systemType: 'buyer',
      services: ['tool'],
      description: 'Civil contractor that requires two-way authentication',
      twoWayAuth: true,
      isVerified: true,
    });
    const [fieldLeads] = await tx
      .insert(userGroups)
      .values({ companyId: contractor.id, name: 'Field leaders', settings: { hide_project_material: true } })
      .returning();
    const [supplierAdmins] = await tx
      .insert(userGroups)
      .values({ companyId: supplier.id, name: 'Branch managers', settings: { allow_manage_users: true, allow_manage_company: true } })
      .returning();

    const buyer = await createAccount(tx, {
      email: 'buyer@demo.test',
      passwordHash,
      firstName: 'Dana',
      lastName: 'Whitfield',
      jobTitle: 'Purchasing Manager',
      workPhone: '(303) 555-0142',
      companyId: contractor.id,
      emailVerified: true,
    });
    await addMembership(tx, buyer.id, mechanical.id);
    await seedNotifications(tx, buyer.id, contractor.id);
    const seller = await createAccount(tx, {
      email: 'seller@demo.test',
      passwordHash,
      firstName: 'Marcus',
      lastName: 'Ortega',
      jobTitle: 'Inside Sales',
      workPhone: '(303) 555-0199',
      companyId: supplier.id,
      userGroupId: supplierAdmins.id,
      emailVerified: true,
    });
    await notify(tx, {
      accountIds: [seller.id],
      companyId: supplier.id,
      content: 'Welcome to Jobsite Supply. Contractors who add Metro Electric Supply as a supplier can send you orders and quote requests.',
    });
    const staff = await createAccount(tx, {
      email: 'staff@demo.test',
      passwordHash,
      firstName: 'Priya',
      lastName: 'Raman',
      jobTitle: 'Customer Success',
      companyId: contractor.id,
      isStaff: true,
      emailVerified: true,
    });
    await addMembership(tx, staff.id, supplier.id);
    const foreman = await createAccount(tx, {
      email: 'foreman@demo.test',
      passwordHash,
      firstName: 'Luis',
      lastName: 'Navarro',
      jobTitle: 'Foreman',
      companyId: contractor.id,
      userGroupId: fieldLeads.id,
      emailVerified: true,
    });
    // Two-way authentication: after the email step a 6-digit code goes to this address.
    await createAccount(tx, {
      email: 'twoway@demo.test',
      passwordHash,
      firstName: 'Keisha',
      lastName: 'Brandt',
      jobTitle: 'Project Manager',
      workPhone: '(303) 555-0177',
      companyId: keystone.id,
      emailVerified: true,
    });

    await seedCompanySetup(tx, contractor.id, buyer.id);
    await seedCompanyContacts(tx, contractor.id, supplier.id, buyer.id);
    await seedDemoProjects(tx, contractor.id, { buyer: buyer.id, foreman: foreman.id, staff: staff.id });

    await seedCatalogue(tx, { supplierId: supplier.id, buyerIds: [contractor.id, mechanical.id], count: opts.catalogueItems });
    await seedDemoHoldForRelease(tx, contractor.id, supplier.id);
    await seedDemoBom(tx, contractor.id, { buyer: buyer.id });
    await seedDemoOrders(tx, { contractor: contractor.id, seller: supplier.id, buyer: buyer.id, sellerAccount: seller.id });
    await seedDemoProductLists(tx, { contractor: contractor.id, supplier: supplier.id, buyer: buyer.id, foreman: foreman.id });
    const [crew] = await tx.select().from(userGroups).where(and(eq(userGroups.companyId, contractor.id), eq(userGroups.name, 'Warehouse crew')));
    const warehouseUser = await createAccount(tx, {
      email: 'warehouse@demo.test',
      passwordHash,
      firstName: 'Wes',
      lastName: 'Turner',
      jobTitle: 'Tool crib manager',
      companyId: contractor.id,
      userGroupId: crew?.id,
      emailVerified: true,
    });
    await seedDemoAssets(tx, { contractor: contractor.id, warehouseUser: warehouseUser.id, foreman: foreman.id, buyer: buyer.id });
    await seedDemoShipping(tx, { contractor: contractor.id, warehouseUser: warehouseUser.id, foreman: foreman.id, buyer: buyer.id }, opts.storage);
    await seedDemoDashboard(tx, { contractor: contractor.id, buyer: buyer.id, foreman: foreman.id, supplier: supplier.id, sellerAccount: seller.id }, opts.storage);

    return {
      logins: [
        { email: 'buyer@demo.test', password: DEMO_PASSWORD, role: 'contractor buyer' },
        { email: 'seller@demo.test', password: DEMO_PASSWORD, role: 'supplier' },
        { email: 'staff@demo.test', password: DEMO_PASSWORD, role: 'staff' },
        { email: 'foreman@demo.test', password: DEMO_PASSWORD, role: 'foreman in the Field leaders group' },
        { email: 'warehouse@demo.test', password: DEMO_PASSWORD, role: 'tool crib manager in the Warehouse crew group' },
        { email: 'twoway@demo.test', password: DEMO_PASSWORD, role: 'contractor with two-way authentication, code by email' },
      ],
    };
  });
}

/** A few notifications so the bell of the demo buyer has something to show; oldest first. */
async function seedNotifications(tx: Tx, accountId: number, companyId: number): Promise<void> {
  const items = [
    { content: 'Welcome to Jobsite Supply. Use the scan button in the top bar to look up a tool, bin or product-list label.', read: true },
    { content: 'Priya Raman: please check that your job title and phone number are right in your account settings.', link: '/settings/account', read: false },
    { content: 'Ridgeline Mechanical added you as a user. Switch company from the top bar to work for them.', read: false },
  ];
  for (const item of items) {
    const [row] = await notify(tx, { accountIds: [accountId], companyId, content: item.content, link: item.link });
    if (item.read) await tx.update(notifications).set({ read: true }).where(eq(notifications.id, row.id));
  }
}

/** Seeds only an empty database, so restarting never duplicates the demo world. */
export async function seedDemoIfEmpty(db: Db, storage?: FileStorage) {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  return n === 0 ? seedDemo(db, { storage }) : null;
}
