import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';

const journey = useJourney();

describe('the app as a new visitor meets it', () => {
  it('opens a deep link into the app and shows the not-found page for an unknown route', async () => {
    const { page } = await journey.open();
    const res = await page.goto('/definitely/not/a/screen?x=1');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('opens the site root and sends an anonymous visitor to the login screen', async () => {
    const { page } = await journey.open();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').waitFor();
  });

  it('renders the API documentation', async () => {
    const { page } = await journey.open();
    await page.goto('/api/docs');
    await page.getByText('Jobsite Supply API').first().waitFor();
    await page.getByText('/api/v1/health/').first().waitFor();
  });

  it('answers health with the database status', async () => {
    const res = await fetch(`${journey.app.baseUrl}/api/v1/health/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok', database_kind: 'pglite' });
  });
});
