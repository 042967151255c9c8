import { describe, it } from 'vitest';
import { expectAccessiblePages } from '../support/axe';
import { useJourney } from '../support/journey';

const journey = useJourney();

/** Issue 13.13: the supplier's key pages, on a laptop and a phone. */
describe("accessibility of the supplier's key pages", () => {
  it.each([
    ['seller@demo.test', ['/orders', '/catalogue', '/quotes', '/invoices'], { width: 1366, height: 850 }],
    ['seller@demo.test', ['/orders'], { width: 390, height: 844 }],
  ] as const)('%s: %j at %o', (email, pages, viewport) => expectAccessiblePages(journey, email, pages, viewport));
});

/** Issue 18: the product-list screens, for the buyer on a laptop and on the job (a phone), and the supplier's shared lists. */
describe('accessibility of the product-list screens', () => {
  it.each([
    ['buyer@demo.test', ['/project/bom/9?project_product_list_id=4', '/job_warehouse_stock_items', '/project_product_list/4/qr'], { width: 1366, height: 850 }],
    ['buyer@demo.test', ['/project/bom/9?project_product_list_id=4', '/job_warehouse_stock_items'], { width: 390, height: 844 }],
    ['seller@demo.test', ['/project_list_seller', '/project_list_seller?list_id=4'], { width: 1366, height: 850 }],
  ] as const)('%s: %j at %o', (email, pages, viewport) => expectAccessiblePages(journey, email, pages, viewport));
});
