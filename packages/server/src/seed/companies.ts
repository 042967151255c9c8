import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addressInputSchema, type AddressInput } from '@jobsite/core';
import {
  addresses,
  addressTaxCodes,
  apiTokens,
  binLocations,
  companies,
  companyBranches,
  companyMemberships,
  companyNotes,
  contactGroupMembers,
  contactGroups,
  contacts,
  glCodes,
  notificationSubscriptions,
  poNumberSettings,
  poPrefixes,
  supplierBranches,
  suppliers,
  taxCodes,
  userGroups,
  warehouses,
} from '../db/schema/index';
import { newApiKey } from '../platform/api-tokens';
import { createAddress } from '../modules/companies/addresses';
import type { DbOrTx } from '../platform/db';
import { companyScope } from '../platform/scope';

const address = (input: AddressInput) => addressInputSchema.parse(input);

/**
 * The contractor's company set up the way an administrator would: address, branches,
 * tax codes, warehouses of every type with bins, groups, PO numbering, phase and cost
 * codes, shipping addresses in two countries.
 */
export async function seedCompanySetup(tx: DbOrTx, contractorId: number, adminAccountId: number) {
  const scope = companyScope(contractorId);
  const home = await createAddress(tx, scope, address({ Field_1: '1850 Industrial Blvd', city: 'Denver', state: 'CO', zip: '80216', country: 'USA' }), 'company');
  await tx
    .update(companies)
    .set({
      addressId: home.id,
      popularPhaseCodes: [
        { id: 4821937750, code: '100', name: 'Underground' },
        { id: 1937420011, code: '200', name: 'Rough-in' },
        { id: 7302918844, code: '300', name: 'Trim' },
        { id: 5519203377, code: '400', name: 'Closeout' },
      ],
      popularCostCodes: [
        { id: 2284710093, code: '26-0500', name: 'Common work results for electrical' },
        { id: 8841029377, code: '26-2400', name: 'Switchboards and panelboards' },
        { id: 3390127745, code: '26-5100', name: 'Interior lighting' },
      ],
    })
    .where(eq(companies.id, contractorId));

  const north = await createAddress(tx, scope, address({ Field_1: '4400 Brighton Blvd', city: 'Denver', state: 'CO', zip: '80216-3821' }), 'branch');
  const south = await createAddress(tx, scope, address({ Field_1: '9 Prospect Ave', city: 'Colorado Springs', state: 'CO', zip: '80903' }), 'branch');
  await tx.insert(companyBranches).values([
    { companyId: contractorId, name: 'Denver', branchCode: 'DEN', phone: '(303) 555-0100', email: 'denver@summit-electrical.example', addressId: north.id },
    { companyId: contractorId, name: 'Colorado Springs', branchCode: 'COS', phone: '(719) 555-0100', email: 'cos@summit-electrical.example', addressId: south.id },
  ]);

  await tx.insert(taxCodes).values([
    { companyId: contractorId, taxCode: 'CO-DENVER', taxRate: 8.81, description: 'Denver combined sales tax' },
    { companyId: contractorId, taxCode: 'CO-COS', taxRate: 8.2, description: 'Colorado Springs combined sales tax' },
    { companyId: contractorId, taxCode: 'CO-USE', taxRate: 2.9, isUseTax: true, description: 'Colorado state use tax' },
    { companyId: contractorId, taxCode: 'AB-GST', taxRate: 5, description: 'Alberta: federal GST, no provincial sales tax' },
  ]);

  const yard = await createAddress(tx, scope, address({ Field_1: '1850 Industrial Blvd', Field_2: 'Yard B', city: 'Denver', state: 'CO', zip: '80216' }), 'warehouse');
  const created = await tx
    .insert(warehouses)
    .values([
      { companyId: contractorId, name: 'Denver Tool Crib', type: 'Tools' as const, addressId: yard.id },
      { companyId: contractorId, name: 'Prefab Shop', type: 'Prefab' as const, addressId: yard.id },
      { companyId: contractorId, name: 'Stock Room', type: 'Stock' as const, addressId: yard.id },
      { companyId: contractorId, name: 'Temp Power Yard', type: 'Temp Power' as const, addressId: yard.id },
    ])
    .returning();
  for (const w of created) {
    const letter = w.name[0];
    await tx.insert(binLocations).values(
      [1, 2, 3].map((n) => ({ companyId: contractorId, warehouseId: w.id, name: `Aisle ${n}`, code: `${letter}-A${n}` })),
    );
  }
  await tx.update(companies).set({ defaultWarehouseId: created[0].id }).where(eq(companies.id, contractorId));

  await createAddress(tx, scope, address({ note: 'Union Station job site', Field_1: '1701 Wynkoop St', city: 'Denver', state: 'CO', zip: '80202' }), 'shipping');
  await createAddress(tx, scope, address({ note: 'Toronto job site', Field_1: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'Canada' }), 'shipping');

  const [admins] = await tx
    .insert(userGroups)
    .values({ companyId: contractorId, name: 'Administrators', settings: { allow_manage_users: true, allow_manage_company: true, allow_edit_all_orders: true, allow_edit_all_tool_transfer: true } })
    .returning();
  await tx.insert(userGroups).values({ companyId: contractorId, name: 'Warehouse crew', settings: { hide_project_material: true, allow_edit_all_tool_transfer: true } });
  await tx
    .update(companyMemberships)
    .set({ userGroupId: admins.id })
    .where(and(eq(companyMemberships.companyId, contractorId), eq(companyMemberships.accountId, adminAccountId)));

  await tx.insert(poNumberSettings).values({ companyId: contractorId, generationType: 'company_wide', prefix: 'SEC', separator: '-', padding: 5 });
  await tx.insert(poPrefixes).values([
    { companyId: contractorId, prefix: 'ELEC', description: 'Electrical material' },
    { companyId: contractorId, prefix: 'TOOL', description: 'Tools and rentals' },
  ]);
}

