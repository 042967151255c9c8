import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companyMemberships, notifications, quotePrices, quoteSuppliers, suppliers, userGroups } from '../../db/schema/index';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * A quote asked of a supplier that does not use the app (a supplier entry without a seller
 * company) reached nobody: only suppliers in the app were notified. It is mailed to the supplier
 * entry's email now, as a submitted order's PDF is.
 */
let t: TestApp;
let w: CartWorld;
let graybarId: number;
let noEmailId: number;
let metroId: number;
let email: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  email = `quotes-${w.tag.toLowerCase()}@graybar.example`;
  [{ id: graybarId }, { id: noEmailId }, { id: metroId }] = await t.db
    .insert(suppliers)
    .values([
      { companyId: w.company.id, name: `Graybar ${w.tag}`, email },
      { companyId: w.company.id, name: `Corner store ${w.tag}` },
      { companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id, email: `metro-${w.tag.toLowerCase()}@metro.example` },
    ])
    .returning();
});
afterAll(() => t.close());

describe('a quote for a supplier outside the app', () => {
  it('mails the request, with its lines, to the email of the supplier entry when it is sent; a supplier in the app is told in the app only', async () => {
    const job = await w.make({ name: `Off-app quote ${w.tag}`, main_job_num: `J-${w.tag}` });
    const [breaker] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 4 }]);
    const created = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${job.id}/request_quote/`, payload: { cart_item_ids: [breaker], supplier_ids: [graybarId, noEmailId, metroId], name: 'Panel breakers' } });
    expect(created.statusCode, created.body).toBe(201);
    // nothing goes out while the quote is being edited
    await t.app.afterResponse.settled();
    expect(t.mailer.lastTo(email)).toBeUndefined();

    const sent = await w.asBuyer({ method: 'POST', url: `/api/v1/quotes/${created.json().id}/send/`, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.afterResponse.settled();
    const mail = t.mailer.lastTo(email);
    expect(mail?.subject).toBe(`Request for quote: Panel breakers from ${w.company.name}`);
    expect(mail?.text).toContain(`${w.company.name} asks you to price 1 line for Off-app quote ${w.tag} (Job # J-${w.tag}).`);
    expect(mail?.text).toContain(`- ${w.breakerCode} — `);
    expect(mail?.text).toContain(': 4 EA');
    expect(mail?.text).toMatch(/Reply with your unit prices and lead times to .+\(.+@.+\)\./);
    expect(t.mailer.lastTo(`metro-${w.tag.toLowerCase()}@metro.example`)).toBeUndefined();
  });
});

