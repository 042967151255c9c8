import { describe, expect, it } from 'vitest';
import { LoginScreen } from '../pages/accounts';
import { seriousA11yViolations } from '../support/axe';
import { useJourney } from '../support/journey';
import { signInAs } from '../support/session';

const journey = useJourney();

/** Issue 13.13: axe finds no critical or serious violation on the key pages, for each role that uses them, on a laptop and a phone. */
describe('accessibility of the key pages', () => {
  it.each([
    ['buyer@demo.test', ['/dashboard', '/projects', '/catalogue', '/project/bom/9', '/settings/company/warehouses', '/all_orders', '/project/po_daily_pending_process2/5', '/buyer_quotes', '/invoices', '/all_po_items'], { width: 1366, height: 850 }],
    ['buyer@demo.test', ['/projects', '/project/bom/9'], { width: 390, height: 844 }],
    ['seller@demo.test', ['/orders', '/catalogue', '/quotes', '/invoices'], { width: 1366, height: 850 }],
    ['seller@demo.test', ['/orders'], { width: 390, height: 844 }],
    ['foreman@demo.test', ['/dashboard', '/projects', '/project/tool/2', '/tool_items', '/tool_requests', '/shipping/4/'], { width: 390, height: 844 }],
    ['warehouse@demo.test', ['/tool_requests', '/tool_items', '/tool_model', '/tool_charges', '/asset/audits', '/stock_items', '/stock_orders', '/stock_order_item', '/asset/reporting', '/tool_migration', '/shipping', '/shipping/1/', '/shipping/5/'], { width: 1366, height: 850 }],
    ['warehouse@demo.test', ['/shipping', '/shipping/1/'], { width: 390, height: 844 }],
  ] as const)('%s: %j at %o', async (email, pages, viewport) => {
    const { page, settled } = await journey.open({ viewport });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect({ page: '/login', violations: await seriousA11yViolations(page) }).toEqual({ page: '/login', violations: [] });
    await new LoginScreen(page).signIn(email, 'demo-pass-2026');
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const path of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Let lists and their data settle before checking.
      await settled();
      expect({ page: path, violations: await seriousA11yViolations(page) }).toEqual({ page: path, violations: [] });
    }
  });
});

/** Issue 18: the product-list screens, for the buyer on a laptop and on the job (a phone), and the supplier's shared lists. */
describe('accessibility of the product-list screens', () => {
  it.each([
    ['buyer@demo.test', ['/project/bom/9?project_product_list_id=4', '/job_warehouse_stock_items', '/project_product_list/4/qr'], { width: 1366, height: 850 }],
    ['buyer@demo.test', ['/project/bom/9?project_product_list_id=4', '/job_warehouse_stock_items'], { width: 390, height: 844 }],
    ['seller@demo.test', ['/project_list_seller', '/project_list_seller?list_id=4'], { width: 1366, height: 850 }],
  ] as const)('%s: %j at %o', async (email, pages, viewport) => {
    const { page, context, settled } = await journey.open({ viewport });
    await signInAs(context, email);
    for (const path of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled();
      expect({ page: path, violations: await seriousA11yViolations(page) }).toEqual({ page: path, violations: [] });
    }
  });
});

/** Issue 19: the dashboard with all its sections, the ROI calculator, quick start and exports, on a laptop and a phone; the foreman's dashboard on the job. */
describe('accessibility of the dashboard, ROI, quick start and exports', () => {
  it.each([
    ['buyer@demo.test', ['/dashboard', '/roi', '/quick_start_checklist', '/exports'], { width: 1366, height: 850 }],
    ['buyer@demo.test', ['/dashboard', '/roi', '/quick_start_checklist', '/exports'], { width: 390, height: 844 }],
    ['foreman@demo.test', ['/dashboard'], { width: 390, height: 844 }],
  ] as const)('%s: %j at %o', async (email, pages, viewport) => {
    const { page, context, settled } = await journey.open({ viewport });
    await signInAs(context, email);
    for (const path of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled();
      expect({ page: path, violations: await seriousA11yViolations(page) }).toEqual({ page: path, violations: [] });
    }
  });
});
