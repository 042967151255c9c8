import { describe, expect, it } from 'vitest';
import { ProductListScreen } from '../pages/product-lists';
import { useJourney } from '../support/journey';
import { apiCall, signInAs } from '../support/session';

const journey = useJourney();
const LAPTOP = { viewport: { width: 1366, height: 850 } };
const PHONE = { viewport: { width: 390, height: 844 } };
/** Calgary DC Phase 1 - Warehouse: its switchgear list is shared with Metro and has the sublist Panel MHA. */
const PROJECT = 9;

describe('product list matching, tags and shared sublists', () => {
  it('a buyer finds a typed item in the catalogue, renames and deletes a tag; on a phone the supplier opens the sublist of the list shared with it', async () => {
    const { page, context } = await journey.open(LAPTOP);
    await signInAs(context, 'buyer@demo.test');
    const screen = new ProductListScreen(page);
    const lists = (await apiCall(context, 'GET', `GetProjectProductList/?project_id=${PROJECT}`)).json as { results: { id: number; name: string }[] };
    const switchgear = lists.results.find((l) => l.name === 'Warehouse switchgear room')!;
    await page.goto(`/project/bom/${PROJECT}?project_product_list_id=${switchgear.id}`);
    await page.getByRole('heading', { level: 2, name: 'Warehouse switchgear room' }).waitFor();
    await page.getByRole('group', { name: 'Sublists' }).getByRole('link', { name: /^Panel MHA/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Panel MHA' }).waitFor();

    // the typed wire item: Find in catalogue shows the catalogue's best matches and links one
    await screen.item('FIELD-12B').getByText('Not on the BOM').waitFor();
    await screen.itemAction('FIELD-12B', 'Find in catalogue');
    const find = screen.dialog('Find in catalogue');
    await find.getByRole('button', { name: 'Link catalogue item' }).click();
    await find.getByText('Choose the catalogue item this item is.').waitFor();
    const best = find.getByRole('radio').first();
    const code = (await best.getAttribute('aria-label'))!.split(' ')[0];
    await best.check();
    await screen.settle();
    await find.getByRole('button', { name: 'Link catalogue item' }).click();
    await find.waitFor({ state: 'detached' });
    // the typed item is last on the list (a BOM line of the list may carry the same number)
    await screen.item(code).last().waitFor();
    await screen.item('FIELD-12B').waitFor({ state: 'detached' });
    // now a catalogue item, it offers no Find in catalogue
    await page.getByRole('button', { name: `Actions of ${code}` }).last().click();
    await page.getByRole('menuitem', { name: 'Edit item' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Find in catalogue' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // a tag made, renamed and recoloured, then deleted after the question
    await page.getByRole('button', { name: 'Tags', exact: true }).click();
    const tags = screen.dialog('Update list tag');
    await tags.getByLabel('Tag name').fill('Temp power');
    await tags.getByRole('button', { name: 'Create tag' }).click();
    await tags.getByRole('checkbox', { name: 'Temp power' }).waitFor();
    await tags.getByRole('button', { name: 'Edit tag Temp power' }).click();
    await tags.getByLabel('New name for Temp power').fill('Temporary power');
    await tags.getByLabel('Colour of Temp power').fill('#fd7e14');
    await screen.settle();
    await tags.getByRole('button', { name: 'Save tag' }).click();
    await tags.getByRole('checkbox', { name: 'Temporary power' }).waitFor();
    await tags.getByRole('button', { name: 'Delete tag Temporary power' }).click();
    const confirm = screen.dialog('Delete tag');
    await confirm.getByText('Remove tag Temporary power from every list?').waitFor();
    await confirm.getByRole('button', { name: 'Delete tag' }).click();
    await confirm.waitFor({ state: 'detached' });
    await tags.getByRole('checkbox', { name: 'Temporary power' }).waitFor({ state: 'detached' });
    await tags.getByRole('button', { name: 'Cancel' }).click();
    await journey.closePages();

    // the supplier, on a phone: the shared list, and its sublist through it
    const seller = await journey.open(PHONE);
    await signInAs(seller.context, 'seller@demo.test');
    await seller.page.goto('/project_list_seller');
    await seller.page.getByText('Warehouse switchgear room').click();
    await seller.page.getByRole('heading', { level: 1, name: 'Warehouse switchgear room' }).waitFor();
    await seller.page.getByRole('group', { name: 'Sublists' }).getByText('Panel MHA').click();
    await seller.page.getByRole('heading', { level: 1, name: 'Panel MHA' }).waitFor();
    await seller.page.getByText('Temporary power panel 100 A, 42 circuit, rental').waitFor();
    await seller.page.getByText(/rental 2026-12-07 to 2027-03-26/).waitFor();
    await seller.page.getByRole('link', { name: 'Back to the parent list' }).waitFor();
  });
});
