import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from '../pages/catalogue';
import { DashboardPage, requestMaterial } from '../pages/dashboard';
import { useJourney } from '../support/journey';

const journey = useJourney();
const PASSWORD = 'demo-pass-2026';

describe('the buyer dashboard', () => {
  it('shows every section, and the purchase orders filters narrow the list', async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'buyer@demo.test', PASSWORD);
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    for (const title of ['My projects', 'Material requisitions', 'Project product lists', 'Purchase orders', 'Quotes', 'Tool requests', 'My tools']) {
      await dashboard.section(title).getByRole('heading', { name: title }).waitFor();
    }
    const orders = dashboard.section('Purchase orders');
    // the demo has pending drafts among the defaults; turning Pending off leaves only sent orders
    await orders.getByRole('button', { name: /^Draft #\d+/ }).first().waitFor();
    await dashboard.chip(orders, 'Pending').click();
    // sent orders were listed before the click too, so one on screen proves nothing about the
    // filter: wait for the drafts to go, then for the sent orders it keeps, then check again
    await orders.getByRole('button', { name: /^Draft #/ }).first().waitFor({ state: 'detached' });
    await orders.getByRole('button', { name: /^PO / }).first().waitFor();
    expect(await orders.getByRole('button', { name: /^Draft #/ }).count()).toBe(0);
    // search by PO number
    const po = ((await orders.getByRole('button', { name: /^PO / }).first().locator('p').first().textContent()) ?? '').replace(/^PO /, '');
    await orders.getByRole('textbox', { name: 'Search purchase orders' }).fill(po);
    await orders.getByText('Showing 1 of 1').waitFor();
    // quotes: Editing and Active by default; with both off the section says to choose a status
    const quotes = dashboard.section('Quotes');
    await dashboard.chip(quotes, 'Editing').click();
    await dashboard.chip(quotes, 'Active').click();
    await quotes.getByText('Choose at least one status to see quotes.').waitFor();
  });

  it('the foreman sends a requisition; the buyer sees it arrive without reloading and turns it into a purchase order', async () => {
    const buyer = await journey.open();
    await signInThroughApi(buyer.page, 'buyer@demo.test', PASSWORD);
    const buyerDashboard = new DashboardPage(buyer.page);
    await buyerDashboard.open();
    const section = buyerDashboard.section('Material requisitions');
    await section.getByText(/^Showing \d+ of \d+$/).waitFor();
    await buyer.page.waitForLoadState('networkidle');

    const foreman = await journey.open({ viewport: { width: 390, height: 844 } });
    await signInThroughApi(foreman.page, 'foreman@demo.test', PASSWORD);
    await new DashboardPage(foreman.page).open();
    const material = `EMT connectors ${Date.now()}`;
    await requestMaterial(foreman.page, { project: 'DMC Tower A', material, quantity: 40, note: 'Level 2 rough-in' });
    // the foreman sees his own requisition open, waiting for approval
    const mine = foreman.page.getByRole('dialog', { name: /^Material requisition #\d+$/ });
    await mine.getByText('Waiting for approval').first().waitFor();
    const id = Number(((await mine.getByRole('heading').first().textContent()) ?? '').match(/#(\d+)/)?.[1]);
    expect(id).toBeGreaterThan(0);

    // the buyer's section shows it without a reload or any click: the websocket's requisition event refreshes it
    await buyerDashboard.requisitionRow('DMC Tower A', id).click();
    const detail = buyer.page.getByRole('dialog', { name: /^Material requisition #\d+$/ });
    await detail.getByText(material).waitFor();
    await detail.getByRole('button', { name: 'Approve' }).click();
    await detail.getByRole('button', { name: 'Turn into a purchase order' }).click();
    await detail.getByRole('link', { name: 'Open the purchase order' }).waitFor();
    await detail.getByText('Ordered').first().waitFor();
  });

  it('/roi shows the defaults: 250 hours spent, 50 saved, $2,166.67 a year', async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'buyer@demo.test', PASSWORD);
    await page.goto('/roi');
    await page.getByRole('heading', { name: 'ROI calculator' }).waitFor();
    expect(await page.getByTestId('roi-hours-spent').textContent()).toBe('250 h');
    expect(await page.getByTestId('roi-hours-saved').textContent()).toBe('50 h');
    expect(await page.getByTestId('roi-money-saved').textContent()).toBe('$2,166.67');
    const rows = await page.getByRole('table', { name: 'Summary by role' }).getByRole('row').allTextContents();
    expect(rows).toEqual(expect.arrayContaining(['Field Leader83.3 h16.7 h$1,000.00', 'Purchaser83.3 h16.7 h$666.67', 'Accounting83.3 h16.7 h$500.00']));
  });

  it("/exports lists the demo's finished export and its link downloads the file; without a link the download screen says so", async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'buyer@demo.test', PASSWORD);
    await page.goto('/exports');
    const link = page.getByRole('link', { name: /^Download orders-.*\.csv$/ }).first();
    const download = page.waitForEvent('download');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/download-file' && url.searchParams.has('s3_object_url'));
    const file = await download;
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.split('\n').filter(Boolean).length).toBeGreaterThan(1);
    await page.goto('/download-file?id=1');
    await page.getByText('S3 object URL is missing.').waitFor();
  });
});
