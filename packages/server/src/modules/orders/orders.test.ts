import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { notifications, projects, purchaseOrderItems, purchaseOrders, suppliers, taxCodes } from '../../db/schema/index';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { daysFromToday } from '../../platform/text-and-dates';

let t: TestApp;
let w: CartWorld;
let supplierId: number;
let outsideSupplierId: number;
let asOtherSeller: Awaited<ReturnType<TestApp['as']>>;
/** Promised dates the supplier gives, from today on (a day before today is refused). */
const soon = daysFromToday(8);
const later = daysFromToday(10);
const backorderedTo = daysFromToday(44);
/** The day the supplier dates its invoices: the order's submission day or later (every order here is submitted today). */
const invoicedOn = daysFromToday(0);

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id, email: `orders-${w.tag.toLowerCase()}@metro.example` }).returning();
  [{ id: outsideSupplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Corner store ${w.tag}` }).returning();
  const otherSeller = await makeCompany(t.db, { systemType: 'seller' });
  asOtherSeller = t.as(await t.signIn((await makeAccount(t.db, otherSeller.id)).id, otherSeller.id));
});
afterAll(() => t.close());

/** The document title of a PDF: pdfkit keeps the info dictionary uncompressed, its Title an indirect literal or UTF-16 hex string. */
function pdfTitle(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text);
  if (!ref) return null;
  const value = new RegExp(`\\n${ref[1]} 0 obj\\n(?:\\(([^)]*)\\)|<([0-9a-fA-F]+)>)`).exec(text);
  if (!value) return null;
  if (value[1] !== undefined) return value[1];
  const bytes = Buffer.from(value[2], 'hex');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
}

/** A project of the buyer with a job-site address, which its orders ship to (w.make's have none). */
async function addressedJob(input: Parameters<CartWorld['make']>[0]) {
  const project = await w.make(input);
  await t.db
    .update(projects)
    .set({ address: { note: '', Field_1: '1635 Aurora Ct', Field_2: '', city: 'Aurora', state: 'CO', zip: '80045', country: 'USA', type: 'job_site', work_phone: '' } })
    .where(eq(projects.id, project.id));
  return project;
}

const post = (as: CartWorld['asBuyer'], url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: CartWorld['asBuyer'], url: string) => as({ method: 'GET', url: `/api/v1/${url}` });

async function bomLines(projectId: number) {
  const [breaker, conduit] = await w.addLines(projectId, [
    { baseItemId: w.items.breaker, packageCount: 4 },
    { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
  ]);
  const [custom] = await w.addCustom(projectId, [{ description: 'Pull box 12x12', code: 'PB-12', unit: 'EA', unitPrice: 0.145, manufacturerName: '', packageCount: 2 }]);
  return { breaker, conduit, custom };
}

describe('purchase orders from the BOM to received', () => {
  it('walks both sides through the transition table, fenced, numbered, priced and told', async () => {
    const job = await addressedJob({ name: `PO job ${w.tag}`, main_job_num: `J-${w.tag}` });
    const lines = await bomLines(job.id);

    const created = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker, lines.conduit, lines.custom], supplier_id: supplierId });
    expect(created.statusCode, created.body).toBe(201);
    const [summary] = created.json().orders;
    expect(summary).toMatchObject({ status: 'pending', status_display: 'Pending', po_number: null, line_count: 3, supplying_company: { id: w.supplier.id }, supplier: { id: supplierId } });
    // 4 x 7.50 contract + 30 ft x 0.62 catalogue + 2 x 0.145 custom = 30 + 18.60 + 0.29
    expect(summary.total).toBe(48.89);

    const detail = (await get(w.asBuyer, `orders/${summary.id}/`)).json();
    expect(detail.items.map((i: { quantity: number; unit_price: number; price_source: string; extended_price: number }) => [i.quantity, i.unit_price, i.price_source, i.extended_price])).toEqual([
      [4, 7.5, 'contract', 30],
      [30, 0.62, 'catalogue', 18.6],
      [2, 0.145, 'custom', 0.29],
    ]);
    expect(detail.actions).toEqual(['submit', 'archive', 'cancel']);
    expect(detail.editable).toBe(true);

    // the supplier never sees a buyer's draft; nobody else sees it at all
    expect((await get(w.asSeller, `orders/${summary.id}/`)).statusCode).toBe(404);
    expect((await get(w.asSeller, 'orders/')).json().results.map((o: { id: number }) => o.id)).not.toContain(summary.id);
    expect((await get(w.asStranger, `orders/${summary.id}/`)).statusCode).toBe(404);
    expect((await post(w.asSeller, `orders/${summary.id}/acknowledge/`)).statusCode).toBe(404);

    // buffered PO: the same supplier's next lines join the pending order
    expect((await get(w.asBuyer, `projects/${job.id}/get_buffered_po/`)).json().orders.map((o: { id: number }) => o.id)).toEqual([summary.id]);

    // the buyer may not take the supplier's steps, and vice versa
    const submitted = await post(w.asBuyer, `orders/${summary.id}/submit/`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const po = submitted.json();
    expect(po.status).toBe('ordered');
    expect(po.status_display).toBe('Submitted');
    expect(po.po_number).toMatch(/\d/);
    expect((await get(w.asBuyer, `projects/${job.id}/get_last_po_num/`)).json().last_po_num).toBe(po.po_number);
    // the supplier's email gets the PDF
    await t.app.afterResponse.settled();
    const mail = t.mailer.lastTo(`orders-${w.tag.toLowerCase()}@metro.example`);
    expect(mail?.subject).toBe(`Purchase order ${po.po_number} from ${w.company.name}`);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: `PO-${po.po_number}.pdf`, contentType: 'application/pdf' });
    expect(pdfTitle(mail!.attachments![0].content)).toBe(`Purchase order ${po.po_number}`);
    // a supplier that uses the app is linked to the order there
    expect(mail?.text).toMatch(new RegExp(`\\nAcknowledge it and set promised dates in the app: https?://[^/\\s]+/orders\\?order_id=${summary.id}\\n`));
    const ack = await post(w.asBuyer, `orders/${summary.id}/acknowledge/`);
    expect(ack.statusCode).toBe(403);
    expect(ack.json().detail).toBe('Only the supplier can acknowledge an order.');
    expect((await post(w.asSeller, `orders/${summary.id}/submit/`)).statusCode).toBe(403);
    expect((await get(asOtherSeller, `orders/${summary.id}/`)).statusCode).toBe(404);

    // the supplier sees it, with its count of orders waiting
    const incoming = (await get(w.asSeller, 'orders/')).json();
    expect(incoming.results.find((o: { id: number }) => o.id === summary.id)).toMatchObject({ po_number: po.po_number, buyer_company: { id: w.company.id } });
    expect((await get(w.asSeller, 'orders/action_needed_count/')).json().count).toBeGreaterThanOrEqual(1);
    const sellerView = (await get(w.asSeller, `orders/${summary.id}/`)).json();
    expect(sellerView.actions).toEqual(['acknowledge', 'backorder', 'ship']);

    // a promised day already past is refused at the field, and the order stays as it was
    const steps = [['acknowledge', {}], ['backorder', { item_ids: [sellerView.items[1].id] }], ['promise', {}]] as const;
    for (const [action, body] of steps) {
      for (const day of ['1999-01-01', daysFromToday(-2)]) {
        const refused = await post(w.asSeller, `orders/${summary.id}/${action}/`, { ...body, promised_date: day });
        expect(refused.statusCode, `${action} ${day}`).toBe(400);
        expect(refused.json()).toEqual({ promised_date: ['The promised date cannot be in the past.'] });
      }
      // nor a day years away: the buyer was told 'promised for 9999-12-31'
      for (const day of ['9999-12-31', daysFromToday(5 * 366 + 2)]) {
        const refused = await post(w.asSeller, `orders/${summary.id}/${action}/`, { ...body, promised_date: day });
        expect([`${action} ${day}`, refused.statusCode, refused.json()]).toEqual([`${action} ${day}`, 400, { promised_date: ['The promised date cannot be more than 5 years ahead.'] }]);
      }
    }
    const untouched = (await get(w.asSeller, `orders/${summary.id}/`)).json();
    expect(untouched.status).toBe('ordered');
    expect(untouched.items.map((i: { promised_date: string | null; backordered: boolean }) => [i.promised_date, i.backordered])).toEqual(sellerView.items.map(() => [null, false]));

    // today is not in the past
    const today = daysFromToday(0);
    const acknowledged = await post(w.asSeller, `orders/${summary.id}/acknowledge/`, { promised_date: today });
    expect(acknowledged.json().status).toBe('order acknowledged');
    // a per-line promised date keeps the status
    const promised = await post(w.asSeller, `orders/${summary.id}/promise/`, { item_ids: [sellerView.items[2].id], promised_date: later });
    expect(promised.json()).toMatchObject({ status: 'order acknowledged', can_promise: true });
    expect(promised.json().items.map((i: { promised_date: string }) => i.promised_date)).toEqual([today, today, later]);
    expect((await post(w.asBuyer, `orders/${summary.id}/promise/`, { promised_date: later })).statusCode).toBe(403);
    expect((await post(w.asSeller, `orders/${summary.id}/promise/`, { promised_date: 'soon' })).statusCode).toBe(400);
    const noDate = await post(w.asSeller, `orders/${summary.id}/backorder/`, { item_ids: [sellerView.items[1].id] });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toEqual({ promised_date: ['Enter the promised date for the backordered lines.'] });
    const backordered = await post(w.asSeller, `orders/${summary.id}/backorder/`, { item_ids: [sellerView.items[1].id], promised_date: backorderedTo });
    expect(backordered.json().status).toBe('backordered');

    // the buyer sees the promised date on the BOM line, and was told
    const ordered = (await get(w.asBuyer, `projects/${job.id}/ordered_lines/`)).json().lines;
    expect(ordered.find((l: { cart_item_id: number }) => l.cart_item_id === lines.conduit)).toMatchObject({ po_number: po.po_number, status: 'backordered', promised_date: backorderedTo, backordered: true, quantity: 30 });
    const told = await t.db.select().from(notifications).where(eq(notifications.accountId, w.buyer.id));
    expect(told.some((n) => n.content.includes(po.po_number) && n.content.includes('backordered') && n.link === `/all_orders?order_id=${summary.id}`)).toBe(true);

    // shipping part of it keeps the order where it is; the rest makes it Scheduled
    const partly = await post(w.asSeller, `orders/${summary.id}/ship/`, { item_ids: [sellerView.items[0].id] });
    expect(partly.json().status).toBe('backordered');
    // the BOM learns each line's own state: the shipped line is shipped, the backordered one still backordered
    const afterShip = (await get(w.asBuyer, `projects/${job.id}/ordered_lines/`)).json().lines;
    expect(afterShip.find((l: { cart_item_id: number }) => l.cart_item_id === sellerView.items[0].cart_item_id)).toMatchObject({ status: 'backordered', shipped: true, backordered: false });
    expect(afterShip.find((l: { cart_item_id: number }) => l.cart_item_id === lines.conduit)).toMatchObject({ status: 'backordered', shipped: false, backordered: true });
    const shipped = await post(w.asSeller, `orders/${summary.id}/ship/`);
    expect(shipped.json()).toMatchObject({ status: 'shipped complete', status_display: 'Scheduled' });
    expect((await post(w.asSeller, `orders/${summary.id}/deliver/`)).json().status).toBe('delivered');
    const received = await post(w.asBuyer, `orders/${summary.id}/receive/`);
    expect(received.json().status).toBe('received');
    expect(received.json().actions).toEqual([]);
    const late = await post(w.asBuyer, `orders/${summary.id}/cancel/`);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('A received order cannot be canceled.');

    // the history says who did what
    const history = received.json().history.map((h: { action: string }) => h.action);
    expect(history[0]).toBe('Order created');
    expect(history).toContain('Submit order → Submitted');
    expect(history).toContain('Acknowledge → Order acknowledged');
    expect(history.at(-1)).toBe('Mark received → Received');

    // the PDF names the PO number (document title) for both sides; strangers get 404
    for (const as of [w.asBuyer, w.asSeller]) {
      const pdf = await get(as, `GetDailyPDFPurchaseOrder/?purchase_order_id=${summary.id}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfTitle(pdf.rawPayload)).toBe(`Purchase order ${po.po_number}`);
    }
    expect((await get(w.asStranger, `GetDailyPDFPurchaseOrder/?purchase_order_id=${summary.id}`)).statusCode).toBe(404);
    expect((await get(w.asBuyer, 'GetDailyPDFPurchaseOrder/?purchase_order_id=abc')).statusCode).toBe(400);

    // a project with orders is not deleted
    const del = await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${job.id}/` });
    expect(del.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('orders what is left of a line, refuses a line ordered in full and a line of another project, changing nothing', async () => {
    const job = await addressedJob({ name: `Partial job ${w.tag}` });
    const lines = await bomLines(job.id);
    const first = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker], supplier_id: supplierId })).json().orders[0];
    await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${first.id}/items/${(await get(w.asBuyer, `orders/${first.id}/`)).json().items[0].id}/`, payload: { quantity: 1 } });
    // 3 of 4 breakers are left: a second order (another supplier) takes them
    const second = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker], supplier_id: outsideSupplierId });
    expect(second.statusCode).toBe(201);
    const secondDetail = (await get(w.asBuyer, `orders/${second.json().orders[0].id}/`)).json();
    expect(secondDetail.items[0]).toMatchObject({ quantity: 3, unit_price: 9.8, price_source: 'catalogue' });
    expect(secondDetail.supplying_company).toBeNull();

    // a selection ordered in full throughout is refused, changing nothing
    const before = await t.db.select().from(purchaseOrderItems);
    const full = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker] });
    expect(full.statusCode).toBe(400);
    expect(full.json().cart_item_ids[0]).toMatch(/^Ordered in full already: /);
    expect(await t.db.select().from(purchaseOrderItems)).toHaveLength(before.length);
    const foreign = await w.addLines(w.project2.id, [{ baseItemId: w.items.wire, packageCount: 1 }]);
    const unknown = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.custom, 2147483647] });
    expect(unknown.json()).toEqual({ cart_item_ids: ['Some of the lines are not on this project.'] });
    const mixed = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.custom, foreign[0]] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ cart_item_ids: ['Some of the lines are not on this project.'] });
    expect(await t.db.select().from(purchaseOrderItems)).toHaveLength(before.length);
    // with a line that has something left (a whole BOM selected), that line is ordered and the full one left out, named
    const some = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker, lines.custom], supplier_id: supplierId });
    expect(some.statusCode, some.body).toBe(201);
    expect(some.json().skipped).toEqual([{ cart_item_id: lines.breaker, description: expect.any(String), reason: 'Ordered in full already.' }]);
    const known = new Set(before.map((i) => i.id));
    expect((await t.db.select().from(purchaseOrderItems)).filter((i) => !known.has(i.id)).map((i) => [i.orderId, i.cartItemId])).toEqual([[some.json().orders[0].id, lines.custom]]);

    for (const payload of [{ cart_item_ids: [] }, { cart_item_ids: [0] }, { cart_item_ids: 'x' }, {}]) {
      const res = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [] })).json().cart_item_ids).toEqual(['Please select item(s)']);
    expect((await post(w.asBuyer, `projects/${w.otherProject.id}/add_to_po/`, { cart_item_ids: [lines.custom] })).statusCode).toBe(404);
    const zero = await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${first.id}/items/${secondDetail.items[0].id}/`, payload: { quantity: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ quantity: ['Quantity must be greater than 0'] });
    // finer than quantities are kept is refused, not stored as 0 or rounded
    for (const quantity of [0.0004, 1.2345]) {
      const fine = await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${first.id}/items/${secondDetail.items[0].id}/`, payload: { quantity } });
      expect([fine.statusCode, fine.json()]).toEqual([400, { quantity: ['Ensure that there are no more than 3 decimal places.'] }]);
    }
    expect((await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${first.id}/items/${secondDetail.items[0].id}/`, payload: { quantity: 2 } })).statusCode).toBe(404);
    // the history writes a changed quantity thousands separated
    const firstItem = (await get(w.asBuyer, `orders/${first.id}/`)).json().items[0];
    const big = await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${first.id}/items/${firstItem.id}/`, payload: { quantity: 1200 } });
    expect(big.statusCode, big.body).toBe(200);
    const changed = (await get(w.asBuyer, `orders/${first.id}/`)).json().history.filter((h: { action: string }) => h.action === 'Quantity changed');
    expect(changed.at(-1).detail).toMatch(/: 1 → 1,200 \S+$/);
  });

  it('needs a ship-to address to submit an order the supplier delivers, and none for will call', async () => {
    const bare = await w.make({ name: `No address job ${w.tag}` });
    const lines = await bomLines(bare.id);
    const draft = (await post(w.asBuyer, `projects/${bare.id}/add_to_po/`, { cart_item_ids: [lines.breaker], supplier_id: supplierId })).json().orders[0];
    expect((await get(w.asBuyer, `orders/${draft.id}/`)).json()).toMatchObject({ ship_to_type: 'job_site', ship_to_address: '' });
    const refused = await post(w.asBuyer, `orders/${draft.id}/submit/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ ship_to_address: ['Enter the ship-to address, or choose Will call.'] });
    // a warehouse delivery needs it too; blanks are no address
    await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${draft.id}/`, payload: { ship_to_type: 'warehouse', ship_to_address: '   ' } });
    expect((await post(w.asBuyer, `orders/${draft.id}/submit/`)).json()).toEqual({ ship_to_address: ['Enter the ship-to address, or choose Will call.'] });
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, draft.id));
    expect(row).toMatchObject({ status: 'pending', poNumber: null, submittedAt: null });
    // will call is picked up at the counter
    await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${draft.id}/`, payload: { ship_to_type: 'will_call' } });
    const submitted = await post(w.asBuyer, `orders/${draft.id}/submit/`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'ordered', ship_to_address: 'Will Call' });
  });

  it('needs a supplier to submit, prices by the chosen supplier, adds tax, and keeps people to what their group allows', async () => {
    const job = await addressedJob({ name: `Draft job ${w.tag}` });
    const lines = await bomLines(job.id);
    const draft = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker] })).json().orders[0];
    expect(draft.supplying_company).toBeNull();
    const noSupplier = await post(w.asBuyer, `orders/${draft.id}/submit/`);
    expect(noSupplier.statusCode).toBe(400);
    expect(noSupplier.json().detail).toBe('Please select a supplier first.');

    const [tax] = await t.db.insert(taxCodes).values({ companyId: w.company.id, taxCode: `TX${w.tag}`, taxRate: 8.875 }).returning();
    const changed = await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${draft.id}/`, payload: { supplier_id: supplierId, tax_code_id: tax.id, ship_to_type: 'will_call', notes: 'Call before delivery' } });
    expect(changed.statusCode, changed.body).toBe(200);
    // the supplier's contract price replaces the catalogue price: 4 x 7.50 = 30.00, tax 2.66 (2.6625 half up)
    expect(changed.json()).toMatchObject({ subtotal: 30, tax: 2.66, total: 32.66, ship_to_address: 'Will Call', items: [{ price_source: 'contract', unit_price: 7.5 }] });
    // the list row carries the same total, tax included, from the one money rule
    const listed = (await w.asBuyer({ method: 'GET', url: '/api/v1/orders/?status=pending&page_size=100' })).json().results.find((o: { id: number }) => o.id === draft.id);
    expect(listed).toMatchObject({ total: 32.66, line_count: 1 });

    // the foreman's group hides project material; once a group holds Allow Edit All Orders, a colleague outside it may not change another's draft
    const { userGroups, companyMemberships } = await import('../../db/schema/index');
    const [editors] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: `Purchasing ${w.tag}`, settings: { allow_edit_all_orders: true } }).returning();
    await t.db.update(companyMemberships).set({ userGroupId: editors.id }).where(and(eq(companyMemberships.accountId, w.buyer.id), eq(companyMemberships.companyId, w.company.id)));
    expect((await post(w.asForeman, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.custom] })).statusCode).toBe(403);
    const colleague = await w.asColleague({ method: 'PATCH', url: `/api/v1/orders/${draft.id}/`, payload: { notes: 'x' } });
    expect(colleague.statusCode).toBe(403);
    expect((await post(w.asColleague, `orders/${draft.id}/submit/`)).statusCode).toBe(403);
    // cancelling another's order changes it too (it was allowed, and offered)
    expect((await post(w.asColleague, `orders/${draft.id}/cancel/`)).json()).toEqual({ detail: 'Your user group may change only the orders you started (Allow Edit All Orders).' });
    expect((await get(w.asColleague, `orders/${draft.id}/`)).json().actions).toEqual([]);
    // a supplier cannot create orders, and another company's tax code is not ours
    expect((await post(w.asSeller, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.custom] })).statusCode).toBe(403);
    const [theirTax] = await t.db.insert(taxCodes).values({ companyId: w.other.id, taxCode: `OT${w.tag}`, taxRate: 5 }).returning();
    expect((await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${draft.id}/`, payload: { tax_code_id: theirTax.id } })).json()).toEqual({ tax_code_id: ['Select one of your tax codes.'] });

    const archived = await post(w.asBuyer, `orders/${draft.id}/archive/`);
    expect(archived.json().status).toBe('pending archived');
    expect((await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${draft.id}/`, payload: { notes: 'y' } })).statusCode).toBe(409);
    expect((await post(w.asBuyer, `orders/${draft.id}/unarchive/`)).json().status).toBe('pending');
    expect((await post(w.asBuyer, `orders/${draft.id}/frobnicate/`)).statusCode).toBe(400);
    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, draft.id));
    expect(row.status).toBe('pending');
  });

  it('creates an empty draft for a project, which BOM lines for the same supplier then join', async () => {
    const job = await addressedJob({ name: `Empty PO job ${w.tag}` });
    const created = await post(w.asBuyer, 'orders/', { project_id: job.id, supplier_id: supplierId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', line_count: 0, items: [], supplier: { id: supplierId } });
    expect((await post(w.asBuyer, 'orders/', { project_id: job.id, supplier_id: supplierId })).json().id).toBe(created.json().id);
    const [line] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 2 }]);
    const added = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [line], supplier_id: supplierId });
    expect(added.json().orders[0].id).toBe(created.json().id);
    expect((await post(w.asBuyer, 'orders/', { project_id: w.otherProject.id })).json()).toEqual({ project_id: ['Select one of your projects.'] });
    expect((await post(w.asSeller, 'orders/', { project_id: job.id })).statusCode).toBe(403);
    const refused = await post(w.asForeman, 'orders/', { project_id: job.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/^Your user group does not use project material/);
  });

  it('lists by status filter (the default set), search and project, paged', async () => {
    const job = await addressedJob({ name: `Listed job ${w.tag}`, main_job_num: `L-${w.tag}` });
    const lines = await bomLines(job.id);
    const a = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker], supplier_id: supplierId })).json().orders[0];
    const b = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.custom] })).json().orders[0];
    await post(w.asBuyer, `orders/${b.id}/cancel/`);
    const byProject = (await get(w.asBuyer, `orders/?project_id=${job.id}`)).json();
    expect(byProject.results.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const all = (await get(w.asBuyer, `orders/?project_id=${job.id}&status=pending,canceled&page_size=1`)).json();
    expect(all.count).toBe(2);
    expect(all.next).toMatch(/page=2/);
    expect((await get(w.asBuyer, `orders/?search=L-${w.tag}`)).json().results.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await get(w.asBuyer, 'orders/?status=bogus')).statusCode).toBe(400);

    // all_po_items: the lines across orders, fenced like the orders
    const items = (await get(w.asBuyer, `orders/items/?project_id=${job.id}&status=pending,canceled`)).json();
    expect(items.count).toBe(2);
    expect(items.results.map((i: { order: { id: number } }) => i.order.id).sort()).toEqual([a.id, b.id].sort());
    expect((await get(w.asBuyer, `orders/items/?project_id=${job.id}&search=PB-12&status=pending,canceled`)).json().results.map((i: { code: string }) => i.code)).toEqual(['PB-12']);
    expect((await get(w.asStranger, `orders/items/?project_id=${job.id}&status=pending,canceled`)).json().count).toBe(0);
    expect((await get(w.asSeller, `orders/items/?project_id=${job.id}&status=pending,canceled`)).json().count).toBe(0);

    // export_orders: the same filtered list as a file
    const csv = await get(w.asBuyer, `orders/export/?project_id=${job.id}&status=pending,canceled&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const csvLines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csvLines[0]).toBe('PO number,Status,Project,Job #,Buyer,Supplier,Lines,Total,Need by,Promised,Created,Submitted');
    expect(csvLines).toHaveLength(3);
    expect(csvLines.slice(1).map((l) => l.split(',')[1]).sort()).toEqual(['Canceled', 'Pending']);
    // the total is money, written with its cents as the order shows it
    expect(csvLines.slice(1).map((l) => l.split(',')[7])).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+\.\d\d$/)]));
    expect(csvLines.slice(1).every((l) => /^\d+\.\d\d$/.test(l.split(',')[7]))).toBe(true);
    // without statuses (the /exports screen's Purchase orders) every status, not the list's default set
    const everyStatus = (await get(w.asBuyer, `orders/export/?project_id=${job.id}&format=csv`)).body.trim().split('\r\n');
    expect(everyStatus.slice(1).map((l) => l.split(',')[1]).sort()).toEqual(['Canceled', 'Pending']);
    const xlsx = await get(w.asBuyer, `orders/export/?project_id=${job.id}&format=xlsx`);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(w.asStranger, `orders/export/?project_id=${job.id}&status=pending,canceled`)).body.trim().split('\r\n')).toHaveLength(1);
    expect((await get(w.asStranger, `orders/?project_id=${job.id}&status=pending,canceled`)).json().count).toBe(0);
  });
});

