import { and, asc, eq } from 'drizzle-orm';
import { cartItems, companies, projects, purchaseOrderItems, purchaseOrders, suppliers, taxCodes } from '../db/schema/index';
import type { Tx } from '../platform/db';
import type { OrderCaller } from '../modules/orders/caller';
import { findOrder, orderItems } from '../modules/orders/queries';
import { createInvoice } from '../modules/orders/invoices';
import { act, addToPo, updateOrder } from '../modules/orders/service';
import { actOnQuote, findQuote, requestQuote, respondToQuote } from '../modules/quotes/service';
import { quoteItems } from '../db/schema/index';
import { daysFromToday, today } from '../platform/text-and-dates';

/**
 * Purchase orders in every stage, made through the orders service (so through the transition
 * table, PO numbering, history and notifications, as people would): Metro Electric Supply
 * has a new order to acknowledge, one acknowledged with a line backordered, one scheduled;
 * a received one; and the buyer has drafts, one for Metro and one for Graybar (by email).
 */
export async function seedDemoOrders(tx: Tx, ids: { contractor: number; seller: number; buyer: number; sellerAccount: number }): Promise<void> {
  const [sellerCo] = await tx.select().from(companies).where(eq(companies.id, ids.seller));
  const [buyerCo] = await tx.select().from(companies).where(eq(companies.id, ids.contractor));
  const buyer: OrderCaller = { accountId: ids.buyer, name: 'Dana Whitfield', companyId: ids.contractor, companyName: buyerCo.name, side: 'buyer', editAll: true };
  const seller: OrderCaller = { accountId: ids.sellerAccount, name: 'Marcus Ortega', companyId: ids.seller, companyName: sellerCo.name, side: 'seller', editAll: false };
  const supplierRows = await tx.select().from(suppliers).where(eq(suppliers.companyId, ids.contractor));
  const metro = supplierRows.find((s) => s.supplierCompanyId === ids.seller);
  const graybar = supplierRows.find((s) => s.name === 'Graybar');
  const taxCode = async (code: string) => (await tx.select().from(taxCodes).where(and(eq(taxCodes.companyId, ids.contractor), eq(taxCodes.taxCode, code))))[0];
  const denverTax = await taxCode('CO-DENVER');
  const albertaTax = await taxCode('AB-GST');
  // The tax of where the order is delivered: the Calgary jobs pay Alberta's GST, the Colorado ones Denver's.
  const taxFor = (project: { address: { state: string } | null }) => (project.address?.state === 'AB' ? albertaTax : denverTax);
  if (!metro) return;

  const projectNamed = async (name: string) => (await tx.select().from(projects).where(and(eq(projects.companyId, ids.contractor), eq(projects.name, name))))[0];
  const linesOf = async (projectId: number) =>
    (await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.projectId, projectId)).orderBy(asc(cartItems.position), asc(cartItems.id))).map((r) => r.id);
  const on = today();

  async function order(projectName: string, from: number, count: number, supplierId: number | null, needBy: number) {
    const project = await projectNamed(projectName);
    if (!project) return null;
    const lineIds = (await linesOf(project.id)).slice(from, from + count);
    if (!lineIds.length) return null;
    const {
      orderIds: [id],
    } = await addToPo(tx, buyer, project, { cart_item_ids: lineIds, supplier_id: supplierId }, on);
    const row = (await findOrder(tx, buyer, id))!;
    // a need-by day already past is history (an order received last week): written once its steps are taken (pastNeedBy), as neither the API nor submit takes one
    await updateOrder(tx, buyer, row, { need_by_date: needBy >= 0 ? daysFromToday(needBy) : undefined, tax_code_id: taxFor(project)?.id ?? null, notes: 'Deliver to the north gate; call the foreman 30 minutes ahead.' }, on);
    return id;
  }
  async function pastNeedBy(id: number | null, days: number) {
    if (id === null) return;
    await tx.update(purchaseOrders).set({ needByDate: daysFromToday(days) }).where(eq(purchaseOrders.id, id));
    await tx.update(purchaseOrderItems).set({ needByDate: daysFromToday(days) }).where(eq(purchaseOrderItems.orderId, id));
  }
  const step = async (caller: OrderCaller, id: number | null, action: Parameters<typeof act>[3], body: Parameters<typeof act>[4] = {}) => {
    if (id === null) return;
    const row = (await findOrder(tx, caller, id, true))!;
    await act(tx, caller, row, action, body);
  };

  const calgary = 'Calgary DC Phase 1 - Warehouse';
  // received: delivered last week and checked in
  const received = await order('Golden High School Science Wing', 0, 4, metro.id, -3);
  await step(buyer, received, 'submit');
  await step(seller, received, 'acknowledge', { promised_date: daysFromToday(-5) });
  await step(seller, received, 'ship');
  await step(seller, received, 'deliver');
  await step(buyer, received, 'receive');
  await pastNeedBy(received, -3);
  // scheduled: shipped, on the truck
  const scheduled = await order(calgary, 0, 5, metro.id, 4);
  await step(buyer, scheduled, 'submit');
  await step(seller, scheduled, 'acknowledge', { promised_date: daysFromToday(3) });
  await step(seller, scheduled, 'ship');
  // acknowledged with one line backordered past its need-by date
  const backordered = await order(calgary, 5, 6, metro.id, 10);
  await step(buyer, backordered, 'submit');
  await step(seller, backordered, 'acknowledge', { promised_date: daysFromToday(9) });
  if (backordered !== null) {
    const row = (await findOrder(tx, seller, backordered))!;
    const [first] = await orderItems(tx, [row.id]);
    await step(seller, backordered, 'backorder', { item_ids: [first.id], promised_date: daysFromToday(24), note: 'Manufacturer allocation; partial ship from the Springs branch' });
  }
  // new: submitted this morning, waiting for the supplier
  const fresh = await order(calgary, 11, 6, metro.id, 14);
  await step(buyer, fresh, 'submit');
  // invoices: the received order matches; the scheduled one bills a line above the order and before it is received
  async function invoice(id: number | null, number: string, bump: number) {
    if (id === null) return;
    const row = (await findOrder(tx, seller, id, true))!;
    const items = await orderItems(tx, [id]);
    const lines = items.map((i, n) => ({ order_item_id: i.id, quantity: i.quantity, unit_price: Number(((i.unitPrice ?? 0) * (n === 0 ? bump : 1)).toFixed(4)) }));
    // dated today: the seed submits its orders now, and an invoice is not dated before its order
    await createInvoice(tx, seller, row, { invoice_number: number, invoice_date: daysFromToday(0), due_date: daysFromToday(30), tax: 0, notes: 'Net 30', lines });
  }
  await invoice(received, 'MES-880412', 1);
  await invoice(scheduled, 'MES-880433', 1.04);
  // quotes: one waiting for Metro's prices, one Metro priced (Graybar, by email, has not)
  const school = await projectNamed('Golden High School Science Wing');
  if (school) {
    const schoolLines = await linesOf(school.id);
    const ask = async (from: number, count: number, name: string, supplierIds: number[]) => {
      const lineIds = schoolLines.slice(from, from + count);
      if (!lineIds.length) return null;
      const id = await requestQuote(tx, buyer, school, { cart_item_ids: lineIds, supplier_ids: supplierIds, name, need_by_date: daysFromToday(30) });
      await actOnQuote(tx, buyer, (await findQuote(tx, buyer, id, true))!, 'send');
      return id;
    };
    await ask(4, 6, 'Science wing lighting package', [metro.id]);
    const priced = await ask(10, 5, 'Lab bench devices', graybar ? [metro.id, graybar.id] : [metro.id]);
    if (priced !== null) {
      const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, priced));
      const row = (await findQuote(tx, seller, priced, true))!;
      await respondToQuote(tx, seller, row, {
        decline: false,
        notes: 'Pricing held 30 days. Devices ship from the Springs branch.',
        prices: items.map((i, n) => ({ quote_item_id: i.id, unit_price: n === items.length - 1 ? null : Number((2.5 + n * 3.15).toFixed(2)), lead_time_days: 3 + n * 2 })),
      });
    }
  }
  // drafts: one for Metro (finish on the pending screen), one for Graybar by email (pending dialog)
  await order('DMC Parking Structure', 0, 5, metro.id, 21);
  await order(calgary, 17, 3, graybar?.id ?? null, 21);
}
