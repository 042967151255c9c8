import { afterAll, describe, expect, it } from 'vitest';
import { BomPage, cartFunc, catalogueItems, createProject } from '../pages/bom';
import { signInThroughApi } from '../pages/catalogue';
import { daysFromToday } from '../support/dates';
import { apiCall } from '../support/session';
import { useJourney } from '../support/journey';
import { type Inbox, startSmtp } from '../support/smtp';

let inbox: Inbox | undefined;
// A real SMTP server: a submitted order's PDF goes to the supplier's email.
const journey = useJourney(async () => {
  inbox = await startSmtp();
  return { SMTP_URL: inbox.url };
});
afterAll(async () => inbox?.stop());
const PASSWORD = 'demo-pass-2026';

describe('purchase orders, both sides', () => {
  it('the buyer orders BOM lines, the supplier acknowledges with one line backordered, and the buyer sees it on the BOM without reloading', async () => {
    const buyer = await journey.open();
    await signInThroughApi(buyer.page, 'buyer@demo.test', PASSWORD);
    const projectId = await createProject(buyer.context, `PO journey ${Date.now()}`);
    const [a, b] = await catalogueItems(buyer.context, 'ATC-EMT0', 2);
    await cartFunc(buyer.context, projectId, { func: 'add_item', id: a.id, package_count: 3 });
    await cartFunc(buyer.context, projectId, { func: 'add_item', id: b.id, package_count: 2 });

    // the buyer selects the lines and creates the order for Metro Electric Supply
    const bom = new BomPage(buyer.page);
    await bom.open(projectId);
    await bom.select(a.base_item_code);
    await bom.select(b.base_item_code);
    await bom.bulkBar().getByRole('button', { name: 'Create purchase order' }).click();
    const pick = buyer.page.getByRole('dialog', { name: 'Create purchase order' });
    await pick.getByLabel('Supplier').click();
    await buyer.page.getByRole('option', { name: 'Metro Electric Supply' }).click();
    await pick.getByRole('button', { name: 'Create purchase order' }).click();

    // the pending screen: the new project has no address, so the order asks where to deliver; then submit it
    await buyer.page.waitForURL(/\/project\/po_daily_pending_process2\/\d+$/);
    const orderId = Number(buyer.page.url().split('/').pop());
    await buyer.page.getByRole('button', { name: 'Submit order' }).click();
    await buyer.page.getByText('Enter the ship-to address, or choose Will call.').waitFor();
    await buyer.page.getByRole('textbox', { name: 'Ship-to address' }).fill('1635 Aurora Ct, Aurora, CO 80045');
    await buyer.page.getByRole('button', { name: 'Submit order' }).click();
    const detail = buyer.page.getByRole('dialog', { name: /^PO / });
    await detail.waitFor();
    const poTitle = (await detail.getByRole('heading').first().textContent()) ?? '';
    const poNumber = poTitle.replace(/^PO /, '').trim();
    expect(poNumber).toMatch(/^SEC-\d+$/);
    await detail.getByText('Submitted', { exact: true }).first().waitFor();
    // Metro's order desk gets the PO as a PDF
    await inbox!.waitFor('orders@metro-electric.example', new RegExp(`filename="?PO-${poNumber}\\.pdf`));
    // the PDF the dialog links to names the PO number
    const pdfLink = await detail.getByRole('link', { name: 'PDF' }).getAttribute('href');
    const pdf = await buyer.context.request.get(pdfLink!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).toString('latin1')).toContain(`(Purchase order ${poNumber})`);
    await buyer.page.keyboard.press('Escape');

    // the buyer keeps the BOM open
    await bom.open(projectId);
    await bom.line(a.base_item_code).getByText(`${poNumber} · Submitted`).waitFor();
    const bell = buyer.page.getByRole('button', { name: /^Notifications/ });
    const unreadBefore = await bell.getAttribute('aria-label');

    // the supplier, in its own browser, sees it waiting, finds the order at /orders and acknowledges it
    const seller = await journey.open();
    await signInThroughApi(seller.page, 'seller@demo.test', PASSWORD);
    await seller.page.goto('/orders');
    await seller.page.getByRole('button', { name: /^Supplier action needed \(\d+ orders?\)$/ }).click();
    const waiting = seller.page.getByRole('dialog', { name: 'Supplier action needed' });
    await waiting.getByRole('link', { name: `PO ${poNumber}` }).waitFor();
    await seller.page.keyboard.press('Escape');
    // the incoming orders table: the order's first column opens it
    await seller.page.getByRole('table', { name: 'Incoming orders' }).getByRole('button', { name: `PO ${poNumber}`, exact: true }).click();
    const sellerDetail = seller.page.getByRole('dialog', { name: `PO ${poNumber}` });
    const promised = daysFromToday(37);
    const backorderedTo = daysFromToday(75);
    await sellerDetail.getByLabel('Promised date').fill(promised);
    await sellerDetail.getByRole('button', { name: 'Acknowledge' }).click();
    await sellerDetail.getByText('Order acknowledged', { exact: true }).first().waitFor();
    // one line backordered to a later date
    await sellerDetail.getByRole('checkbox', { name: `Select ${b.base_item_code}` }).check();
    await sellerDetail.getByLabel('Promised date').fill(backorderedTo);
    await sellerDetail.getByRole('button', { name: 'Backorder lines' }).click();
    await sellerDetail.getByText('Backordered', { exact: true }).first().waitFor();

    // the buyer's BOM shows the promised date on the backordered line, and the notification arrived, with no reload
    await bom.line(b.base_item_code).getByText(`${poNumber} · Backordered · promised ${backorderedTo}`).waitFor({ timeout: 15_000 });
    // …and the line not held back reads where it stands itself, not the order's status
    await bom.line(a.base_item_code).getByText(`${poNumber} · Order acknowledged · promised ${promised}`).waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).not.toBe(unreadBefore);

    // the supplier may not read a draft of the buyer's (404), nor act for the buyer (403), at the API
    const own = await apiCall(seller.context, 'POST', `orders/${orderId}/receive/`, {});
    expect(own.status).toBe(403);
  });

  it('the buyer asks Metro to price BOM lines, the supplier prices them in its own browser, and the buyer buys from the quote', async () => {
    const buyer = await journey.open();
    await signInThroughApi(buyer.page, 'buyer@demo.test', PASSWORD);
    const projectId = await createProject(buyer.context, `Quote journey ${Date.now()}`);
    const [a] = await catalogueItems(buyer.context, 'ATC-EMT0', 1);
    await cartFunc(buyer.context, projectId, { func: 'add_item', id: a.id, package_count: 5 });
    const bom = new BomPage(buyer.page);
    await bom.open(projectId);
    await bom.select(a.base_item_code);
    await bom.bulkBar().getByRole('button', { name: 'Request quote' }).click();
    const ask = buyer.page.getByRole('dialog', { name: 'Request quote' });
    await ask.getByLabel('Quote name').fill('Journey quote');
    await ask.getByLabel('Suppliers').click();
    await buyer.page.getByRole('option', { name: 'Metro Electric Supply' }).click();
    await ask.getByLabel('Quote name').click(); // closes the suppliers list, which stays open for more picks
    await ask.getByRole('button', { name: 'Create quote' }).click();
    const quote = buyer.page.getByRole('dialog', { name: 'Journey quote' });
    await quote.getByRole('button', { name: 'Send to suppliers' }).click();
    await quote.getByText('Active', { exact: true }).waitFor();

    const seller = await journey.open();
    await signInThroughApi(seller.page, 'seller@demo.test', PASSWORD);
    await seller.page.goto('/quotes');
    await seller.page.getByRole('table', { name: 'Quote requests' }).getByRole('button', { name: 'Journey quote', exact: true }).click();
    const sheet = seller.page.getByRole('dialog', { name: 'Journey quote' });
    await sheet.getByLabel(`Unit price of ${a.base_item_code}`).fill('0.55');
    await sheet.getByLabel(`Lead time of ${a.base_item_code}`).fill('4');
    await sheet.getByRole('button', { name: 'Send prices' }).click();
    await sheet.getByText('Priced', { exact: true }).waitFor();

    // the buyer's open quote refreshes on the notification and offers to buy
    const buy = quote.getByRole('button', { name: 'Buy from Metro Electric Supply' });
    await buy.waitFor({ timeout: 15_000 });
    await quote.getByText('$27.50').first().waitFor(); // 50 ft x 0.55, on the line and in the total
    await buy.click();
    await buyer.page.waitForURL(/\/project\/po_daily_pending_process2\/\d+$/);
    await buyer.page.getByText('Quoted price').first().waitFor();
  });
});
