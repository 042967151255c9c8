import { describe, expect, it } from 'vitest';
import { LoginScreen, pathOf } from '../pages/accounts';
import { useJourney } from '../support/journey';

const DEMO_PASSWORD = 'demo-pass-2026';
const journey = useJourney();

/** Issue 13.1: every role signs in to a page that exists and shows its work, on a laptop and a phone. */
describe('where each role lands', () => {
  it.each([
    ['buyer@demo.test', '/dashboard', 'Dashboard', { width: 1366, height: 850 }],
    ['seller@demo.test', '/catalogue', 'Product catalogue', { width: 1366, height: 850 }],
    ['foreman@demo.test', '/dashboard', 'Dashboard', { width: 1366, height: 850 }],
    ['buyer@demo.test', '/dashboard', 'Dashboard', { width: 390, height: 844 }],
    ['seller@demo.test', '/catalogue', 'Product catalogue', { width: 390, height: 844 }],
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