describe("the buyer types in the answer of a supplier outside the app", () => {
  const post = (as: CartWorld['asBuyer'], url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
  const get = (as: CartWorld['asBuyer'], url: string) => as({ method: 'GET', url: `/api/v1/${url}` });
  type Asked = { id: number; supplier: { id: number } };
  /** A sent quote of two lines asking Graybar, the corner store (both outside the app) and Metro (in it). */
  const sentQuote = async (name: string) => {
    const job = await w.make({ name: `${name} ${w.tag}` });
    const [breaker, conduit] = await w.addLines(job.id, [
      { baseItemId: w.items.breaker, packageCount: 4 },
      { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
    ]);
    const created = (await post(w.asBuyer, `projects/${job.id}/request_quote/`, { cart_item_ids: [breaker, conduit], supplier_ids: [graybarId, noEmailId, metroId], name })).json();
    const sent = (await post(w.asBuyer, `quotes/${created.id}/send/`)).json();
    const asked = (supplierId: number) => (sent.suppliers as Asked[]).find((s) => s.supplier.id === supplierId)!.id;
    const [a, b] = sent.lines.map((l: { id: number }) => l.id as number);
    return { id: sent.id as number, lines: [a, b] as const, graybar: asked(graybarId), corner: asked(noEmailId), metro: asked(metroId), job, breaker };
  };
  /** What a refused call must leave alone: every answer and price of the quote. */
  const answersOf = async (quoteId: number) => {
    const asked = await t.db.select().from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, quoteId));
    const prices = await t.db.select().from(quotePrices).where(eq(quotePrices.companyId, w.company.id));
    return { asked: asked.sort((x, y) => x.id - y.id), prices: prices.filter((p) => asked.some((a) => a.id === p.quoteSupplierId)).sort((x, y) => x.id - y.id) };
  };

  it("records Graybar's prices, lead times and notes as Graybar's answer, says who entered them, and buys from them as from a supplier in the app", async () => {
    const q = await sentQuote('Phoned-in prices');
    const before = (await get(w.asBuyer, `quotes/${q.id}/`)).json();
    // the detail says whose answers the buyer may type in: those outside the app, not Metro's
    expect(before.enter_answer_for.sort()).toEqual([q.graybar, q.corner].sort());
    expect(before.suppliers.every((s: { entered_by: unknown }) => s.entered_by === null)).toBe(true);

    const entered = await post(w.asBuyer, `quotes/${q.id}/respond/`, {
      quote_supplier_id: q.graybar,
      notes: 'Quoted by phone, Dana at the Denver branch. Held 30 days.',
      prices: [
        { quote_item_id: q.lines[0], unit_price: 7.05, lead_time_days: 5 },
        { quote_item_id: q.lines[1], unit_price: 0.58, lead_time_days: 12 },
      ],
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const graybar = entered.json().suppliers.find((s: Asked) => s.id === q.graybar);
    expect(graybar).toMatchObject({ status: 'responded', status_display: 'Priced', total: 45.6, priced_lines: 2, lead_time_days: 12, notes: 'Quoted by phone, Dana at the Denver branch. Held 30 days.' }); // 28.20 + 17.40
    expect(graybar.entered_by).toEqual({ id: w.buyer.id, name: expect.any(String) });
    expect(graybar.responded_at).not.toBeNull();
    expect(entered.json().lines[0].prices[String(q.graybar)]).toEqual({ unit_price: 7.05, lead_time_days: 5, extended_price: 28.2 });
    // the other answers are untouched; the quote stays active, open for more prices and to buy
    expect(entered.json().suppliers.filter((s: Asked) => s.id !== q.graybar).map((s: { status: string }) => s.status)).toEqual(['requested', 'requested']);
    expect(entered.json()).toMatchObject({ status: 'active', actions: ['purchase', 'archive', 'cancel'] });
    // the one who asked is not told of what they typed in themselves
    expect(await t.db.select().from(notifications).where(eq(notifications.link, `/buyer_quotes?quote_id=${q.id}`))).toEqual([]);
    // the request is not mailed again to a supplier that answered
    await t.app.afterResponse.settled();
    expect(t.mailer.sent.filter((m) => m.to === email && m.subject.includes('Phoned-in prices'))).toHaveLength(1);

    // prices typed in again replace the first ones, as a supplier's second answer does
    const again = await post(w.asBuyer, `quotes/${q.id}/respond/`, { quote_supplier_id: q.graybar, prices: [{ quote_item_id: q.lines[0], unit_price: 7, lead_time_days: 5 }, { quote_item_id: q.lines[1], unit_price: null, lead_time_days: null }] });
    expect(again.json().suppliers.find((s: Asked) => s.id === q.graybar)).toMatchObject({ total: 28, priced_lines: 1, notes: '' });

    const bought = await post(w.asBuyer, `quotes/${q.id}/purchase/`, { quote_supplier_id: q.graybar });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ status: 'purchased', enter_answer_for: [] });
    const order = (await get(w.asBuyer, `orders/${bought.json().order_id}/`)).json();
    expect(order).toMatchObject({ status: 'pending', supplier: { id: graybarId }, subtotal: 28 });
    expect(order.items.map((i: { cart_item_id: number; price_source: string; unit_price: number }) => [i.cart_item_id, i.price_source, i.unit_price])).toEqual([[q.breaker, 'quote', 7]]);
    // a quote bought takes no more answers
    const late = await post(w.asBuyer, `quotes/${q.id}/respond/`, { quote_supplier_id: q.corner, decline: true });
    expect([late.statusCode, late.json()]).toEqual([409, { detail: 'This quote is not open for prices.' }]);
  });

  it("checks the prices with the supplier's own rules and messages, and records a decline", async () => {
    const q = await sentQuote('Checked prices');
    const unchanged = await answersOf(q.id);
    const answer = (prices: object[], extra: object = {}) => post(w.asBuyer, `quotes/${q.id}/respond/`, { quote_supplier_id: q.graybar, prices, ...extra });
    const negative = await answer([{ quote_item_id: q.lines[0], unit_price: -1, lead_time_days: -1 }]);
    expect([negative.statusCode, negative.json()]).toEqual([400, { 'prices.0.unit_price': ['Unit price must be 0 or more.'], 'prices.0.lead_time_days': ['Lead time must be 0 days or more.'] }]);
    expect((await answer([{ quote_item_id: q.lines[0], unit_price: 100_000_001, lead_time_days: 3651 }])).json()).toEqual({ 'prices.0.unit_price': ['Unit price must be at most 100,000,000.'], 'prices.0.lead_time_days': ['Lead time must be at most 3,650 days.'] });
    expect((await answer([{ quote_item_id: q.lines[0], unit_price: null, lead_time_days: 3 }])).json()).toEqual({ prices: ['Enter a price for at least one line, or decline the quote.'] });
    expect((await answer([{ quote_item_id: q.lines[0], unit_price: 5, lead_time_days: 3 }, { quote_item_id: q.lines[0], unit_price: 6, lead_time_days: 3 }])).json()).toEqual({ prices: ['A line is listed twice: price each line once.'] });
    expect((await answer([{ quote_item_id: 2147483647, unit_price: 1, lead_time_days: 1 }])).json()).toEqual({ prices: ['Some of the lines are not on this quote.'] });
    expect(await answersOf(q.id)).toEqual(unchanged);

    const declined = await post(w.asBuyer, `quotes/${q.id}/respond/`, { quote_supplier_id: q.corner, decline: true, notes: 'No stock of QO breakers till March.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().suppliers.find((s: Asked) => s.id === q.corner)).toMatchObject({ status: 'declined', total: null, notes: 'No stock of QO breakers till March.', entered_by: { id: w.buyer.id } });
    // a declined answer is not bought from
    expect((await post(w.asBuyer, `quotes/${q.id}/purchase/`, { quote_supplier_id: q.corner })).json()).toEqual({ detail: 'This supplier has not priced the quote.' });
  });

  it("refuses a supplier in the app, a supplier not asked, another company's quote, a quote not sent and a supplier naming one, changing nothing", async () => {
    const q = await sentQuote('Refused entries');
    const other = await sentQuote('Another quote');
    const unchanged = await answersOf(q.id);
    const prices = [{ quote_item_id: q.lines[0], unit_price: 7, lead_time_days: 2 }];
    const refused = async (as: CartWorld['asBuyer'], payload: object, quoteId = q.id) => {
      const res = await post(as, `quotes/${quoteId}/respond/`, payload);
      return [res.statusCode, res.json()];
    };
    // Metro uses the app and answers itself
    expect(await refused(w.asBuyer, { quote_supplier_id: q.metro, prices })).toEqual([403, { detail: `Metro ${w.tag} uses the app and answers this quote itself.` }]);
    expect(await refused(w.asBuyer, { prices })).toEqual([400, { quote_supplier_id: ['Choose the supplier outside the app whose answer you enter.'] }]);
    // Graybar as asked on another quote is not asked on this one
    expect(await refused(w.asBuyer, { quote_supplier_id: other.graybar, prices })).toEqual([400, { quote_supplier_id: ['Choose one of the suppliers asked.'] }]);
    // another contractor reads nothing of the quote, and its supplier entry ids mean nothing here
    expect(await refused(w.asStranger, { quote_supplier_id: q.graybar, prices })).toEqual([404, { detail: 'Not found.' }]);
    // the supplier in the app answers for itself only
    expect(await refused(w.asSeller, { quote_supplier_id: q.graybar, prices })).toEqual([400, { quote_supplier_id: ['Only the buyer names the supplier whose answer it enters: you answer for your own company.'] }]);
    expect(await answersOf(q.id)).toEqual(unchanged);
    expect((await get(w.asSeller, `quotes/${q.id}/`)).json()).toMatchObject({ enter_answer_for: [], suppliers: [{ id: q.metro, entered_by: null }] });

    // a quote still being edited has no answers yet
    const [line] = await w.addLines(q.job.id, [{ baseItemId: w.items.wire, packageCount: 1 }]);
    const editing = (await post(w.asBuyer, `projects/${q.job.id}/request_quote/`, { cart_item_ids: [line], supplier_ids: [graybarId] })).json();
    expect(editing.enter_answer_for).toEqual([]);
    expect(await refused(w.asBuyer, { quote_supplier_id: editing.suppliers[0].id, prices: [{ quote_item_id: editing.lines[0].id, unit_price: 1, lead_time_days: 1 }] }, editing.id)).toEqual([409, { detail: 'This quote is not open for prices.' }]);
  });

  it('is open to the one who asked and to Allow Edit All Orders, as changing the quote is; a colleague who enters prices tells the one who asked', async () => {
    const q = await sentQuote('Who enters');
    const prices = [{ quote_item_id: q.lines[0], unit_price: 7, lead_time_days: 2 }];
    // while no group holds Allow Edit All Orders everyone may (decision 012): a colleague enters them, and the one who asked is told
    const byColleague = await post(w.asColleague, `quotes/${q.id}/respond/`, { quote_supplier_id: q.graybar, prices });
    expect(byColleague.statusCode, byColleague.body).toBe(200);
    expect(byColleague.json().suppliers.find((s: Asked) => s.id === q.graybar).entered_by.id).toBe(w.colleague.id);
    const told = await t.db.select().from(notifications).where(eq(notifications.link, `/buyer_quotes?quote_id=${q.id}`));
    expect(told.map((n) => [n.accountId, n.content])).toEqual([[w.buyer.id, expect.stringMatching(new RegExp(`entered Graybar ${w.tag}'s prices on the quote "Who enters"\\.$`))]]);

    const [editors] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: `Quote editors ${w.tag}`, settings: { allow_edit_all_orders: true } }).returning();
    await t.db.update(companyMemberships).set({ userGroupId: editors.id }).where(and(eq(companyMemberships.accountId, w.buyer.id), eq(companyMemberships.companyId, w.company.id)));
    const unchanged = await answersOf(q.id);
    for (const as of [w.asColleague, w.asForeman]) {
      const res = await post(as, `quotes/${q.id}/respond/`, { quote_supplier_id: q.corner, prices });
      expect([res.statusCode, res.json()]).toEqual([403, { detail: 'Your user group may change only the quotes you asked for (Allow Edit All Orders).' }]);
      expect((await get(as, `quotes/${q.id}/`)).json().enter_answer_for).toEqual([]);
    }
    expect(await answersOf(q.id)).toEqual(unchanged);
    expect((await post(w.asBuyer, `quotes/${q.id}/respond/`, { quote_supplier_id: q.corner, prices })).statusCode).toBe(200);
  });
});
