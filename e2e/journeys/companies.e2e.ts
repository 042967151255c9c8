import { describe, expect, it } from 'vitest';
import { AddressPanelObject } from '../pages/company-settings';
import { signInAs } from '../support/session';
import { useJourney } from '../support/journey';

const journey = useJourney();

describe('company settings', () => {
  it('enters shipping addresses in Canada, the UK and the USA through the address panel, with its messages', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/settings/company/shipping');
    const table = page.getByRole('table', { name: 'Shipping addresses' });
    await table.getByText('Toronto job site').waitFor();

    // Canada: a US zip is refused, then the state is required.
    await page.getByRole('button', { name: 'Add shipping address' }).click();
    const panel = new AddressPanelObject(page, 'Shipping address');
    // The dialog's Save address ignores a second click within 200 ms (double taps): a next try
    // after a message waits that out, as a person's would.
    const saveAgain = async () => {
      await page.waitForTimeout(250);
      await page.getByRole('button', { name: 'Save address' }).click();
    };
    await panel.chooseCountry('Canada');
    await panel.fill({ name: 'Vancouver yard', street: '800 Robson St', city: 'Vancouver', zip: '98101' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await panel.error('Invalid zip').waitFor();
    await panel.fill({ zip: 'V6Z 2E7' });
    await saveAgain();
    await panel.error('State is missing.').waitFor();
    await panel.chooseState('BC');
    await saveAgain();
    await table.getByText('800 Robson St, Vancouver, BC V6Z 2E7, Canada').waitFor();

    // UK: no state needed, but the postcode must have outward and inward codes.
    await page.getByRole('button', { name: 'Add shipping address' }).click();
    await panel.chooseCountry('UK');
    await panel.fill({ name: 'London depot', street: '1 Canada Sq', city: 'London', zip: 'E14' });
    await page.getByRole('button', { name: 'Save address' }).click();
    await panel.error('Invalid zip').waitFor();
    await panel.fill({ zip: 'E14 5AB' });
    await saveAgain();
    await table.getByText('1 Canada Sq, London, E14 5AB, UK').waitFor();

    // USA: without a street the address is incomplete.
    await page.getByRole('button', { name: 'Add shipping address' }).click();
    await panel.fill({ name: 'Phoenix site', city: 'Phoenix', zip: '85004' });
    await panel.chooseState('AZ');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please complete the address' }).waitFor();
    await panel.fill({ street: '200 W Washington St' });
    await saveAgain();
    await table.getByText('200 W Washington St, Phoenix, AZ 85004, USA').waitFor();

    const stored = await context.request.get('/api/v1/shippingaddresses/?page_size=50');
    const countries = (await stored.json()).results.map((a: { country: string }) => a.country);
    expect(countries.filter((c: string) => c === 'Canada')).toHaveLength(2);
    expect(countries).toContain('UK');
  });

  it('reorders popular phase codes by dragging and with the buttons, and keeps the order', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/settings/company/codes');
    const list = page.getByRole('list', { name: 'Popular phase codes' });
    const codes = async () => (await list.getByRole('listitem').allTextContents()).map((t) => t.slice(0, 3));
    await list.getByRole('listitem').first().waitFor();
    expect(await codes()).toEqual(['100', '200', '300', '400']);

    await list.getByRole('listitem', { name: '400 Closeout' }).dragTo(list.getByRole('listitem', { name: '100 Underground' }));
    expect(await codes()).toEqual(['400', '100', '200', '300']);
    await page.getByRole('button', { name: 'Move 100 down' }).click();
    expect(await codes()).toEqual(['400', '200', '100', '300']);

    await page.getByRole('button', { name: 'Add phase code' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter both phase code and name' }).waitFor();
    await page.getByRole('textbox', { name: 'Phase code' }).fill('500');
    await page.getByRole('textbox', { name: 'Phase name' }).fill('Punch list');
    await page.getByRole('button', { name: 'Add phase code' }).click();
    await page.getByRole('button', { name: 'Save phase codes' }).click();
    await page.getByText('Codes saved').waitFor();

    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(await codes()).toEqual(['400', '200', '100', '300', '500']);
  });

  it('creates an API token, shows the key once to copy, and the key works until revoked', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/settings/company/api-tokens');
    await page.getByRole('button', { name: 'Create API token' }).click();
    await page.getByRole('textbox', { name: 'Token name' }).fill('Accounting sync');
    await page.getByRole('dialog', { name: 'New API token' }).getByText('Read and write', { exact: true }).click();
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy your API key' });
    await dialog.getByText('This key is shown only once.').waitFor();
    const key = (await dialog.getByLabel('API key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^jst_[0-9a-f]{40}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: 'Accounting sync' });
    await row.getByText(`${key.slice(0, 8)}…${key.slice(-4)}`).waitFor();
    // An integration: no cookies, only the key.
    const call = () => fetch(`${journey.app.baseUrl}/api/v1/gl_codes/`, { headers: { Authorization: `Token ${key}` } });
    expect((await call()).status).toBe(200);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke API token' }).getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    expect((await call()).status).toBe(401);
  });

  it('pages settings lists with load more', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'buyer@demo.test');
    for (let i = 0; i < 55; i += 1) {
      const res = await context.request.post('/api/v1/gl_codes/', {
        data: { code: `9${String(i).padStart(3, '0')}`, description: `Paging ${i}` },
        headers: { 'X-CSRFToken': (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/settings/company/gl-codes');
    const rows = page.getByRole('table', { name: 'GL codes' }).locator('tbody tr');
    await page.getByText(/Showing 50 of \d+/).waitFor();
    const total = Number((await page.getByText(/Showing 50 of \d+/).textContent())?.match(/of (\d+)/)?.[1]);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText(`Showing ${total} of ${total}`).waitFor();
    expect(await rows.count()).toBe(total);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it("lets staff turn a company's services on from the directory card, and the company's users get the menu on their next load", async () => {
    // A buyer at work in Ridgeline Mechanical, which has tools and no inventory service.
    const buyer = await journey.open();
    await signInAs(buyer.context, 'buyer@demo.test');
    await buyer.page.goto('/projects');
    await buyer.page.getByRole('button', { name: /switch company/i }).click();
    const switcher = buyer.page.getByRole('dialog', { name: 'Switch company' });
    await switcher.getByLabel('Search companies').fill('Ridge');
    await switcher.getByRole('listitem', { name: 'Switch to Ridgeline Mechanical' }).click();
    await buyer.page.getByRole('button', { name: 'Ridgeline Mechanical (switch company)' }).waitFor();
    const menu = buyer.page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Tool requests' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Stock requests' }).count()).toBe(0);

    const { page, context } = await journey.open();
    await signInAs(context, 'staff@demo.test');
    await page.goto('/settings/company/codes');
    await page.getByRole('button', { name: 'Search company directory' }).click();
    await page.getByRole('textbox', { name: 'Company name' }).fill('ridgeline');
    await page.getByRole('table', { name: 'Companies found' }).getByRole('row').filter({ hasText: 'Ridgeline Mechanical' }).getByRole('button', { name: 'Select' }).click();
    await page.getByRole('dialog', { name: 'Ridgeline Mechanical' }).getByRole('button', { name: 'Company settings (staff)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Company settings: Ridgeline Mechanical' }).waitFor();
    const inventory = page.getByRole('switch', { name: 'Inventory' });
    expect(await inventory.isChecked()).toBe(false);
    await inventory.check({ force: true });
    await page.getByRole('button', { name: 'Save services' }).click();
    await page.getByText('Services saved for Ridgeline Mechanical').waitFor();

    await buyer.page.reload();
    await menu.getByRole('link', { name: 'Stock requests' }).waitFor();
    await menu.getByRole('link', { name: 'Job-site stock' }).waitFor();
  });
});
