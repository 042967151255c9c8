import { describe, expect, it } from 'vitest';
import { ShippingFormScreen } from '../pages/shipping';
import { useJourney } from '../support/journey';
import { apiCall, signInAs } from '../support/session';

const journey = useJourney();
const PHONE = { viewport: { width: 390, height: 844 } };
/** A 1x1 PNG: the delivery photo the foreman "takes". */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('shipping a tool request to the job', () => {
  it('the warehouse readies and ships a form on a phone, the foreman signs for it with a photo and a damaged line, and returns that line', async () => {
    const crew = await journey.open(PHONE);
    await crew.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(crew.context, 'warehouse@demo.test');
    const waiting = await apiCall(crew.context, 'GET', 'ShippingForms/list/?status=pending');
    const form = (waiting.json.results as { id: number; number: string; is_return: boolean; item_count: number }[]).find((f) => !f.is_return && f.item_count > 0);
    if (!form) throw new Error(`no demo form waiting at the warehouse: ${JSON.stringify(waiting.json)}`);
    const screen = new ShippingFormScreen(crew.page);
    await screen.open(form.id);

    // the share link: host plus /shipping/{id}/
    await crew.page.getByRole('button', { name: 'Share link' }).click();
    await crew.page.getByText('Link copied!').waitFor();
    expect(await crew.page.evaluate(() => navigator.clipboard.readText())).toBe(`${journey.app.baseUrl}/shipping/${form.id}/`);

    // a pallet, then the same pallet in metric: 48 in is 1219.2 mm
    await screen.section('Packaging').getByRole('button', { name: 'Add packaging' }).click();
    const packaging = screen.dialog('Add packaging');
    await packaging.getByText('Pallet', { exact: true }).click();
    expect(await packaging.getByLabel('Length (in)').inputValue()).toBe('48');
    await packaging.getByText('Metric (mm, kg)').click();
    expect(await packaging.getByLabel('Length (mm)').inputValue()).toBe('1219.2');
    await packaging.getByRole('button', { name: 'Save' }).click();
    await packaging.waitFor({ state: 'detached' });
    await screen.section('Packaging').getByText('1219.2 × 1016 × 165.1 mm').waitFor();

    // a delivery option first, then ready to ship
    const details = screen.section('Shipping details');
    if (await details.getByRole('button', { name: 'Set delivery option' }).isVisible()) {
      await details.getByRole('button', { name: 'Set delivery option' }).click();
      const option = screen.dialog('Delivery option');
      await option.getByLabel('Search supplier contact groups').fill('Summit');
      await option.getByRole('button', { name: /Summit own trucks/ }).click();
      await option.waitFor({ state: 'detached' });
      await details.getByText('Summit own trucks').waitFor();
    }
    await crew.page.getByRole('button', { name: 'Ready to ship', exact: true }).click();
    await screen.stageIs('Ready to ship');

    // on the truck
    await crew.page.getByRole('button', { name: 'Confirm in transit' }).click();
    const transit = screen.dialog('Confirm in transit');
    await transit.getByRole('button', { name: 'Confirm in transit' }).click();
    await transit.getByText('Enter who carries it.').waitFor();
    await transit.getByLabel('Transit handler').fill('Marco (Summit truck 3)');
    await screen.settle();
    await transit.getByRole('button', { name: 'Confirm in transit' }).click();
    await transit.waitFor({ state: 'detached' });
    await screen.stageIs('In transit');
    await journey.closePages();

    // the foreman on the site signs for it
    const site = await journey.open(PHONE);
    await signInAs(site.context, 'foreman@demo.test');
    const foreman = new ShippingFormScreen(site.page);
    await foreman.open(form.id);
    await site.page.getByRole('button', { name: 'Confirm delivered' }).click();
    const delivered = foreman.dialog('Confirm delivered');
    await delivered.getByLabel('Delivery person').fill('Marco (Summit truck 3)');
    await delivered.getByRole('button', { name: 'Confirm delivered' }).click();
    await delivered.getByText('Enter who received the delivery.').waitFor();
    await delivered.getByLabel('Received by').fill('Luis Navarro');
    await delivered.locator('input[type=file][capture=environment]').setInputFiles({ name: 'dock.png', mimeType: 'image/png', buffer: PHOTO });
    await delivered.getByRole('img', { name: 'Photo dock.png' }).waitFor();
    await foreman.drawOn(delivered.getByRole('img', { name: /Signature of the receiver pad/ }));
    await delivered.getByText('Signed.').waitFor();
    const exception = delivered.getByRole('combobox', { name: /^Exception for / }).first();
    // the dialogs name a line by its item and serial ("18V cordless drill/driver · DRL-18V-001"); the form's list and the API by the item
    const damagedLine = (await exception.getAttribute('aria-label'))!.replace('Exception for ', '');
    const damagedItem = damagedLine.split(' · ')[0];
    await exception.selectOption('damaged');
    await delivered.getByLabel(`How many damaged of ${damagedLine}`).fill('1');
    await foreman.settle();
    await delivered.getByRole('button', { name: 'Confirm delivered' }).click();
    await delivered.waitFor({ state: 'detached' });
    await foreman.stageIs('Delivered');
    const deliveries = foreman.section('Deliveries');
    await deliveries.getByText('received by Luis Navarro', { exact: false }).waitFor();
    await deliveries.getByRole('button', { name: /^Preview photo dock/ }).waitFor();
    await deliveries.getByRole('button', { name: /^Preview signature / }).waitFor();
    await foreman.section('Shipping items').getByText('Damaged: 1').waitFor();

    // a return of exactly the damaged line
    await site.page.getByRole('button', { name: 'Create return for these lines' }).click();
    const ret = foreman.dialog('Create return');
    // The dialog opens after the click: wait for its damaged line, ticked, before counting the ticks.
    await ret.getByRole('checkbox', { name: new RegExp(`^${damagedLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), checked: true }).waitFor();
    expect(await ret.getByRole('checkbox', { checked: true }).count()).toBe(1);
    expect(await ret.getByLabel(`Quantity of ${damagedLine} to return`).inputValue()).toBe('1');
    await ret.getByRole('button', { name: 'Create return' }).click();
    await site.page.getByRole('heading', { level: 1, name: /^Return SF-\d+$/ }).waitFor();
    const items = foreman.section('Shipping items (1)');
    await items.getByText(damagedItem, { exact: true }).waitFor();
    const returnId = Number(new URL(site.page.url()).pathname.split('/')[2]);
    const created = await apiCall(site.context, 'GET', `ShippingForms/${returnId}/get/`);
    expect(created.json).toMatchObject({ return_of: { id: form.id }, shipping_items: [{ name: damagedItem, quantity: 1 }] });
  });
});
