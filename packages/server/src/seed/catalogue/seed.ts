import { contractPrices } from '../../db/schema/index';
import { flushSearchIndexes, loadCatalogue } from '../../modules/catalogue/bulk-load';
import type { DbOrTx } from '../../platform/db';
import { generateCatalogue } from './generator';
import { type GeneratedItem, rng, round, upc } from './types';

export const DEMO_CATALOGUE_ITEMS = 11_091;

/** Consumables the demo supplier sells under its own label: items the supplier owns. */
function supplierItems(): GeneratedItem[] {
  const base = { category: 'Tools & Supplies', group: 'Installation Supplies', groupCode: 'SUPP', manufacturer: 'Metro Pro', alternates: [], spec: {} };
  const list: [string, string, number, GeneratedItem['unit'], [string, number][]][] = [
    ['MPR-TIE8N', 'Cable Tie 8 in, 50 lb, Natural Nylon', 0.04, 'EA', [['Bag of 100', 100], ['Bag of 1000', 1000]]],
    ['MPR-TIE11B', 'Cable Tie 11 in, 50 lb, UV Black Nylon', 0.07, 'EA', [['Bag of 100', 100]]],
    ['MPR-TAPE7BK', 'Vinyl Electrical Tape 3/4 in x 66 ft, Black, 7 mil', 1.45, 'RL', [['Roll', 1], ['Sleeve of 10', 10]]],
    ['MPR-LUBE1G', 'Wire Pulling Lubricant, Gel, 1 gal', 24.5, 'EA', [['Each', 1]]],
    ['MPR-FISH120', 'Steel Fish Tape 1/8 in x 120 ft', 39, 'EA', [['Each', 1]]],
    ['MPR-WN-YEL', 'Twist-On Wire Connector, Yellow, 18-12 AWG', 0.06, 'EA', [['Jar of 100', 100], ['Bulk bag of 1000', 1000]]],
    ['MPR-WN-RED', 'Twist-On Wire Connector, Red, 18-10 AWG', 0.08, 'EA', [['Jar of 100', 100]]],
    ['MPR-LBL-ARC', 'Arc Flash Warning Label, 4 x 6 in', 0.95, 'EA', [['Pack of 25', 25]]],
    ['MPR-PULL-14', 'Pull String, Polyester, 1/4 in x 500 ft', 18.5, 'EA', [['Each', 1]]],
    ['MPR-GRND-ROD', 'Ground Rod 5/8 in x 8 ft, Copper-Bonded', 17.4, 'EA', [['Each', 1], ['Bundle of 10', 10]]],
  ];
  return list.map(([code, description, unitPrice, unit, options], n) => ({
    ...base,
    code,
    description,
    unitPrice,
    unit,
    upc: upc(77001, n),
    options: options.map(([name, quantity], i) => ({ name, quantity, isDefault: i === 0 })),
  }));
}

/**
 * The demo catalogue: the generated electrical catalogue (staff-owned master data), the
 * supplier's own items, and the supplier's contract prices for the demo contractors.
 */
export async function seedCatalogue(tx: DbOrTx, opts: { supplierId: number; buyerIds: number[]; count?: number }): Promise<{ items: number }> {
  const items = [...generateCatalogue(opts.count ?? DEMO_CATALOGUE_ITEMS), ...supplierItems()];
  const master = items.length - supplierItems().length;
  const ids = [
    ...(await loadCatalogue(tx, items.slice(0, master))),
    ...(await loadCatalogue(tx, items.slice(master), { ownerCompanyId: opts.supplierId })),
  ];
  await flushSearchIndexes(tx);
  const random = rng(7);
  const prices: (typeof contractPrices.$inferInsert)[] = [];
  // Every 6th item for the first contractor, every 9th for the second: 8-30% under list.
  for (const [b, buyerId] of opts.buyerIds.entries()) {
    for (let n = b; n < ids.length; n += 6 + b * 3) {
      const list = items[n].unitPrice;
      prices.push({
        companyId: buyerId,
        supplierCompanyId: opts.supplierId,
        baseItemId: ids[n],
        price: round(list * (0.7 + random() * 0.22), list < 1 ? 4 : 2),
        validFrom: '2026-01-01',
        validTo: n % 5 === 0 ? '2026-12-31' : null,
      });
    }
  }
  for (let start = 0; start < prices.length; start += 2000) await tx.insert(contractPrices).values(prices.slice(start, start + 2000));
  return { items: ids.length };
}
