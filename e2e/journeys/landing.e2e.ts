import { describe, expect, it } from 'vitest';
import { LoginScreen, pathOf } from '../pages/accounts';
import { useJourney } from '../support/journey';

const DEMO_PASSWORD = 'demo-pass-2026';
const journey = useJourney();

/** Issue 13.1: every role signs in to a page that exists and shows its work, on a laptop and a phone. */
describe('where each role lands', () => {
  it.each([
    ['buyer@demo.test', '/dashboard', 'Dashboard', { width: 1366, height: 850 }],
    ['seller@demo.test', '/orders', 'Incoming orders', { width: 1366, height: 850 }],
    ['foreman@demo.test', '/dashboard', 'Dashboard', { width: 1366, height: 850 }],
    ['buyer@demo.test', '/dashboard', 'Dashboard', { width: 390, height: 844 }],
    ['seller@demo.test', '/orders', 'Incoming orders', { width: 390, height: 844 }],
    ['foreman@demo.test', '/dashboard', 'Dashboard', { width: 390, height: 844 }],
  ])('%s lands on %s with its heading, never on "Page not found" (%o)', async (email, home, heading, viewport) => {
    const { page } = await journey.open({ viewport });
    await new LoginScreen(page).signIn(email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === home);
    await page.getByRole('heading', { name: heading, exact: false }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    // The logo goes home too, and home is a real page.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === home);
    expect(pathOf(page)).toBe(home);
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });
});

/** Issue 13.3: on a phone every project name is readable. */
describe('the projects list on a phone', () => {
  it('gives every project name link at least 120 px at 390 px wide', async () => {
    const { page } = await journey.open({ viewport: { width: 390, height: 844 } });
    await new LoginScreen(page).signIn('buyer@demo.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/projects');
    const names = page.getByRole('list', { name: 'Projects' }).locator('a[href^="/project/"]:not([aria-label])');
    await names.first().waitFor();
    const widths = await names.evaluateAll((links) => links.map((a) => [a.textContent, Math.round(a.getBoundingClientRect().width)] as const));
    expect(widths.length).toBeGreaterThan(3);
    for (const [name, width] of widths) expect({ name, width: width >= 120 }).toEqual({ name, width: true });
  });
});

/** Issue 13.4: what the foreman's group may not use is not offered, and says why when opened by URL. */
describe("the foreman's group", () => {
  it('does not see the BOM of a project nor company settings tabs, even by URL', async () => {
    const { page } = await journey.open({ viewport: { width: 1366, height: 850 } });
    await new LoginScreen(page).signIn('foreman@demo.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/projects');
    const first = page.getByRole('list', { name: 'Projects' }).locator('a[href^="/project/"]:not([aria-label])').first();
    const href = (await first.getAttribute('href'))!;
    expect(href.startsWith('/project/bom/')).toBe(false);
    await page.goto(`/project/bom/${href.split('/').pop()}`);
    await page.getByText('This area is not available to you').waitFor();
    expect(await page.getByText('does not use project material').count()).toBe(1);
    await page.goto('/settings/company/warehouses');
    await page.getByText('Your user group does not manage company settings').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);
  });
});
