import { describe, expect, it } from 'vitest';
import { LoginScreen } from '../pages/accounts';
import { expectAccessiblePages, seriousA11yViolations } from '../support/axe';
import { useJourney } from '../support/journey';

// The accessibility checks are four files (this one, -warehouse, -lists and -dashboard) of about
// the same length, so that two browser journeys at a time end together rather than one long file
// running alone at the end.
const journey = useJourney();

const laptop = { width: 1366, height: 850 };
const phone = { width: 390, height: 844 };

/** Issue 13.13: axe finds no critical or serious violation on the key pages, for each role that uses them, on a laptop and a phone. */
describe('accessibility of the sign-in screen and the buyer\'s key pages', () => {
  it.each([laptop, phone])('the sign-in screen, and signing in through it, at %o', async (viewport) => {
    const { page } = await journey.open({ viewport });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await new LoginScreen(page).signIn('buyer@demo.test', 'demo-pass-2026');
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it.each([
    ['buyer@demo.test', ['/dashboard', '/projects', '/catalogue', '/project/bom/9', '/settings/company/warehouses', '/all_orders', '/project/po_daily_pending_process2/5', '/buyer_quotes', '/invoices', '/all_po_items'], laptop],
    ['buyer@demo.test', ['/projects', '/project/bom/9'], phone],
  ] as const)('%s: %j at %o', (email, pages, viewport) => expectAccessiblePages(journey, email, pages, viewport));
});