describe('an id that is no id', () => {
  it('is told it must be a positive whole number, in a query or a path, not "greater than or equal to 0" or "a valid number"', async () => {
    const notId = ['Ensure this value is a positive whole number.'];
    for (const bad of ['0', '-1', '1.5']) {
      const pdf = await get(w.asBuyer, `GetDailyPDFPurchaseOrder/?purchase_order_id=${bad}`);
      expect([bad, pdf.statusCode, pdf.json()]).toEqual([bad, 400, { purchase_order_id: notId }]);
      const list = await get(w.asBuyer, `orders/?project_id=${bad}`);
      expect([bad, list.statusCode, list.json()]).toEqual([bad, 400, { project_id: notId }]);
      const one = await get(w.asBuyer, `orders/${bad}/`);
      expect([bad, one.statusCode, one.json()]).toEqual([bad, 400, { id: notId }]);
    }
  });
});

describe('searching orders by the name a draft is shown with', () => {
  it('finds a draft as Draft #19, #19 or 19, and not an order that has its PO number by its id', async () => {
    const job = await addressedJob({ name: `Draft search ${w.tag}` });
    const lines = await bomLines(job.id);
    const sent = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker], supplier_id: supplierId })).json().orders[0];
    expect((await post(w.asBuyer, `orders/${sent.id}/submit/`)).statusCode).toBe(200);
    const draft = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.conduit], supplier_id: supplierId })).json().orders[0];
    expect(draft.id).not.toBe(sent.id);
    const found = async (as: CartWorld['asBuyer'], text: string) =>
      (await get(as, `orders/?search=${encodeURIComponent(text)}&date_limit=0&status=${encodeURIComponent('pending,ordered')}`)).json().results.map((o: { id: number }) => o.id);
    for (const text of [`Draft #${draft.id}`, `draft #${draft.id}`, `#${draft.id}`, `${draft.id}`]) expect(await found(w.asBuyer, text), text).toContain(draft.id);
    expect(await found(w.asBuyer, `Draft #${sent.id}`)).not.toContain(sent.id);
    // nobody else finds the draft by its id
    expect(await found(w.asStranger, `Draft #${draft.id}`)).toEqual([]);
    expect(await found(w.asSeller, `Draft #${draft.id}`)).not.toContain(draft.id);
  });
});

