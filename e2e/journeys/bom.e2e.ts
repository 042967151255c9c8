import { describe, expect, it } from 'vitest';
import { BomPage, cartFunc, catalogueItems, projectIdByName } from '../pages/bom';
import { useJourney } from '../support/journey';
import { signInAs } from '../support/session';

const journey = useJourney();

/** A signed-in buyer's page (nothing opened yet) and the BOM page object. */
async function asBuyer() {
  // With transitions, as most users see the app: the journey with the most dialogs.
  const tracked = await journey.open({ motion: true });
  await signInAs(tracked.context, 'buyer@demo.test');
  return { page: tracked.page, context: tracked.context, bom: new BomPage(tracked.page) };
}

describe('the procurement material view (BOM)', () => {
  it('adds catalogue items from the add-item panel, with quantity, package and codes, and stars a favourite', async () => {
    const { page, context, bom } = await asBuyer();
    const projectId = await projectIdByName(context, 'Boulder Tech Office Fit-Out');
    await bom.open(projectId);
    await page.getByRole('tab', { name: 'Procurement', selected: true }).waitFor();
    await page.getByText('This BOM has no lines yet.').waitFor();

    const drawer = await bom.openAddPanel();
    await drawer.getByLabel('Search catalogue').fill('sqd-qo1020');
    await drawer.getByRole('button', { name: 'Add SQD-QO1020', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add SQD-QO1020' });
    await add.getByRole('textbox', { name: 'Quantity' }).fill('0');
    await add.getByRole('button', { name: 'Add to BOM' }).click();
    await add.getByText('Quantity must be greater than 0').waitFor();
    await add.getByRole('textbox', { name: 'Quantity' }).fill('12');
    await bom.pickCode(add, 'phase', '26-05 · Common Work Results for Electrical');
    await bom.pickCode(add, 'cost', 'M · Material');
    await add.getByRole('button', { name: 'Add to BOM' }).click();
    await page.getByText('SQD-QO1020 added').waitFor();
    await add.waitFor({ state: 'detached' });

    // A second item, starred on the way: it shows under Favourites, and both under Recent.
    await drawer.getByLabel('Search catalogue').fill('ATC-EMT075');
    await drawer.getByRole('button', { name: 'Add ATC-EMT075 to favourites' }).click();
    await drawer.getByRole('button', { name: 'Remove ATC-EMT075 from favourites' }).waitFor();
    await drawer.getByRole('tab', { name: 'Favourites' }).click();
    await drawer.getByRole('button', { name: 'Add ATC-EMT075', exact: true }).click();
    const second = page.getByRole('dialog', { name: 'Add ATC-EMT075' });
    await second.getByRole('textbox', { name: 'Quantity' }).fill('30');
    await second.getByRole('button', { name: 'Add to BOM' }).click();
    await page.getByText('ATC-EMT075 added').waitFor();
    await drawer.getByRole('tab', { name: 'Recent' }).click();
    await drawer.getByRole('button', { name: 'Add SQD-QO1020', exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Add ATC-EMT075', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await bom.line('SQD-QO1020').waitFor();
    expect(await bom.line('SQD-QO1020').getByRole('textbox', { name: 'Quantity of SQD-QO1020' }).inputValue()).toBe('12');
    await bom.line('SQD-QO1020').getByRole('button', { name: 'Phase 26-05 of SQD-QO1020' }).waitFor();
    await bom.line('SQD-QO1020').getByRole('button', { name: 'Cost M of SQD-QO1020' }).waitFor();
    await bom.line('ATC-EMT075').getByRole('button', { name: 'No phase code of ATC-EMT075' }).waitFor();
    await page.getByLabel('BOM totals').getByText(/^2 lines · \$/).waitFor();

    // The inline quantity edit saves on Enter and survives a reload.
    const quantity = bom.line('ATC-EMT075').getByRole('textbox', { name: 'Quantity of ATC-EMT075' });
    await quantity.fill('45');
    await quantity.press('Enter');
    await page.reload();
    await expect.poll(() => bom.line('ATC-EMT075').getByRole('textbox', { name: 'Quantity of ATC-EMT075' }).inputValue()).toBe('45');
  });

  it('sets phase and cost codes in bulk on the lines without one, leaving coded lines as they were', async () => {
    const { page, context, bom } = await asBuyer();
    const projectId = await projectIdByName(context, 'DMC Tower A - Core and Shell');
    const items = await catalogueItems(context, 'emt conduit', 4);
    expect(items).toHaveLength(4);
    await cartFunc(context, projectId, {
      func: 'add_item',
      id: items[0].id,
      package_count: 3,
      phase_code: { code: '26-51', name: 'Interior Lighting' },
      cost_code: { code: 'E', name: 'Equipment Rental' },
    });
    await cartFunc(context, projectId, { func: 'add_selected_wbs_tems', wbs_code_1: '', items: items.slice(1).map((i) => ({ id: i.id, package_count: 2 })) });
    const codes = items.map((i) => i.base_item_code);

    await bom.open(projectId);
    await bom.shown().filter({ hasText: 'Showing 4 of 4 lines' }).waitFor();
    await page.getByLabel('Select all loaded').check();
    await bom.bulkBar().getByText('4 selected').waitFor();
    await bom.bulkBar().getByRole('button', { name: 'Phase and cost code' }).click();
    await page.getByRole('menuitem', { name: 'Set on lines without a code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set phase and cost code' });
    await dialog.getByLabel('Phase code', { exact: true }).fill('26-24');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter both phase code and name').waitFor();
    await bom.pickCode(dialog, 'phase', '26-24 · Switchboards and Panelboards');
    await bom.pickCode(dialog, 'cost', 'L · Labor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const chip = (code: string, kind: 'Phase' | 'Cost') => bom.line(code).getByRole('button', { name: new RegExp(`^(${kind} \\S+|No ${kind.toLowerCase()} code) of `) });
    await expect.poll(() => chip(codes[1], 'Phase').getAttribute('aria-label')).toBe(`Phase 26-24 of ${codes[1]}`);
    for (const code of codes.slice(1)) {
      expect(await chip(code, 'Phase').getAttribute('aria-label')).toBe(`Phase 26-24 of ${code}`);
      expect(await chip(code, 'Cost').getAttribute('aria-label')).toBe(`Cost L of ${code}`);
    }
    expect(await chip(codes[0], 'Phase').getAttribute('aria-label')).toBe(`Phase 26-51 of ${codes[0]}`);
    expect(await chip(codes[0], 'Cost').getAttribute('aria-label')).toBe(`Cost E of ${codes[0]}`);

    // Grouped by phase code, with the counts of the summary; and it is all saved.
    await page.reload();
    await page.getByLabel('Group by phase code').check();
    await page.getByRole('heading', { name: /^Phase 26-24 · Switchboards and Panelboards/ }).getByText('3 lines').waitFor();
    await page.getByRole('heading', { name: /^Phase 26-51 · Interior Lighting/ }).getByText('1 line').waitFor();
  });

  it('scrolls a 5,000-line BOM to its last line', async () => {
    const { page, context, bom } = await asBuyer();
    const projectId = await projectIdByName(context, 'Lakewood Elementary Renovation');
    // Make the lines before the page opens: 5 requests of 1,000 lines, the very last one a line no other repeats.
    const [last] = await catalogueItems(context, 'sqd-qo1020', 1);
    const filler = (await catalogueItems(context, 'conduit', 200)).filter((i) => i.id !== last.id);
    for (let batch = 0; batch < 5; batch++) {
      const items = Array.from({ length: 1000 }, (_, i) => ({ id: filler[(batch * 1000 + i) % filler.length].id, package_count: 1 + (i % 5) }));
      if (batch === 4) items[999] = { id: last.id, package_count: 7 };
      await cartFunc(context, projectId, { func: 'add_selected_wbs_tems', wbs_code_1: `WBS-${batch + 1}`, items });
    }

    // Every page of lines the list asks for, in order.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/projects/${projectId}/retrieve_cart_items/`)) asked.push(new URL(request.url()).search);
    });
    await bom.open(projectId);
    await bom.shown().filter({ hasText: /^Showing \d+ of 5,000 lines$/ }).waitFor();
    await page.getByLabel('BOM totals').getByText(/^5,000 lines · \$/).waitFor();
    // Virtualised: far fewer rows in the page than lines loaded.
    expect(await bom.list().getByRole('listitem').count()).toBeLessThan(40);

    await expect
      .poll(
        async () => {
          await bom.scrollToEnd();
          return bom.line(last.base_item_code).count();
        },
        { timeout: 90_000, interval: 50 },
      )
      .toBe(1);
    await bom.line(last.base_item_code).getByRole('textbox', { name: `Quantity of ${last.base_item_code}` }).waitFor();
    expect(await bom.line(last.base_item_code).getByRole('textbox', { name: `Quantity of ${last.base_item_code}` }).inputValue()).toBe('7');
    await bom.shown().filter({ hasText: 'Showing 5,000 of 5,000 lines' }).waitFor();
    expect(await bom.list().getByRole('listitem').count()).toBeLessThan(40);
    // Each page once: scrolling asks for the next page many times while it loads (it asked for every page twice).
    expect(asked).toEqual(Array.from({ length: 34 }, (_, i) => (i === 0 ? '?page_size=150' : `?page_size=150&page=${i + 1}`)));
  }, 180_000);
});
