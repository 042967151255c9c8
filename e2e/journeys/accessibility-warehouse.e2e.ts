import { describe, it } from 'vitest';
import { expectAccessiblePages } from '../support/axe';
import { useJourney } from '../support/journey';

const journey = useJourney();

/** Issue 13.13: axe finds no critical or serious violation on the warehouse's key pages, on a laptop and a phone. */
describe("accessibility of the warehouse's key pages", () => {
  it.each([
    ['warehouse@demo.test', ['/tool_requests', '/tool_items', '/tool_model', '/tool_charges', '/asset/audits', '/stock_items', '/stock_orders', '/stock_order_item', '/asset/reporting', '/tool_migration', '/shipping', '/shipping/1/', '/shipping/5/'], { width: 1366, height: 850 }],
    ['warehouse@demo.test', ['/shipping', '/shipping/1/'], { width: 390, height: 844 }],
  ] as const)('%s: %j at %o', (email, pages, viewport) => expectAccessiblePages(journey, email, pages, viewport));
});