describe('PO numbers on submission', () => {
  async function drafts(n: number, projectId: number) {
    const rows = await t.db
      .insert(purchaseOrders)
      .values(Array.from({ length: n }, () => ({ companyId: w.company.id, projectId, supplierId, supplyingCompanyId: w.supplier.id, shipToAddress: '1635 Aurora Ct, Aurora, CO 80045', createdByAccountId: w.buyer.id })))
      .returning();
    await t.db.insert(purchaseOrderItems).values(rows.map((r) => ({ companyId: w.company.id, orderId: r.id, description: 'Wire nut', quantity: 1, unitPrice: 0.1, priceSource: 'catalogue' as const })));
    return rows.map((r) => r.id);
  }

  it('numbers by the dynamic prefix the buyer picks, and asks for one when the numbering needs it', async () => {
    const company = await makeCompany(t.db);
    const buyer = await makeAccount(t.db, company.id);
    const as = t.as(await t.signIn(buyer.id, company.id));
    const { poNumberSettings, poPrefixes, projects } = await import('../../db/schema/index');
    await t.db.insert(poNumberSettings).values({ companyId: company.id, generationType: 'dynamic_prefix' });
    await t.db.insert(poPrefixes).values({ companyId: company.id, prefix: 'ELEC' });
    const [project] = await t.db.insert(projects).values({ companyId: company.id, name: 'Prefix job' }).returning();
    const [sup] = await t.db.insert(suppliers).values({ companyId: company.id, name: 'Anyone' }).returning();
    const [order] = await t.db.insert(purchaseOrders).values({ companyId: company.id, projectId: project.id, supplierId: sup.id, shipToType: 'will_call', shipToAddress: 'Will Call', createdByAccountId: buyer.id }).returning();
    await t.db.insert(purchaseOrderItems).values({ companyId: company.id, orderId: order.id, description: 'Box', quantity: 2, unitPrice: 3, priceSource: 'catalogue' });
    const missing = await post(as, `orders/${order.id}/submit/`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Select a PO prefix first.');
    expect((await post(as, `orders/${order.id}/submit/`, { dynamic_prefix: 'NOPE' })).json()).toEqual({ dynamic_prefix: ['Select one of your PO prefixes.'] });
    const ok = await post(as, `orders/${order.id}/submit/`, { dynamic_prefix: 'elec' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().po_number).toMatch(/^ELEC/);
  });

  // PGlite has one connection, so real concurrency exists only on PostgreSQL.
  it.runIf(process.env.TEST_DB === 'postgres')('gives 50 orders submitted at once 50 different numbers', async () => {
    const job = await addressedJob({ name: `Concurrent job ${w.tag}` });
    const ids = await drafts(50, job.id);
    const results = await Promise.all(ids.map((id) => post(w.asBuyer, `orders/${id}/submit/`)));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const numbers = results.map((r) => r.json().po_number as string);
    expect(new Set(numbers).size).toBe(50);
  });
});

describe('order notifications', () => {
  it('tell the other side in a sentence what happened to the order and who did it', async () => {
    const job = await addressedJob({ name: `Told job ${w.tag}` });
    const lines = await bomLines(job.id);
    const order = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker, lines.conduit, lines.custom], supplier_id: supplierId })).json().orders[0];
    const po = (await post(w.asBuyer, `orders/${order.id}/submit/`)).json().po_number as string;
    const [breaker, conduit, custom] = (await get(w.asSeller, `orders/${order.id}/`)).json().items as { id: number; code: string }[];
    const steps: [CartWorld['asBuyer'], string, object?][] = [
      [w.asSeller, 'acknowledge', { promised_date: soon }],
      [w.asSeller, 'backorder', { item_ids: [conduit.id], promised_date: backorderedTo }],
      [w.asSeller, 'promise', { item_ids: [breaker.id, custom.id], promised_date: later }],
      [w.asSeller, 'acknowledge'],
      [w.asSeller, 'ship', { item_ids: [breaker.id, custom.id] }],
      [w.asSeller, 'ship'],
      [w.asSeller, 'deliver'],
      [w.asBuyer, 'receive'],
    ];
    for (const [as, action, body] of steps) expect((await post(as, `orders/${order.id}/${action}/`, body)).statusCode, action).toBe(200);
    const told = await t.db.select().from(notifications).where(like(notifications.link, `%order_id=${order.id}`)).orderBy(notifications.id);
    const buyer = w.company.name;
    const seller = w.supplier.name;
    // the supplier's members each get the buyer's; the buyer's author the supplier's
    expect([...new Set(told.map((n) => n.content))]).toEqual([
      `PO ${po} was submitted by ${buyer}.`,
      `PO ${po} was acknowledged by ${seller}, promised for ${soon}.`,
      `PO ${po} was backordered by ${seller}: ${conduit.code} promised for ${backorderedTo}.`,
      `PO ${po} was promised for ${later} by ${seller} (2 lines).`,
      `PO ${po} was acknowledged by ${seller}.`,
      `PO ${po} was shipped in part by ${seller}: ${breaker.code}, PB-12.`,
      `PO ${po} was shipped by ${seller}.`,
      `PO ${po} was delivered by ${seller}.`,
      `PO ${po} was received by ${buyer}.`,
    ]);

    // a buyer marking it delivered says so; a canceled order says who canceled it, with the buyer's note
    const again = await addressedJob({ name: `Told again ${w.tag}` });
    const more = await bomLines(again.id);
    const submitted = async (cartItemId: number) => {
      const id = (await post(w.asBuyer, `projects/${again.id}/add_to_po/`, { cart_item_ids: [cartItemId], supplier_id: supplierId })).json().orders[0].id as number;
      return { id, po: (await post(w.asBuyer, `orders/${id}/submit/`)).json().po_number as string };
    };
    const delivered = await submitted(more.breaker);
    await post(w.asSeller, `orders/${delivered.id}/ship/`);
    expect((await post(w.asBuyer, `orders/${delivered.id}/deliver/`)).statusCode).toBe(200);
    const canceled = await submitted(more.conduit);
    expect((await post(w.asBuyer, `orders/${canceled.id}/cancel/`, { note: 'Ordered from the wrong branch' })).statusCode).toBe(200);
    const last = async (id: number) => (await t.db.select().from(notifications).where(like(notifications.link, `%order_id=${id}`)).orderBy(desc(notifications.id)).limit(1))[0].content;
    expect(await last(delivered.id)).toBe(`PO ${delivered.po} was marked delivered by ${buyer}.`);
    expect(await last(canceled.id)).toBe(`PO ${canceled.po} was canceled by ${buyer}. Note: Ordered from the wrong branch`);

    // a draft canceled before it was sent was never the supplier's: it tells nobody
    const draft = (await post(w.asBuyer, `projects/${again.id}/add_to_po/`, { cart_item_ids: [more.custom], supplier_id: supplierId })).json().orders[0].id as number;
    expect((await post(w.asBuyer, `orders/${draft}/cancel/`)).statusCode).toBe(200);
    expect(await t.db.select().from(notifications).where(like(notifications.link, `%order_id=${draft}`))).toEqual([]);
  });
});

