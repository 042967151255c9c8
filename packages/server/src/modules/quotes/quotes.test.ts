import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { notifications, purchaseOrderItems, quotes, suppliers } from '../../db/schema/index';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { daysFromToday } from '../../platform/text-and-dates';

let t: TestApp;
let w: CartWorld;
let metroId: number;
let rivalId: number;
let byEmailId: number;
let asRival: Awaited<ReturnType<TestApp['as']>>;
let asStrangerSeller: Awaited<ReturnType<TestApp['as']>>;
/** The quote's need-by day, ahead of today (a day past is refused). */
const needBy = daysFromToday(18);

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const rival = await makeCompany(t.db, { systemType: 'seller' });
  asRival = t.as(await t.signIn((await makeAccount(t.db, rival.id)).id, rival.id));
  const stranger = await makeCompany(t.db, { systemType: 'seller' });
  asStrangerSeller = t.as(await t.signIn((await makeAccount(t.db, stranger.id)).id, stranger.id));
  [{ id: metroId }, { id: rivalId }, { id: byEmailId }] = await t.db
    .insert(suppliers)
    .values([
      { companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id },
      { companyId: w.company.id, name: `Rival ${w.tag}`, supplierCompanyId: rival.id },
      { companyId: w.company.id, name: `Email only ${w.tag}` },
    ])
    .returning();
});
afterAll(() => t.close());

const post = (as: CartWorld['asBuyer'], url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: CartWorld['asBuyer'], url: string) => as({ method: 'GET', url: `/api/v1/${url}` });

