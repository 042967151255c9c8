import { contractPrices } from '../src/db/schema/index';
import { loadCatalogue } from '../src/modules/catalogue/bulk-load';
import type { DbOrTx } from '../src/platform/db';
import type { GeneratedItem } from '../src/seed/catalogue/types';

let n = 0;

/** A catalogue item with sensible defaults; pass what the test cares about. */
export function catalogueItem(over: Partial<GeneratedItem> & { code: string }): GeneratedItem {
  n++;
  return {
    upc: `99${String(n).padStart(10, '0')}`,
    description: `Test item ${over.code}`,
    category: 'Test Category',
    group: 'Test Group',
    groupCode: 'TST',
    manufacturer: 'Test Maker',
    alternates: [],
    unit: 'EA',
    unitPrice: 1,
    spec: {},
    options: [{ name: 'Each', quantity: 1, isDefault: true }],
    ...over,
  };
}

export async function makeCatalogueItems(db: DbOrTx, items: GeneratedItem[], ownerCompanyId: number | null = null): Promise<number[]> {
  return loadCatalogue(db, items, { ownerCompanyId });
}

export async function makeContractPrice(
  db: DbOrTx,
  p: { buyerId: number; supplierId: number; itemId: number; price: number; validFrom?: string; validTo?: string | null },
) {
  const [row] = await db
    .insert(contractPrices)
    .values({ companyId: p.buyerId, supplierCompanyId: p.supplierId, baseItemId: p.itemId, price: p.price, validFrom: p.validFrom ?? '2026-01-01', validTo: p.validTo ?? null })
    .returning();
  return row;
}

/** A multipart/form-data body for inject: text fields and at most one file. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: string; field?: string }) {
  const boundary = `----catalogue${Math.random().toString(16).slice(2)}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (file) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n${file.content}\r\n`);
  }
  parts.push(`--${boundary}--\r\n`);
  return { payload: parts.join(''), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
