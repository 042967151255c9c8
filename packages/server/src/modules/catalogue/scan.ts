import { or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { baseItems } from '../../db/schema/index';
import { registerScanResolver } from '../scanning/registry';

/** A catalogue number or UPC (the barcode on the box) opens the item in the catalogue. */
export function registerCatalogueScan(app: FastifyInstance): void {
  registerScanResolver(app, 'catalogue_item', async (code) => {
    if (code.length < 3 || code.length > 100) return null;
    const lower = code.toLowerCase();
    const [item] = await app.db
      .select({ id: baseItems.id, code: baseItems.baseItemCode, description: baseItems.description })
      .from(baseItems)
      // The code index answers the catalogue number; the trigram index on code + UPC narrows the UPC.
      .where(
        or(
          sql`lower(${baseItems.baseItemCode}) = ${lower}`,
          sql`lower(${baseItems.baseItemCode} || ' ' || ${baseItems.productCode}) like ${`% ${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}`} and ${baseItems.productCode} = ${code}`,
        ),
      )
      .orderBy(sql`lower(${baseItems.baseItemCode}) = ${lower} desc`, baseItems.id)
      .limit(1);
    if (!item) return null;
    return { id: item.id, label: `${item.code} — ${item.description}`, link: `/catalogue?item_id=${item.id}` };
  });
}
