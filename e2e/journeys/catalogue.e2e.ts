import { describe, expect, it } from 'vitest';
import { CataloguePage, signInThroughApi } from '../pages/catalogue';
import { useJourney } from '../support/journey';

const PASSWORD = 'demo-pass-2026';

const journey = useJourney();

describe('the product catalogue', () => {
  it('lets a buyer search the demo catalogue and open an item’s detail', async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'buyer@demo.test', PASSWORD);
    const catalogue = new CataloguePage(page);
    await catalogue.open();
    await page.getByText(/^[\d,]+ items$/).waitFor();

    await catalogue.search('sqd-qo1020');
    await catalogue.result('SQD-QO1020GF').waitFor();
    const first = page.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toContain('SQD-QO1020');
    expect(await first.textContent()).not.toContain('SQD-QO1020GF');

    const dialog = await catalogue.openItem('SQD-QO1020');
    await dialog.getByRole('heading', { name: 'QO Plug-On Circuit Breaker, 1-Pole, 20A, 120V' }).waitFor();
    await dialog.getByRole('table', { name: 'Spec data' }).getByText('Amperage').waitFor();
    await dialog.getByText('Manufacturer: Square D').waitFor();
    await dialog.getByRole('button', { name: /^Related item / }).first().waitFor();

    // A related item opens in the same dialog.
    const related = dialog.getByRole('button', { name: /^Related item / }).first();
    const relatedCode = (await related.getAttribute('aria-label'))!.replace('Related item ', '');
    await related.click();
    await page.getByRole('dialog', { name: `Item ${relatedCode}` }).waitFor();
  });

  it("adds an item to a project's BOM from the catalogue, showing the price the buyer pays and what the quantity makes", async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'buyer@demo.test', PASSWORD);
    const catalogue = new CataloguePage(page);
    await catalogue.open();
    await catalogue.search('sqd-qo1020');
    await catalogue.result('SQD-QO1020GF').waitFor();
    expect(await catalogue.result('SQD-QO1020GF').textContent()).toMatch(/\/ EA · (contract|list) price/);
    const item = await catalogue.openItem('SQD-QO1020');
    await item.getByRole('button', { name: 'Add to project BOM' }).click();
    const picker = page.getByRole('dialog', { name: "Add to which project's BOM?" });
    await picker.getByLabel('Search projects').fill('Boulder');
    await picker.getByRole('listitem').filter({ hasText: 'Boulder Tech Office Fit-Out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/project/bom/') && url.searchParams.has('add_item_id'));
    const add = page.getByRole('dialog', { name: 'Add SQD-QO1020' });
    await add.getByLabel(/^Quantity/).fill('3');
    await add.getByText(/^= 3 EA · \$/).waitFor();
    await add.getByRole('button', { name: 'Add to BOM' }).click();
    await page.getByText('SQD-QO1020 added').waitFor();
    expect(new URL(page.url()).searchParams.has('add_item_id')).toBe(false);
  });

  it('does not offer a seller to add to a BOM', async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'seller@demo.test', PASSWORD);
    const catalogue = new CataloguePage(page);
    await catalogue.open();
    await catalogue.search('sqd-qo1020');
    const item = await catalogue.openItem('SQD-QO1020');
    await item.getByRole('heading', { name: /QO Plug-On/ }).waitFor();
    expect(await item.getByRole('button', { name: 'Add to project BOM' }).count()).toBe(0);
  });

  it('narrows a search to a category', async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'buyer@demo.test', PASSWORD);
    const catalogue = new CataloguePage(page);
    await catalogue.open();
    await catalogue.search('troffer 2x4 5000 lm 4000k');
    await page.getByText(/^\d+ items?$/).waitFor();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: /^Lighting/ }).click();
    await catalogue.result('FPT2450L40K').first().waitFor();
    const rows = await page.getByRole('listitem').allTextContents();
    for (const row of rows) expect(row).toContain('Troffer 2x4');
  });

  it('shows a supplier the row errors of a price file by line number', async () => {
    const { page } = await journey.open();
    await signInThroughApi(page, 'seller@demo.test', PASSWORD);
    await page.goto('/price_file');
    await page.getByRole('heading', { name: 'Import price file' }).waitFor();
    await page.getByRole('combobox', { name: 'Buyer company' }).fill('Summit');
    await page.getByRole('option', { name: 'Summit Electrical Contractors' }).click();
    const csv = [
      'catalog_number,description,manufacturer,category,unit,price',
      'ATC-EMT050,,,,,0.55',
      'ATC-EMT075,,,,,free',
      'ATC-EMT100,,,,,1.40',
      'ATC-EMT125,,,,,2.10',
      'ATC-EMT150,,,,,2.60',
      'NO-SUCH-ITEM,,,,,3.00',
    ].join('\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'metro-prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    const errors = page.getByRole('table', { name: 'Row errors' });
    await errors.waitFor();
    const lines = await errors.locator('tbody tr td:first-child').allTextContents();
    expect(lines).toEqual(['3', '7']);
    await page.getByText('Nothing was imported: fix the rows listed and upload the file again.').waitFor();
  });
});