/**
 * The contractor's suppliers (one a registered seller) with branches, delivery contact groups
 * and contacts, GL codes, notes library, a tax code per shipping address, the administrator's
 * notification subscriptions and an old, revoked API token (live keys are only ever shown once).
 */
export async function seedCompanyContacts(tx: DbOrTx, contractorId: number, sellerCompanyId: number, adminAccountId: number) {
  const [metro, graybar] = await tx
    .insert(suppliers)
    .values([
      { companyId: contractorId, name: 'Metro Electric Supply', supplierCompanyId: sellerCompanyId, accountNumber: 'SEC-4410', email: 'orders@metro-electric.example', phone: '(303) 555-0142' },
      { companyId: contractorId, name: 'Graybar', accountNumber: '778120', email: 'denver@graybar.example', phone: '(303) 555-0190' },
      { companyId: contractorId, name: 'United Rentals', accountNumber: 'UR-99321', phone: '(303) 555-0177' },
    ])
    .returning();
  const [metroDowntown, , graybarNorth] = await tx
    .insert(supplierBranches)
    .values([
      { companyId: contractorId, supplierId: metro.id, name: 'Downtown counter', branchCode: 'DTN', city: 'Denver', phone: '(303) 555-0143' },
      { companyId: contractorId, supplierId: metro.id, name: 'Springs', branchCode: 'COS', city: 'Colorado Springs', phone: '(719) 555-0144' },
      { companyId: contractorId, supplierId: graybar.id, name: 'Commerce City', branchCode: 'CC', city: 'Commerce City', email: 'cc@graybar.example' },
    ])
    .returning();
  const groups = await tx
    .insert(contactGroups)
    .values([
      { companyId: contractorId, name: 'Metro downtown deliveries', supplierId: metro.id, supplierBranchId: metroDowntown.id },
      { companyId: contractorId, name: 'Graybar will call', supplierId: graybar.id, supplierBranchId: graybarNorth.id },
      { companyId: contractorId, name: 'Summit own trucks' },
    ])
    .returning();
  const people = await tx
    .insert(contacts)
    .values([
      { companyId: contractorId, name: 'Rosa Delgado', email: 'rosa@metro-electric.example', phone: '(303) 555-0150', workPhone: '(303) 555-0142' },
      { companyId: contractorId, name: 'Ken Iverson', email: 'ken@metro-electric.example', phone: '(303) 555-0151' },
      { companyId: contractorId, name: 'Priya Shah', email: 'priya@graybar.example', workPhone: '(303) 555-0191' },
      { companyId: contractorId, name: 'Tom Becker', email: 'tom@summit-electrical.example', phone: '(303) 555-0110' },
    ])
    .returning();
  await tx.insert(contactGroupMembers).values([
    { companyId: contractorId, contactGroupId: groups[0].id, contactId: people[0].id },
    { companyId: contractorId, contactGroupId: groups[0].id, contactId: people[1].id },
    { companyId: contractorId, contactGroupId: groups[1].id, contactId: people[2].id },
    { companyId: contractorId, contactGroupId: groups[2].id, contactId: people[3].id },
  ]);

  await tx.insert(glCodes).values([
    { companyId: contractorId, code: '5100', description: 'Job materials' },
    { companyId: contractorId, code: '5200', description: 'Equipment rental' },
    { companyId: contractorId, code: '5300', description: 'Small tools and consumables' },
    { companyId: contractorId, code: '6100', description: 'Freight and delivery' },
    { companyId: contractorId, code: '5900', description: 'Legacy materials account', isActive: false },
  ]);
  await tx.insert(companyNotes).values([
    { companyId: contractorId, title: 'Delivery window', body: 'Deliver between 7:00 and 15:00, Monday to Friday. Call the foreman 30 minutes before arrival.' },
    { companyId: contractorId, title: 'Job site safety', body: 'Drivers need a hard hat, safety glasses and a high-visibility vest past the gate.' },
    { companyId: contractorId, title: 'Invoice instructions', body: 'Put the PO number and the job name on every invoice. Send invoices to ap@summit-electrical.example.' },
  ]);

  const scope = companyScope(contractorId);
  const shipping = await tx.select().from(addresses).where(scope.where(addresses, eq(addresses.type, 'shipping')));
  const denverTax = await tx.select().from(taxCodes).where(scope.where(taxCodes, eq(taxCodes.taxCode, 'CO-DENVER')));
  const denverSite = shipping.find((a) => a.city === 'Denver');
  if (denverSite && denverTax[0]) await tx.insert(addressTaxCodes).values({ companyId: contractorId, addressId: denverSite.id, taxCodeId: denverTax[0].id });

  await tx.insert(notificationSubscriptions).values(
    ['order_status', 'shipping_forms', 'supplier_action_needed'].map((kind) => ({ companyId: contractorId, accountId: adminAccountId, kind })),
  );
  // Hashed with a throwaway secret and revoked: it shows in the list and can never authenticate.
  const { tokenHash, prefix, last4 } = newApiKey(randomBytes(32).toString('hex'));
  await tx.insert(apiTokens).values({ companyId: contractorId, accountId: adminAccountId, name: 'Old accounting export', tokenHash, prefix, last4, revokedAt: new Date() });
}
