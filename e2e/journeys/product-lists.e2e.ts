import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BomPage } from '../pages/bom';
import { ProductListScreen } from '../pages/product-lists';
import { useJourney } from '../support/journey';
import { apiCall, signInAs } from '../support/session';

const journey = useJourney();
const LAPTOP = { viewport: { width: 1366, height: 850 } };
const PHONE = { viewport: { width: 390, height: 844 } };
/** Calgary DC Phase 1 - Warehouse: a demo job whose BOM has EMT lines. */
const PROJECT = 9;
/** The job-site stock screen's rows (DataTable): table rows on a laptop, cards (list items) on a phone; the header row is left out. */
const stockRows = (page: Page) => {
  const list = page.getByRole('table', { name: 'Job-site stock' }).or(page.getByRole('list', { name: 'Job-site stock' }));
  return list.getByRole('row').filter({ has: page.getByRole('cell') }).or(list.getByRole('listitem'));
};
/** The stock row of an item in a bin: its code and its bin badge. */
const stockRow = (page: Page, code: string, bin: string) => stockRows(page).filter({ hasText: code }).filter({ hasText: `Bin ${bin}` });

describe('product lists and job-site stock', () => {
  it('a buyer builds a list from BOM lines, tags it and orders it all; on a phone the material is received into job-site bins, the QR sheet printed and an item label scanned', async () => {
    const { page, context } = await journey.open(LAPTOP);
    await signInAs(context, 'buyer@demo.test');
    const bom = new BomPage(page);
    const screen = new ProductListScreen(page);
    await bom.open(PROJECT);

    // two BOM lines onto a new list, from the bulk actions
    // two lighting lines nobody has ordered yet
    await page.getByLabel('Search materials').fill('LIT-');
    await bom.line('LIT-DL6627WH').waitFor();
    await bom.select('LIT-FPT2430L30K');
    await bom.select('LIT-DL6627WH');
    await bom.bulkBar().getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Add to product list' }).click();
    const add = screen.dialog('Add to or link to project product list');
    // the project's lists are in before Add to list is pressed without one chosen
    await add.getByRole('radiogroup', { name: 'List' }).waitFor();
    await add.getByRole('button', { name: 'Add to list' }).click();
    await add.getByText('Choose the list to add the lines to.').waitFor();
    await add.getByRole('button', { name: 'New list' }).click();
    const create = screen.dialog('New product list');
    await create.getByRole('button', { name: 'Create list' }).click();
    await create.getByText('Please enter a list name.').waitFor();
    await create.getByLabel('List name').fill('Level 2 lighting');
    await screen.settle();
    await create.getByRole('button', { name: 'Create list' }).click();
    await create.waitFor({ state: 'detached' });
    expect(await add.getByRole('radio', { name: 'Level 2 lighting' }).isChecked()).toBe(true);
    await screen.settle();
    await add.getByRole('button', { name: 'Add to list' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByText('2 items added to Level 2 lighting').waitFor();

    // the Lists panel opens the list: its items with ordered, received, remaining and on site
    await page.getByRole('button', { name: /^Product lists/ }).click();
    await page.getByRole('link', { name: 'Level 2 lighting' }).click();
    await page.getByRole('heading', { level: 2, name: 'Level 2 lighting' }).waitFor();
    await screen.item('LIT-FPT2430L30K').waitFor();
    await screen.item('LIT-DL6627WH').getByText('Remaining').waitFor();

    // a new tag with a colour
    await page.getByRole('button', { name: 'Tags', exact: true }).click();
    const tags = screen.dialog('Update list tag');
    await tags.getByLabel('Tag name').fill('Night shift');
    await tags.getByLabel('Colour').fill('#fa5252');
    await tags.getByRole('button', { name: 'Create tag' }).click();
    await tags.getByRole('checkbox', { name: 'Night shift' }).waitFor();
    expect(await tags.getByRole('checkbox', { name: 'Night shift' }).isChecked()).toBe(true);
    await screen.settle();
    await tags.getByRole('button', { name: 'Save' }).click();
    await tags.waitFor({ state: 'detached' });
    await page.getByText('Night shift', { exact: true }).first().waitFor();

    // add all to PO: the draft order for the supplier opens
    const listUrl = page.url();
    await page.getByRole('button', { name: 'Add all to PO' }).click();
    const po = screen.dialog('Add all to PO');
    await screen.choose(po, 'Supplier', /Metro Electric Supply/);
    await screen.settle();
    await po.getByRole('button', { name: 'Add to PO' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/project/po_daily_pending_process2/'));
    await journey.closePages();

    // on the job, on a phone: both items go to bin L2-A, one is received there, the other moves to L2-B (confirmed)
    const site = await journey.open(PHONE);
    await signInAs(site.context, 'buyer@demo.test');
    const phone = new ProductListScreen(site.page);
    await site.page.goto(listUrl.replace(journey.app.baseUrl, ''));
    await site.page.getByRole('heading', { level: 2, name: 'Level 2 lighting' }).waitFor();
    await phone.item('LIT-FPT2430L30K').getByText('Ordered').waitFor();
    await phone.item('LIT-FPT2430L30K').getByRole('checkbox').check();
    await phone.item('LIT-DL6627WH').getByRole('checkbox').check();
    await site.page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Bin location' }).click();
    const bins = phone.dialog('Bin location update');
    await phone.newBin(bins, 'L2-A', 'Level 2 cage');
    await phone.settle();
    await bins.getByRole('button', { name: 'Save' }).click();
    await bins.waitFor({ state: 'detached' });
    await phone.item('LIT-FPT2430L30K').getByText('Bin L2-A').waitFor();

    await phone.itemAction('LIT-FPT2430L30K', 'Receive on site');
    const receive = phone.dialog('Receive on site');
    expect(await receive.getByLabel('Bin location', { exact: true }).inputValue()).toMatch(/^L2-A/);
    // the list asks for 36 troffers and the draft order holds them: 30 arrive first (more than 36 would be refused)
    await receive.getByLabel(/^Quantity received/).fill('30');
    await phone.settle();
    await receive.getByRole('button', { name: 'Receive' }).click();
    await receive.waitFor({ state: 'detached' });
    await phone.item('LIT-FPT2430L30K').getByLabel('Quantities of LIT-FPT2430L30K').getByText('30', { exact: true }).waitFor();

    await phone.itemAction('LIT-DL6627WH', 'Bin location');
    const move = phone.dialog('Bin location update');
    await phone.newBin(move, 'L2-B', 'Level 2 east wall');
    await phone.settle();
    await move.getByRole('button', { name: 'Save' }).click();
    await move.getByText('This will move 1 item out of another bin. Confirm to continue.').waitFor();
    await move.getByRole('button', { name: 'Confirm' }).click();
    await move.waitFor({ state: 'detached' });
    await phone.item('LIT-DL6627WH').getByText('Bin L2-B').waitFor();

    // the QR sheet: a label per bin and item; scanning an item's label finds it in its list
    await site.page.getByRole('link', { name: 'QR labels' }).click();
    await site.page.getByRole('heading', { level: 1, name: 'QR labels of Level 2 lighting' }).waitFor();
    const labels = site.page.getByRole('list', { name: 'Labels' });
    await labels.getByRole('listitem', { name: /^Bin label Bin L2-A/ }).waitFor();
    const itemLabel = labels.getByRole('listitem', { name: /^Item label / }).first();
    await itemLabel.getByRole('img', { name: /^QR code jobsite:list_item:\d+$/ }).waitFor();
    const value = (await itemLabel.getByText(/^jobsite:list_item:\d+$/).textContent())!;
    const itemId = value.split(':').at(-1);
    await site.page.getByRole('button', { name: 'Scan code' }).click();
    const scan = phone.dialog('Scan code / barcode search');
    await scan.getByLabel('Barcode value').fill(value);
    await scan.getByRole('button', { name: 'Search' }).click();
    await site.page.waitForURL((url) => url.searchParams.get('item_id') === itemId && url.searchParams.has('project_product_list_id'));
    await site.page.locator(`#list-item-${itemId}[aria-current="true"]`).waitFor();
  });

  it('the job-site stock screen filters by project, bin, item and in stock, and exports what it shows, on a phone and a laptop', async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'buyer@demo.test');
    // a list with one item received into a bin, made through the API
    const lines = (await apiCall(context, 'GET', `projects/${PROJECT}/retrieve_cart_items/?search=BPT-ESC050`)).json.results as { id: number; base_item_code: string }[];
    const list = await apiCall(context, 'POST', 'UpdateProductList/', { action: 'create', project_id: PROJECT, name: 'Switchgear room' });
    const added = await apiCall(context, 'POST', 'UpdateProductListItem/', { action: 'add_from_bom', list_id: list.json.id, cart_item_ids: [lines[0].id] });
    const bin = await apiCall(context, 'POST', 'ProjectProductList/job_site_bins/', { project_id: PROJECT, code: 'SG-1', name: 'Switchgear shelf' });
    expect([list.status, added.status, bin.status].every((st) => st < 300)).toBe(true);
    const itemId = (added.json.results as { id: number }[])[0].id;
    const received = await apiCall(context, 'POST', `ProjectProductListItem/${itemId}/receive/`, { quantity: 12, bin_id: bin.json.id });
    expect(received.status).toBeLessThan(300);

    const stock = new ProductListScreen(page);
    await page.goto('/job_warehouse_stock_items');
    await page.getByRole('heading', { level: 1, name: 'Job-site stock' }).waitFor();
    await stockRow(page, 'BPT-ESC050', 'SG-1').waitFor();

    await page.getByRole('button', { name: 'Filter' }).click();
    const filter = stock.dialog('Job-site stock filter');
    await stock.choose(filter, 'Project', /Calgary DC Phase 1/);
    await stock.choose(filter, 'Bin', /^SG-1/);
    await filter.getByLabel('Item').fill('ESC050');
    await filter.getByRole('switch', { name: 'In stock only' }).check({ force: true });
    await stock.settle();
    await filter.getByRole('button', { name: 'Apply' }).click();
    await filter.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('bin_id') === String(bin.json.id) && url.searchParams.get('in_stock') === 'true' && url.searchParams.get('search') === 'ESC050');
    await page.getByRole('group', { name: 'Active filters' }).getByText('In stock only').waitFor();
    // Count once the filtered answer is shown, not while the unfiltered rows are still there.
    await page.getByText('Showing 1 of 1').waitFor();
    const rows = stockRows(page);
    expect(await rows.count()).toBe(1);

    // the export is the filtered rows
    // (the Excel link is read while the menu is open: choosing CSV closes it)
    await page.getByRole('button', { name: 'Export' }).click();
    const xlsxHref = await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).getAttribute('href');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const csv = (await download.createReadStream().then(async (s) => Buffer.concat(await s.toArray()))).toString('utf8');
    expect(csv).toContain('BPT-ESC050');
    expect(csv).toContain('SG-1');
    expect(csv.trim().split('\n')).toHaveLength(2);
    const xlsx = await context.request.get(xlsxHref!);
    expect(xlsx.status()).toBe(200);
    expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
    await journey.closePages();

    // on a laptop, nothing matching says so and the filters clear
    const desk = await journey.open(LAPTOP);
    await signInAs(desk.context, 'buyer@demo.test');
    await desk.page.goto(`/job_warehouse_stock_items?project_id=${PROJECT}&search=no-such-item`);
    await desk.page.getByText('Nothing on site matches these filters: change or clear them.').waitFor();
    await desk.page.getByRole('button', { name: 'Clear filters' }).click();
    await stockRow(desk.page, 'BPT-ESC050', 'SG-1').waitFor();
  });
});