describe('invoices and the three-way match', () => {
  it('lets the supplier invoice a shipped order, the buyer match it against what was ordered and received, and nobody else see it', async () => {
    const job = await addressedJob({ name: `Invoice job ${w.tag}` });
    const lines = await bomLines(job.id);
    const order = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker, lines.conduit], supplier_id: supplierId })).json().orders[0];
    await post(w.asBuyer, `orders/${order.id}/submit/`);
    const items = (await get(w.asSeller, `orders/${order.id}/`)).json().items as { id: number; quantity: number; unit_price: number }[];
    const body = {
      invoice_number: `INV-${w.tag}`,
      invoice_date: invoicedOn,
      tax: 4.25,
      lines: [
        { order_item_id: items[0].id, quantity: 4, unit_price: 7.5 },
        { order_item_id: items[1].id, quantity: 30, unit_price: 0.65 },
      ],
    };
    const early = await post(w.asSeller, `orders/${order.id}/invoices/`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('An order can be invoiced once it has shipped.');
    await post(w.asSeller, `orders/${order.id}/ship/`);
    expect((await post(w.asBuyer, `orders/${order.id}/invoices/`, body)).statusCode).toBe(403);
    const foreignLine = await post(w.asSeller, `orders/${order.id}/invoices/`, { ...body, lines: [{ order_item_id: 2147483647, quantity: 1, unit_price: 1 }] });
    expect(foreignLine.json()).toEqual({ lines: ['Some of the lines are not on this order.'] });
    expect((await post(w.asSeller, `orders/${order.id}/invoices/`, { ...body, lines: [] })).json()).toEqual({ lines: ['Add at least one line to the invoice.'] });
    // each limit is named; what is not a number still says so
    const overLimits = await post(w.asSeller, `orders/${order.id}/invoices/`, { ...body, tax: 100_000_001, lines: [{ order_item_id: items[0].id, quantity: 10_000_001, unit_price: -1 }] });
    expect(overLimits.statusCode).toBe(400);
    expect(overLimits.json()).toEqual({
      tax: ['Tax must be at most 100,000,000.'],
      'lines.0.quantity': ['Quantity must be at most 10,000,000.'],
      'lines.0.unit_price': ['Unit price must be 0 or more.'],
    });
    const tooFine = await post(w.asSeller, `orders/${order.id}/invoices/`, { ...body, lines: [{ order_item_id: items[0].id, quantity: 0.0004, unit_price: 0.64934 }] });
    expect([tooFine.statusCode, tooFine.json()]).toEqual([400, { 'lines.0.quantity': ['Ensure that there are no more than 3 decimal places.'], 'lines.0.unit_price': ['Ensure that there are no more than 4 decimal places.'] }]);
    const belowLimits = await post(w.asSeller, `orders/${order.id}/invoices/`, { ...body, tax: -0.01, lines: [{ order_item_id: items[0].id, quantity: 'four', unit_price: 100_000_001 }] });
    expect(belowLimits.json()).toEqual({
      tax: ['Tax must be 0 or more.'],
      'lines.0.quantity': ['A valid number is required.'],
      'lines.0.unit_price': ['Unit price must be at most 100,000,000.'],
    });
    // an invoice is not due before it is dated
    const dueBefore = await post(w.asSeller, `orders/${order.id}/invoices/`, { ...body, due_date: daysFromToday(-1) });
    expect([dueBefore.statusCode, dueBefore.json()]).toEqual([400, { due_date: ['The due date cannot be before the invoice date.'] }]);

    const created = await post(w.asSeller, `orders/${order.id}/invoices/`, body);
    expect(created.statusCode, created.body).toBe(201);
    // 30 + 19.50 + 4.25 tax; not received yet and the conduit is invoiced above the order
    expect(created.json()).toMatchObject({ subtotal: 49.5, tax: 4.25, total: 53.75, match_status: 'exceptions', order_total: 48.6 });
    expect(created.json().lines.map((l: { flags: string[] }) => l.flags)).toEqual([['over_received'], ['over_received', 'price_above_order']]);
    const again = await post(w.asSeller, `orders/${order.id}/invoices/`, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ invoice_number: ['You have an invoice with this number already.'] });

    // the buyer receives: only the price difference is left
    await post(w.asBuyer, `orders/${order.id}/receive/`);
    const id = created.json().id;
    const seen = (await get(w.asBuyer, `invoices/${id}/`)).json();
    expect(seen.lines.map((l: { flags: string[] }) => l.flags)).toEqual([[], ['price_above_order']]);
    expect((await get(w.asBuyer, `invoices/?search=INV-${w.tag}`)).json().results.map((i: { id: number }) => i.id)).toEqual([id]);
    expect((await get(w.asBuyer, `orders/${order.id}/`)).json().invoices.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([`INV-${w.tag}`]);
    const told = await t.db.select().from(notifications).where(eq(notifications.link, `/invoices?invoice_id=${id}`));
    expect(told.map((n) => n.accountId)).toEqual([w.buyer.id]);
    expect((await get(w.asStranger, `invoices/${id}/`)).statusCode).toBe(404);
    expect((await get(asOtherSeller, `invoices/${id}/`)).statusCode).toBe(404);
    expect((await get(asOtherSeller, 'invoices/')).json().count).toBe(0);
    const exported = (await get(w.asBuyer, `invoices/export/?search=INV-${w.tag}`)).body.trim().split('\r\n');
    expect(exported).toHaveLength(2);
    expect(exported[1]).toContain(`INV-${w.tag},${invoicedOn},,`);
    expect(exported[1].endsWith(',49.50,4.25,53.75,Exceptions')).toBe(true);
  });

  it("matches an invoice against what the order's earlier invoices billed: a second bill for a received line is not matched, a split bill is", async () => {
    const job = await addressedJob({ name: `Billed twice job ${w.tag}` });
    const lines = await bomLines(job.id);
    const order = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker, lines.conduit], supplier_id: supplierId })).json().orders[0];
    await post(w.asBuyer, `orders/${order.id}/submit/`);
    await post(w.asSeller, `orders/${order.id}/ship/`);
    await post(w.asBuyer, `orders/${order.id}/receive/`);
    const [breaker, conduit] = (await get(w.asSeller, `orders/${order.id}/`)).json().items as { id: number }[];
    const invoice = async (number: string, breakerQty: number, conduitQty: number) => {
      const res = await post(w.asSeller, `orders/${order.id}/invoices/`, {
        invoice_number: `${number}-${w.tag}`,
        invoice_date: invoicedOn,
        lines: [
          { order_item_id: breaker.id, quantity: breakerQty, unit_price: 7.5 },
          { order_item_id: conduit.id, quantity: conduitQty, unit_price: 0.62 },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; match_status: string; lines: { flags: string[] }[] };
    };
    // the conduit billed in two parts, the breakers in full on the first and 0.001 more on the second
    const first = await invoice('SPLIT-A', 4, 15.1);
    expect(first.match_status).toBe('matched');
    const second = await invoice('SPLIT-B', 0.001, 14.9);
    expect(second.lines.map((l) => l.flags)).toEqual([['over_ordered', 'over_received', 'already_invoiced'], []]);
    const third = await invoice('TWICE', 4, 30);
    expect(third.match_status).toBe('exceptions');
    expect(third.lines.map((l) => l.flags)).toEqual([
      ['over_ordered', 'over_received', 'already_invoiced'],
      ['over_ordered', 'over_received', 'already_invoiced'],
    ]);
    // an invoice is judged against the ones before it, not after: the first still matches
    const listed = (await get(w.asBuyer, `invoices/?order_id=${order.id}`)).json().results as { id: number; match_status: string }[];
    expect(listed.map((i) => [i.id, i.match_status])).toEqual([
      [third.id, 'exceptions'],
      [second.id, 'exceptions'],
      [first.id, 'matched'],
    ]);
    expect((await get(w.asBuyer, `invoices/${first.id}/`)).json().match_status).toBe('matched');
    expect((await get(w.asBuyer, `invoices/${third.id}/`)).json().lines.map((l: { flags: string[] }) => l.flags)[1]).toEqual(['over_ordered', 'over_received', 'already_invoiced']);
    expect((await get(w.asBuyer, `orders/${order.id}/`)).json().invoices.map((i: { match_status: string }) => i.match_status)).toEqual(['exceptions', 'exceptions', 'matched']);
  });

  it('matches both halves of an order billed in two invoices', async () => {
    const job = await addressedJob({ name: `Split bill job ${w.tag}` });
    const lines = await bomLines(job.id);
    const order = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker], supplier_id: supplierId })).json().orders[0];
    await post(w.asBuyer, `orders/${order.id}/submit/`);
    await post(w.asSeller, `orders/${order.id}/ship/`);
    await post(w.asBuyer, `orders/${order.id}/receive/`);
    const [breaker] = (await get(w.asSeller, `orders/${order.id}/`)).json().items as { id: number }[];
    for (const half of ['HALF-A', 'HALF-B']) {
      const res = await post(w.asSeller, `orders/${order.id}/invoices/`, { invoice_number: `${half}-${w.tag}`, invoice_date: invoicedOn, lines: [{ order_item_id: breaker.id, quantity: 2, unit_price: 7.5 }] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ match_status: 'matched', lines: [{ invoiced_quantity: 2, flags: [] }] });
    }
  });

  it('receives line by line: the order stays where it is until every line is in, the match counts what came, and a part received is not canceled', async () => {
    const job = await addressedJob({ name: `Receiving job ${w.tag}` });
    const lines = await bomLines(job.id);
    const order = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker, lines.conduit], supplier_id: supplierId })).json().orders[0];
    await post(w.asBuyer, `orders/${order.id}/submit/`);
    const [breaker, conduit] = (await get(w.asBuyer, `orders/${order.id}/`)).json().items as { id: number; code: string; quantity: number }[];
    expect([breaker.quantity, conduit.quantity]).toEqual([4, 30]);
    const state = async () => {
      const o = (await get(w.asBuyer, `orders/${order.id}/`)).json();
      return { status: o.status, received: o.items.map((i: { received_quantity: number }) => i.received_quantity) };
    };

    // refused, and nothing changes: more than is still to come, nothing at all, a line of no such order, a negative count, the supplier, another company
    const refusals = [
      [w.asBuyer, { lines: [{ item_id: breaker.id, quantity: 4.001 }] }, 400, { lines: [`${breaker.code}: only 4 still to receive.`] }],
      [w.asBuyer, { lines: [{ item_id: breaker.id, quantity: 3 }, { item_id: breaker.id, quantity: 2 }] }, 400, { lines: [`${breaker.code}: only 4 still to receive.`] }],
      [w.asBuyer, { lines: [{ item_id: conduit.id, quantity: 0 }] }, 400, { lines: ['Enter the quantity received of at least one line.'] }],
      [w.asBuyer, { lines: [{ item_id: 2147483647, quantity: 1 }] }, 400, { lines: ['Some of the lines are not on this order.'] }],
      [w.asBuyer, { lines: [{ item_id: conduit.id, quantity: -1 }] }, 400, { 'lines.0.quantity': ['Quantity received must be 0 or more.'] }],
      [w.asSeller, { lines: [{ item_id: breaker.id, quantity: 1 }] }, 403, { detail: 'Only the buyer can receive an order.' }],
      [w.asStranger, { lines: [{ item_id: breaker.id, quantity: 1 }] }, 404, undefined],
    ] as const;
    for (const [as, body, status, answer] of refusals) {
      const res = await post(as, `orders/${order.id}/receive/`, body);
      expect([res.statusCode, answer && res.json()]).toEqual([status, answer]);
    }
    expect(await state()).toEqual({ status: 'ordered', received: [0, 0] });

    // 2 of the 4 breakers came in first: the order stays submitted, the line and the BOM say how many
    const part = await post(w.asBuyer, `orders/${order.id}/receive/`, { lines: [{ item_id: breaker.id, quantity: 1.5 }, { item_id: breaker.id, quantity: 0.5 }] });
    expect(part.statusCode, part.body).toBe(200);
    expect(await state()).toEqual({ status: 'ordered', received: [2, 0] });
    expect(part.json().history.at(-1)).toMatchObject({ action: 'Mark received', detail: `received ${breaker.code} 2 of 4; 2 lines still to come` });
    expect(part.json().actions).toContain('receive');
    const bom = (await get(w.asBuyer, `projects/${job.id}/ordered_lines/`)).json().lines;
    expect(bom.find((l: { cart_item_id: number }) => l.cart_item_id === lines.breaker)).toMatchObject({ status: 'ordered', received_quantity: 2 });
    const told = await t.db.select().from(notifications).where(like(notifications.link, `%order_id=${order.id}`)).orderBy(desc(notifications.id)).limit(1);
    expect(told[0].content).toContain(`was received in part by ${w.company.name}: ${breaker.code} 2 of 4.`);
    expect(part.json().actions).not.toContain('cancel');
    const cancel = await post(w.asBuyer, `orders/${order.id}/cancel/`);
    expect([cancel.statusCode, cancel.json().detail]).toEqual([409, 'Part of this order was received: it cannot be canceled. Receive the rest, or ask the supplier to cancel what is still to come.']);

    // the supplier bills all 4 breakers: 2 of them are not in yet
    await post(w.asSeller, `orders/${order.id}/ship/`);
    const invoice = await post(w.asSeller, `orders/${order.id}/invoices/`, { invoice_number: `RCV-${w.tag}`, invoice_date: invoicedOn, lines: [{ order_item_id: breaker.id, quantity: 4, unit_price: 7.5 }, { order_item_id: conduit.id, quantity: 30, unit_price: 0.65 }] });
    expect(invoice.json().lines.map((l: { received_quantity: number; flags: string[] }) => [l.received_quantity, l.flags])).toEqual([
      [2, ['over_received']],
      [0, ['over_received', 'price_above_order']],
    ]);

    // the rest, without naming lines: received in full
    const rest = await post(w.asBuyer, `orders/${order.id}/receive/`);
    expect(rest.json()).toMatchObject({ status: 'received', actions: [] });
    expect(await state()).toEqual({ status: 'received', received: [4, 30] });
    expect((await get(w.asBuyer, `invoices/${invoice.json().id}/`)).json().lines.map((l: { flags: string[] }) => l.flags)).toEqual([[], ['price_above_order']]);
  });

  it('matches an order billed line by line in two invoices, once both are in', async () => {
    const job = await addressedJob({ name: `Line bill job ${w.tag}` });
    const lines = await bomLines(job.id);
    const order = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [lines.breaker, lines.conduit], supplier_id: supplierId })).json().orders[0];
    await post(w.asBuyer, `orders/${order.id}/submit/`);
    await post(w.asSeller, `orders/${order.id}/ship/`);
    await post(w.asBuyer, `orders/${order.id}/receive/`);
    const items = (await get(w.asSeller, `orders/${order.id}/`)).json().items as { id: number; quantity: number; unit_price: number }[];
    const bill = (n: string, item: (typeof items)[number]) =>
      post(w.asSeller, `orders/${order.id}/invoices/`, { invoice_number: `${n}-${w.tag}`, invoice_date: invoicedOn, lines: [{ order_item_id: item.id, quantity: item.quantity, unit_price: item.unit_price }] });
    const first = await bill('LINE-A', items[0]);
    // the other line is on no invoice yet: ordered but not invoiced
    expect(first.json()).toMatchObject({ match_status: 'exceptions', lines: [{ flags: [] }, { flags: ['not_on_invoice'] }] });
    const second = await bill('LINE-B', items[1]);
    // the first line is on the first invoice: neither invoice is missing anything now
    expect(second.json()).toMatchObject({ match_status: 'matched', lines: [{ invoiced_quantity: 0, flags: [] }, { flags: [] }] });
    expect((await get(w.asBuyer, `invoices/${first.json().id}/`)).json()).toMatchObject({ match_status: 'matched', lines: [{ flags: [] }, { flags: [] }] });
  });
});
