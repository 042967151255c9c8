import { and, eq } from 'drizzle-orm';
import { addressInputSchema, type AddressInput } from '@jobsite/core';
import { binLocations, companies, companyBranches, companyMemberships, poNumberSettings, poPrefixes, taxCodes, userGroups, warehouses } from '../db/schema/index';
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
    .values({ companyId: contractorId, name: 'Administrators', settings: { allow_manage_users: true, allow_edit_all_orders: true, allow_edit_all_tool_transfer: true } })
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