describe('quotes, both sides', () => {
  it('asks two suppliers, keeps each answer private to its supplier, compares them and buys from one', async () => {
    const job = await w.make({ name: `Quote job ${w.tag}` });
    const [breaker, conduit] = await w.addLines(job.id, [
      { baseItemId: w.items.breaker, packageCount: 4 },
      { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
    ]);
    const created = await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [breaker, conduit], supplier_ids: [metroId, rivalId], name: 'Gear for level 2', need_by_date: needBy });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json();
    expect(quote).toMatchObject({ status: 'editing', line_count: 2, actions: ['send', 'archive', 'cancel'] });
    expect(quote.lines.map((l: { quantity: number }) => l.quantity)).toEqual([4, 30]);
    // suppliers see nothing until it is sent
    expect((await get(w.asSeller, `quotes/${quote.id}/`)).statusCode).toBe(404);
    expect((await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [] })).statusCode).toBe(404);
    // while editing, the buyer changes who is asked
    const edited = await w.asBuyer({ method: 'PATCH', url: `/api/v1/quotes/${quote.id}/`, payload: { supplier_ids: [metroId, rivalId, byEmailId] } });
    expect(edited.json().suppliers).toHaveLength(3);
    await w.asBuyer({ method: 'PATCH', url: `/api/v1/quotes/${quote.id}/`, payload: { supplier_ids: [metroId, rivalId] } });

    const sent = await post(w.asBuyer, `quotes/${quote.id}/send/`);
    expect(sent.json().status).toBe('active');
    expect((await w.asBuyer({ method: 'PATCH', url: `/api/v1/quotes/${quote.id}/`, payload: { name: 'x' } })).statusCode).toBe(409);
    const told = await t.db.select().from(notifications).where(eq(notifications.link, `/quotes?quote_id=${quote.id}`));
    expect(told.length).toBeGreaterThanOrEqual(2);

    const [lineA, lineB] = sent.json().lines.map((l: { id: number }) => l.id);
    const metro = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: lineA, unit_price: 7.25, lead_time_days: 3 }, { quote_item_id: lineB, unit_price: 0.6, lead_time_days: 10 }] });
    expect(metro.statusCode, metro.body).toBe(200);
    const rival = await post(asRival, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: lineA, unit_price: 7.1, lead_time_days: 14 }, { quote_item_id: lineB, unit_price: 0.66, lead_time_days: 2 }] });
    expect(rival.statusCode).toBe(200);
    // each supplier sees only its own answer
    const metroView = (await get(w.asSeller, `quotes/${quote.id}/`)).json();
    expect(metroView.suppliers).toHaveLength(1);
    expect(Object.keys(metroView.lines[0].prices)).toEqual([String(metroView.suppliers[0].id)]);
    expect(metroView.actions).toEqual([]);
    expect((await get(asStrangerSeller, `quotes/${quote.id}/`)).statusCode).toBe(404);
    expect((await post(asStrangerSeller, `quotes/${quote.id}/respond/`, { prices: [] })).statusCode).toBe(404);
    expect((await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: 2147483647, unit_price: 1, lead_time_days: 1 }] })).json()).toEqual({ prices: ['Some of the lines are not on this quote.'] });
    // the buyer types in only the answer of a supplier outside the app (off-app-suppliers.test.ts): Metro answers itself
    const forMetro = await post(w.asBuyer, `quotes/${quote.id}/respond/`, { quote_supplier_id: metroView.suppliers[0].id, prices: [{ quote_item_id: lineA, unit_price: 1, lead_time_days: 1 }] });
    expect([forMetro.statusCode, forMetro.json()]).toEqual([403, { detail: `${metroView.suppliers[0].supplier.name} uses the app and answers this quote itself.` }]);
    expect((await post(w.asBuyer, `quotes/${quote.id}/respond/`, { prices: [] })).json()).toEqual({ quote_supplier_id: ['Choose the supplier outside the app whose answer you enter.'] });
    expect((await post(w.asSeller, `quotes/${quote.id}/cancel/`)).statusCode).toBe(403);

    // the buyer compares: totals per supplier, the best price per line
    const compare = (await get(w.asBuyer, `quotes/${quote.id}/`)).json();
    const bySupplier = Object.fromEntries(compare.suppliers.map((s: { supplier: { id: number }; total: number; lead_time_days: number; id: number }) => [s.supplier.id, s]));
    expect(bySupplier[metroId]).toMatchObject({ status: 'responded', total: 47, lead_time_days: 10 }); // 29.00 + 18.00
    expect(bySupplier[rivalId]).toMatchObject({ total: 48.2, lead_time_days: 14 }); // 28.40 + 19.80
    expect(compare.lines[0].best_supplier_id).toBe(bySupplier[rivalId].id);
    expect(compare.lines[1].best_supplier_id).toBe(bySupplier[metroId].id);

    const bought = await post(w.asBuyer, `quotes/${quote.id}/purchase/`, { quote_supplier_id: bySupplier[metroId].id });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().status).toBe('purchased');
    const orderId = bought.json().order_id;
    const order = (await get(w.asBuyer, `orders/${orderId}/`)).json();
    expect(order).toMatchObject({ status: 'pending', supplier: { id: metroId }, need_by_date: needBy, subtotal: 47 });
    expect(order.items.map((i: { price_source: string; unit_price: number }) => [i.price_source, i.unit_price])).toEqual([
      ['quote', 7.25],
      ['quote', 0.6],
    ]);
    expect((await t.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, orderId))).map((i) => i.cartItemId)).toEqual([breaker, conduit]);
    expect((await post(w.asBuyer, `quotes/${quote.id}/purchase/`, { quote_supplier_id: bySupplier[rivalId].id })).statusCode).toBe(409);
    expect((await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [] })).statusCode).toBe(409);
    expect((await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${job.id}/` })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses bad input, a supplier that has not priced, and lists by status', async () => {
    const job = await w.make({ name: `Quote list ${w.tag}` });
    const [line] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 1 }]);
    expect((await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [] })).json()).toEqual({ supplier_ids: ['Select at least one supplier.'] });
    expect((await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [], supplier_ids: [metroId] })).json()).toEqual({ cart_item_ids: ['Please select item(s)'] });
    const [theirs] = await t.db.insert(suppliers).values({ companyId: w.other.id, name: `Theirs ${w.tag}` }).returning();
    expect((await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [theirs.id] })).json()).toEqual({ supplier_ids: ['Select your own suppliers.'] });
    expect((await post(w.asSeller, `projects/${job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [metroId] })).statusCode).toBe(403);
    const before = await t.db.select().from(quotes);

    const quote = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [metroId, byEmailId] })).json();
    expect((await t.db.select().from(quotes)).length).toBe(before.length + 1);
    await post(w.asBuyer, `quotes/${quote.id}/send/`);
    const waiting = quote.suppliers.find((s: { supplier: { id: number } }) => s.supplier.id === byEmailId);
    const notPriced = await post(w.asBuyer, `quotes/${quote.id}/purchase/`, { quote_supplier_id: waiting.id });
    expect(notPriced.statusCode).toBe(409);
    expect(notPriced.json().detail).toBe('This supplier has not priced the quote.');
    const [quoted] = quote.lines.map((l: { id: number }) => l.id);
    const tooDear = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: quoted, unit_price: 100_000_001, lead_time_days: 3 }] });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json()).toEqual({ 'prices.0.unit_price': ['Unit price must be at most 100,000,000.'] });
    const tooLate = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: quoted, unit_price: 5, lead_time_days: 3651 }] });
    expect(tooLate.json()).toEqual({ 'prices.0.lead_time_days': ['Lead time must be at most 3,650 days.'] });
    const beforeAsked = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: quoted, unit_price: -1, lead_time_days: -1 }] });
    expect(beforeAsked.json()).toEqual({ 'prices.0.unit_price': ['Unit price must be 0 or more.'], 'prices.0.lead_time_days': ['Lead time must be 0 days or more.'] });
    const notDays = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: quoted, unit_price: 5, lead_time_days: 'soon' }] });
    expect(notDays.json()).toEqual({ 'prices.0.lead_time_days': ['A valid integer is required.'] });
    // an answer that prices nothing is not a price: the buyer would be told 'priced' and could buy an order without prices
    const unanswered = (await get(w.asSeller, `quotes/${quote.id}/`)).json().suppliers[0];
    for (const prices of [[], [{ quote_item_id: quoted, unit_price: null, lead_time_days: 3 }]]) {
      const nothing = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices, notes: 'call me' });
      expect([nothing.statusCode, nothing.json()]).toEqual([400, { prices: ['Enter a price for at least one line, or decline the quote.'] }]);
    }
    expect((await get(w.asSeller, `quotes/${quote.id}/`)).json().suppliers[0]).toEqual(unanswered);
    // a line listed twice is named, not 'A record with these values already exists.' from the database
    const twice = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: quoted, unit_price: 5, lead_time_days: 3 }, { quote_item_id: quoted, unit_price: 6, lead_time_days: 3 }] });
    expect([twice.statusCode, twice.json()]).toEqual([400, { prices: ['A line is listed twice: price each line once.'] }]);
    expect((await get(w.asSeller, `quotes/${quote.id}/`)).json().suppliers[0]).toEqual(unanswered);
    expect((await post(w.asSeller, `quotes/${quote.id}/respond/`, { decline: true })).json().suppliers[0].status).toBe('declined');

    expect((await get(w.asBuyer, 'quotes/')).json().results.map((q: { id: number }) => q.id)).toContain(quote.id);
    await post(w.asBuyer, `quotes/${quote.id}/cancel/`);
    expect((await get(w.asBuyer, 'quotes/')).json().results.map((q: { id: number }) => q.id)).not.toContain(quote.id);
    expect((await get(w.asBuyer, 'quotes/?status=canceled')).json().results.map((q: { id: number }) => q.id)).toContain(quote.id);
    expect((await post(w.asBuyer, `quotes/${quote.id}/send/`)).json().detail).toBe('A quote that is canceled cannot be sent.');
    expect((await get(w.asStranger, 'quotes/?status=editing,active,canceled')).json().count).toBe(0);
    expect((await get(w.asBuyer, 'quotes/?status=nope')).statusCode).toBe(400);
  });

  it('lists the last 90 days by default (spec section 9), the last N days with date_limit and all time with 0, both sides', async () => {
    const job = await w.make({ name: `Quote window ${w.tag}` });
    const [line] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 1 }]);
    const ask = async (daysAgo: number) => {
      const quote = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [metroId] })).json();
      await post(w.asBuyer, `quotes/${quote.id}/send/`);
      await t.db.update(quotes).set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) }).where(eq(quotes.id, quote.id));
      return quote.id as number;
    };
    const [recent, weekOld, old] = [await ask(0), await ask(10), await ask(100)];
    const listed = async (as: CartWorld['asBuyer'], query: string) =>
      (await get(as, `quotes/?search=${encodeURIComponent(`Quote window ${w.tag}`)}&status=active${query}`)).json().results.map((q: { id: number }) => q.id);
    for (const as of [w.asBuyer, w.asSeller]) {
      expect(await listed(as, '')).toEqual([recent, weekOld]);
      expect(await listed(as, '&date_limit=5')).toEqual([recent]);
      expect(await listed(as, '&date_limit=0')).toEqual([recent, weekOld, old]);
    }
    expect((await get(w.asBuyer, 'quotes/?date_limit=-1')).statusCode).toBe(400);
  });

  it('quotes and buys only what of a BOM line is not on an order yet, as add_to_po orders it', async () => {
    const job = await w.make({ name: `Quote ordered ${w.tag}` });
    const [breaker, conduit] = await w.addLines(job.id, [
      { baseItemId: w.items.breaker, packageCount: 4 },
      { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
    ]);
    const ordered = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [breaker], supplier_id: metroId });
    expect(ordered.statusCode, ordered.body).toBe(201);
    // ordered in full throughout: refused, with the words add_to_po uses
    const refused = await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [breaker], supplier_ids: [metroId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ cart_item_ids: [`Ordered in full already: ${w.breakerCode}.`] });
    expect(refused.json()).toEqual((await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [breaker], supplier_id: metroId })).json());
    // with a line left to order, the full one is left out of the quote
    const some = await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [breaker, conduit], supplier_ids: [metroId] });
    expect(some.statusCode, some.body).toBe(201);
    expect(some.json().lines.map((l: { code: string }) => l.code)).toEqual([`CW${w.tag}-EMT050`]);

    // a line ordered in part is quoted for the rest
    const conduitOrder = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [conduit], supplier_id: rivalId })).json().orders[0].id;
    const conduitItem = (await get(w.asBuyer, `orders/${conduitOrder}/`)).json().items[0].id;
    expect((await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${conduitOrder}/items/${conduitItem}/`, payload: { quantity: 10 } })).statusCode).toBe(200);
    const quote = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [conduit], supplier_ids: [metroId] })).json();
    expect(quote.lines.map((l: { quantity: number }) => l.quantity)).toEqual([20]);
  });

  it('buys from a supplier only the lines it priced: a line it does not offer stays on the BOM to order elsewhere', async () => {
    const job = await w.make({ name: `Quote not offered ${w.tag}` });
    const [breaker, conduit] = await w.addLines(job.id, [
      { baseItemId: w.items.breaker, packageCount: 4 },
      { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
    ]);
    const quote = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [breaker, conduit], supplier_ids: [metroId] })).json();
    const [a, b] = (await post(w.asBuyer, `quotes/${quote.id}/send/`)).json().lines.map((l: { id: number }) => l.id);
    const answered = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: a, unit_price: 7.25, lead_time_days: 3 }, { quote_item_id: b, unit_price: null, lead_time_days: null }] });
    expect(answered.statusCode, answered.body).toBe(200);
    const bought = await post(w.asBuyer, `quotes/${quote.id}/purchase/`, { quote_supplier_id: answered.json().suppliers[0].id });
    expect(bought.statusCode, bought.body).toBe(200);
    const order = (await get(w.asBuyer, `orders/${bought.json().order_id}/`)).json();
    expect(order.items.map((i: { cart_item_id: number; price_source: string; unit_price: number }) => [i.cart_item_id, i.price_source, i.unit_price])).toEqual([[breaker, 'quote', 7.25]]);
    expect(order.unpriced_lines).toBe(0);
    // the conduit is still all to order
    const again = await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: [conduit], supplier_id: rivalId });
    expect([again.statusCode, again.json().skipped]).toEqual([201, []]);
  });

  it('buys a quote only for what is not on an order yet: a line ordered in full since is left out (all of them: refused), one ordered in part is bought for the rest', async () => {
    const job = await w.make({ name: `Quote bought ${w.tag}` });
    const [breaker, conduit] = await w.addLines(job.id, [
      { baseItemId: w.items.breaker, packageCount: 4 },
      { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
    ]);
    const ask = async () => {
      const quote = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [breaker, conduit], supplier_ids: [metroId] })).json();
      const sent = (await post(w.asBuyer, `quotes/${quote.id}/send/`)).json();
      const [a, b] = sent.lines.map((l: { id: number }) => l.id);
      const answered = await post(w.asSeller, `quotes/${quote.id}/respond/`, { prices: [{ quote_item_id: a, unit_price: 7.25, lead_time_days: 3 }, { quote_item_id: b, unit_price: 0.6, lead_time_days: 10 }] });
      return { id: quote.id as number, supplier: answered.json().suppliers[0].id as number };
    };
    const first = await ask();
    const second = await ask();
    const bought = await post(w.asBuyer, `quotes/${first.id}/purchase/`, { quote_supplier_id: first.supplier });
    expect(bought.statusCode, bought.body).toBe(200);

    const twice = await post(w.asBuyer, `quotes/${second.id}/purchase/`, { quote_supplier_id: second.supplier });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(`Ordered in full already: ${w.breakerCode}, CW${w.tag}-EMT050.`);
    expect((await get(w.asBuyer, `quotes/${second.id}/`)).json().status).toBe('active');

    // the first order takes 10 ft of conduit less: buying the second quote orders those 10 ft and
    // leaves out the breakers, ordered in full (a quote's lines cannot be removed, so it is not stuck)
    const orderId = bought.json().order_id;
    const items = (await get(w.asBuyer, `orders/${orderId}/`)).json().items as { id: number }[];
    expect((await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${orderId}/items/${items[1].id}/`, payload: { quantity: 20 } })).statusCode).toBe(200);
    const rest = await post(w.asBuyer, `quotes/${second.id}/purchase/`, { quote_supplier_id: second.supplier });
    expect(rest.statusCode, rest.body).toBe(200);
    const order = (await get(w.asBuyer, `orders/${rest.json().order_id}/`)).json();
    expect(order.items.map((i: { quantity: number; unit_price: number }) => [i.quantity, i.unit_price])).toEqual([[10, 0.6]]);
  });

  it('keeps a quote to the one who asked for it and to Allow Edit All Orders, as a draft order: a colleague or the foreman may not edit, send, cancel or buy it, and is offered none of it', async () => {
    const job = await w.make({ name: `Quote owned ${w.tag}` });
    const [line] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 2 }]);
    const editing = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [metroId] })).json();
    const active = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [metroId] })).json();
    await post(w.asBuyer, `quotes/${active.id}/send/`);
    const answered = await post(w.asSeller, `quotes/${active.id}/respond/`, { prices: [{ quote_item_id: active.lines[0].id, unit_price: 7, lead_time_days: 2 }] });
    const metroAnswer = answered.json().suppliers[0].id;
    // while no group holds Allow Edit All Orders everyone may (decision 012); once one does, only it and the one who asked
    const { userGroups, companyMemberships } = await import('../../db/schema/index');
    const [editors] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: `Quote editors ${w.tag}`, settings: { allow_edit_all_orders: true } }).returning();
    await t.db.update(companyMemberships).set({ userGroupId: editors.id }).where(and(eq(companyMemberships.accountId, w.buyer.id), eq(companyMemberships.companyId, w.company.id)));
    const before = await t.db.select().from(quotes);
    const refusal = { detail: 'Your user group may change only the quotes you asked for (Allow Edit All Orders).' };
    for (const as of [w.asColleague, w.asForeman]) {
      for (const [url, payload] of [
        [`quotes/${editing.id}/send/`, {}],
        [`quotes/${editing.id}/cancel/`, {}],
        [`quotes/${active.id}/archive/`, {}],
        [`quotes/${active.id}/purchase/`, { quote_supplier_id: metroAnswer }],
      ] as const) {
        const res = await post(as, url, payload);
        expect([res.statusCode, res.json()], url).toEqual([403, refusal]);
      }
      const patched = await as({ method: 'PATCH', url: `/api/v1/quotes/${editing.id}/`, payload: { name: 'Mine now' } });
      expect([patched.statusCode, patched.json()]).toEqual([403, refusal]);
      expect((await get(as, `quotes/${active.id}/`)).json().actions).toEqual([]);
    }
    expect(await t.db.select().from(quotes)).toEqual(before);
    expect((await get(w.asBuyer, `quotes/${active.id}/`)).json().actions).toEqual(['purchase', 'archive', 'cancel']);
    expect((await post(w.asBuyer, `quotes/${active.id}/purchase/`, { quote_supplier_id: metroAnswer })).statusCode).toBe(200);
  });
});
