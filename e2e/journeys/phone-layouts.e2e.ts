import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';
import { apiCall, signInAs } from '../support/session';

const journey = useJourney();
const PHONE = { viewport: { width: 390, height: 844 } };
/** Calgary DC Phase 1 - Warehouse: a demo job with product lists. */
const PROJECT = 9;

/** Whether an element's content is cut by its own box (a button label ending "Add phase c"). */
const isClipped = (el: Locator) => el.evaluate((e) => e.scrollWidth > e.clientWidth + 1);
/** The width of each text's glyphs (a range over its text, not its box), left to right. */
const textBoxes = (els: Locator) =>
  els.evaluateAll((list) =>
    list.map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      const r = range.getBoundingClientRect();
      return { text: e.textContent ?? '', left: r.left, right: r.right, top: Math.round(r.top) };
    }),
  );

describe('phone layouts (390 px)', () => {
  it('company settings: the phase and cost code add rows keep whole buttons and usable name fields', async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/settings/company/codes');
    for (const kind of ['phase', 'cost']) {
      const add = page.getByRole('button', { name: `Add ${kind} code` });
      await add.waitFor();
      expect(await isClipped(add.locator('.mantine-Button-label')), `Add ${kind} code is cut`).toBe(false);
      const name = page.getByRole('textbox', { name: `${kind === 'phase' ? 'Phase' : 'Cost'} name` });
      expect((await name.boundingBox())!.width).toBeGreaterThanOrEqual(120);
    }
  });

  it('/roi: the chart shows a five-figure saving whole', async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'buyer@demo.test');
    await page.goto('/roi');
    await page.getByRole('textbox', { name: /^People/ }).first().fill('15');
    const chart = page.getByRole('img', { name: 'Money saved a year, by role' });
    const value = chart.locator('text', { hasText: '$15,000.00' });
    await value.waitFor();
    const [box, text] = await Promise.all([chart.boundingBox(), value.boundingBox()]);
    expect(text!.x + text!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
  });

  it("a product list item's quantity labels stand apart", async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'buyer@demo.test');
    const lists = (await apiCall(context, 'GET', `GetProjectProductList/?project_id=${PROJECT}`)).json as { results: { id: number }[] };
    await page.goto(`/project/bom/${PROJECT}?project_product_list_id=${lists.results[0].id}`);
    const quantities = page.getByLabel(/^Quantities of /).first();
    await quantities.waitFor();
    const labels = await textBoxes(quantities.locator('p:nth-child(1)'));
    expect(labels.map((l) => l.text)).toEqual([expect.stringMatching(/^Qty/), 'Ordered', 'Received', 'Remaining', 'On site']);
    labels.slice(1).forEach((l, i) => {
      const before = labels[i];
      if (l.top === before.top) expect(l.left - before.right, `${before.text} | ${l.text}`).toBeGreaterThanOrEqual(12);
    });
  });

  it("the supplier's invoice form keeps each line's quantity and unit price on the screen", async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'seller@demo.test');
    const listed = (await apiCall(context, 'GET', 'orders/?page_size=100')).json as { results: { id: number }[] };
    let orderId: number | undefined;
    for (const o of listed.results) {
      if (((await apiCall(context, 'GET', `orders/${o.id}/`)).json as { can_invoice: boolean }).can_invoice) {
        orderId = o.id;
        break;
      }
    }
    expect(orderId, 'a demo order the supplier can invoice').toBeDefined();
    await page.goto(`/orders?order_id=${orderId}`);
    await page.getByRole('button', { name: 'Record invoice' }).click();
    const form = page.getByRole('dialog', { name: /^Invoice PO / });
    const prices = form.getByRole('textbox', { name: /^Unit price of / });
    await prices.first().waitFor();
    for (const input of [...(await form.getByRole('textbox', { name: /^Quantity of / }).all()), ...(await prices.all())]) {
      const box = (await input.boundingBox())!;
      expect(box.x, (await input.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, (await input.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(390);
    }
  });

  it("a warehouse's bin QR sheet shows each QR code whole inside its label", async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'staff@demo.test');
    const warehouses = (await apiCall(context, 'GET', 'warehouses/')).json as { results: { id: number; name: string }[] };
    const crib = warehouses.results.find((w) => w.name === 'Denver Tool Crib')!;
    await page.goto(`/settings/company/warehouses/${crib.id}/qr`);
    const codes = page.getByRole('img', { name: /^QR code of bin / });
    await codes.first().waitFor();
    const boxes = await codes.evaluateAll((imgs) =>
      imgs.map((img) => {
        const label = img.parentElement!.getBoundingClientRect();
        const qr = img.getBoundingClientRect();
        return { name: img.getAttribute('alt'), left: qr.left >= label.left - 0.5, right: qr.right <= label.right + 0.5, width: qr.width };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const b of boxes) {
      expect(b, `${b.name} is cut`).toMatchObject({ left: true, right: true });
      expect(b.width, `${b.name} is too small to scan`).toBeGreaterThanOrEqual(100);
    }
  });


  it('switch company: each company keeps its whole Contractor or Supplier badge', async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'staff@demo.test');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Summit Electrical Contractors/ }).first().click();
    const companies = page.getByRole('list', { name: 'Companies' });
    await companies.getByRole('listitem', { name: 'Switch to Keystone Civil Constructors' }).waitFor();
    const badges = companies.locator('.mantine-Badge-label');
    expect(await badges.count()).toBeGreaterThan(0);
    for (const badge of await badges.all()) expect(await isClipped(badge), `${await badge.textContent()} is cut`).toBe(false);
  });
});
