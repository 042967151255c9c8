import { and, asc, count, desc, eq, exists, gte, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_QUOTE_STATUSES,
  QUOTE_DATE_LIMIT_DAYS,
  QUOTE_STATUS_LABELS,
  SUPPLIER_QUOTE_LABELS,
  type QuoteAction,
  type QuoteDetail,
  type QuoteResponseInput,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteUpdateInput,
  type RequestQuoteInput,
  canRespondToQuote,
  extendedPrice,
  formatAddress,
  orderMessages,
  mayChangeQuote,
  mayEnterQuoteAnswer,
  orderTotals,
  quoteActionsFor,
  quoteMessages,
  quoteResponseProblem,
  quoteTransition,
} from '@jobsite/core';
import { accounts, companies, projects, purchaseOrderEvents, purchaseOrderItems, purchaseOrders, quoteItems, quotePrices, quoteSuppliers, quotes, suppliers } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { ApiError, fieldErrors, permissionDenied } from '../../platform/errors';
import { type PageWindow, pagedRows } from '../../platform/paging';
import { accountName, containsPattern } from '../../platform/text-and-dates';
import { notify } from '../notifications/service';
import type { OrderCaller } from '../orders/caller';
import { refusePastNeedBy } from '../orders/need-by';
import { activeMemberIds, cartLinesForOrder } from '../orders/queries';
import { leftToOrder, orderedInFullMessage, remainingQuantities } from '../orders/service';
import type { ProjectRow } from '../projects/queries';

export type QuoteRow = typeof quotes.$inferSelect;
type QuoteSupplierRow = typeof quoteSuppliers.$inferSelect;

/** The buyer reads its quotes; a supplier the quotes sent to it (never one still being edited). */
export function quoteVisibility(caller: OrderCaller): SQL {
  if (caller.side === 'buyer') return eq(quotes.companyId, caller.companyId);
  return and(
    ne(quotes.status, 'editing'),
    exists(sql`(select 1 from quote_suppliers qs where qs.quote_id = ${quotes.id} and qs.supplying_company_id = ${caller.companyId})`),
  ) as SQL;
}

export async function findQuote(db: DbOrTx, caller: OrderCaller, id: number, lock = false): Promise<QuoteRow | null> {
  const q = db.select().from(quotes).where(and(quoteVisibility(caller), eq(quotes.id, id))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

function requireBuyer(caller: OrderCaller): void {
  if (caller.side !== 'buyer') throw permissionDenied('Only the buyer can change a quote.');
}

/** The buyer's user who asked for the quote, or one with Allow Edit All Orders (core mayChangeQuote). */
function requireQuoteEditor(caller: OrderCaller, quote: QuoteRow): void {
  requireBuyer(caller);
  if (!mayChangeQuote({ startedByCaller: quote.createdByAccountId === caller.accountId, editAll: caller.editAll })) throw permissionDenied(quoteMessages.notYourQuoteToChange);
}

async function buyerSuppliers(db: DbOrTx, caller: OrderCaller, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(suppliers).where(and(eq(suppliers.companyId, caller.companyId), inArray(suppliers.id, unique)));
  if (rows.length !== unique.length) throw fieldErrors({ supplier_ids: 'Select your own suppliers.' });
  return rows;
}

async function tellSuppliers(tx: Tx, quote: QuoteRow, rows: QuoteSupplierRow[], content: string): Promise<void> {
  for (const companyId of new Set(rows.flatMap((r) => (r.supplyingCompanyId ? [r.supplyingCompanyId] : [])))) {
    await notify(tx, { accountIds: await activeMemberIds(tx, companyId), companyId, content, link: `/quotes?quote_id=${quote.id}` });
  }
}

async function tellBuyer(tx: Tx, quote: QuoteRow, content: string): Promise<void> {
  if (quote.createdByAccountId && (await activeMemberIds(tx, quote.companyId)).includes(quote.createdByAccountId)) {
    await notify(tx, { accountIds: [quote.createdByAccountId], companyId: quote.companyId, content, link: `/buyer_quotes?quote_id=${quote.id}` });
  }
}

/**
 * POST projects/{id}/request_quote/: a quote (being edited) for BOM lines and the suppliers to
 * ask. Each line is quoted for what is not on an order yet; a line ordered in full is left out,
 * and a selection ordered in full throughout is refused (as add_to_po does).
 */
export async function requestQuote(tx: Tx, caller: OrderCaller, project: ProjectRow, input: RequestQuoteInput): Promise<number> {
  requireBuyer(caller);
  const ids = [...new Set(input.cart_item_ids)];
  const lines = await cartLinesForOrder(tx, caller.companyId, project.id, ids);
  if (lines.length !== ids.length) throw fieldErrors({ cart_item_ids: orderMessages.linesNotOnProject });
  const { left } = await leftToOrder(tx, caller.companyId, lines);
  const toQuote = lines.filter((l) => left.get(l.id)! > 0);
  const chosen = await buyerSuppliers(tx, caller, input.supplier_ids);
  const [quote] = await tx
    .insert(quotes)
    .values({ companyId: caller.companyId, projectId: project.id, name: input.name || `${project.name} quote`, needByDate: input.need_by_date ?? null, createdByAccountId: caller.accountId })
    .returning();
  await tx.insert(quoteItems).values(
    toQuote.map((l, i) => ({
      companyId: caller.companyId,
      quoteId: quote.id,
      cartItemId: l.id,
      baseItemId: l.baseItemId,
      description: l.itemDescription ?? l.customDescription ?? '',
      code: l.itemCode ?? l.customCode ?? '',
      unit: l.itemUnit ?? l.customUnit ?? 'EA',
      quantity: left.get(l.id)!,
      position: i + 1,
    })),
  );
  await tx.insert(quoteSuppliers).values(chosen.map((s) => ({ companyId: caller.companyId, quoteId: quote.id, supplierId: s.id, supplyingCompanyId: s.supplierCompanyId })));
  return quote.id;
}

/** PATCH quotes/{id}/: name, need-by date, notes and the suppliers asked, while it is being edited. */
export async function updateQuote(tx: Tx, caller: OrderCaller, quote: QuoteRow, input: QuoteUpdateInput): Promise<void> {
  requireQuoteEditor(caller, quote);
  if (quote.status !== 'editing') throw new ApiError(409, { detail: quoteMessages.notEditing });
  refusePastNeedBy(input.need_by_date, quote.needByDate);
  if (input.supplier_ids) {
    const chosen = await buyerSuppliers(tx, caller, input.supplier_ids);
    await tx.delete(quoteSuppliers).where(and(eq(quoteSuppliers.quoteId, quote.id), notInArray(quoteSuppliers.supplierId, chosen.map((c) => c.id))));
    await tx
      .insert(quoteSuppliers)
      .values(chosen.map((s) => ({ companyId: caller.companyId, quoteId: quote.id, supplierId: s.id, supplyingCompanyId: s.supplierCompanyId })))
      .onConflictDoNothing();
  }
  const { supplier_ids: _ignored, need_by_date, ...rest } = input;
  void _ignored;
  await tx
    .update(quotes)
    .set({ ...rest, ...(need_by_date !== undefined ? { needByDate: need_by_date } : {}), updatedAt: new Date() })
    .where(eq(quotes.id, quote.id));
}

/** POST quotes/{id}/{send|archive|cancel}/ */
export async function actOnQuote(tx: Tx, caller: OrderCaller, quote: QuoteRow, action: QuoteAction): Promise<void> {
  requireQuoteEditor(caller, quote);
  const step = quoteTransition(quote.status, action);
  if (!step.ok) throw new ApiError(409, { detail: step.error });
  await tx
    .update(quotes)
    .set({ status: step.to, updatedAt: new Date(), ...(action === 'send' ? { sentAt: new Date() } : {}) })
    .where(eq(quotes.id, quote.id));
  const asked = await tx.select().from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, quote.id));
  if (action === 'send') await tellSuppliers(tx, quote, asked, `${caller.companyName} asks you to price "${quote.name}".`);
  if (action === 'cancel' && quote.status === 'active') await tellSuppliers(tx, quote, asked, `${caller.companyName} canceled the quote request "${quote.name}".`);
}

/**
 * Whose answer a respond/ call writes: a supplier in the app its own; the buyer (one who may change
 * the quote) that of a supplier outside the app it names, which answered by phone or mail. A
 * supplier in the app answers itself, so the buyer may not answer for it.
 */
async function answerToWrite(tx: Tx, caller: OrderCaller, quote: QuoteRow, input: QuoteResponseInput): Promise<{ row: QuoteSupplierRow; name: string }> {
  if (caller.side === 'seller') {
    if (input.quote_supplier_id !== undefined) throw fieldErrors({ quote_supplier_id: quoteMessages.sellerNamesNoSupplier });
    if (!canRespondToQuote(quote.status)) throw new ApiError(409, { detail: quoteMessages.notActive });
    const [mine] = await tx.select().from(quoteSuppliers).where(and(eq(quoteSuppliers.quoteId, quote.id), eq(quoteSuppliers.supplyingCompanyId, caller.companyId))).limit(1);
    if (!mine) throw permissionDenied(quoteMessages.notYourQuote);
    return { row: mine, name: caller.companyName };
  }
  requireQuoteEditor(caller, quote);
  if (!canRespondToQuote(quote.status)) throw new ApiError(409, { detail: quoteMessages.notActive });
  if (input.quote_supplier_id === undefined) throw fieldErrors({ quote_supplier_id: quoteMessages.chooseOffAppSupplier });
  const [asked] = await tx
    .select({ row: quoteSuppliers, name: suppliers.name })
    .from(quoteSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, quoteSuppliers.supplierId))
    .where(and(eq(quoteSuppliers.quoteId, quote.id), eq(quoteSuppliers.id, input.quote_supplier_id)))
    .limit(1);
  if (!asked) throw fieldErrors({ quote_supplier_id: quoteMessages.chooseAskedSupplier });
  if (asked.row.supplyingCompanyId !== null) throw permissionDenied(quoteMessages.answersInApp(asked.name));
  return asked;
}

/**
 * POST quotes/{id}/respond/: a supplier's prices and lead times (or its decline), changeable while
 * the quote is active: written by the supplier in the app, or typed in by the buyer for a supplier
 * outside the app (answerToWrite), who is then kept as the one who entered it.
 */
export async function respondToQuote(tx: Tx, caller: OrderCaller, quote: QuoteRow, input: QuoteResponseInput): Promise<void> {
  const { row: answer, name } = await answerToWrite(tx, caller, quote, input);
  const items = await tx.select({ id: quoteItems.id }).from(quoteItems).where(eq(quoteItems.quoteId, quote.id));
  const own = new Set(items.map((i) => i.id));
  if (!input.prices.every((p) => own.has(p.quote_item_id))) throw fieldErrors({ prices: 'Some of the lines are not on this quote.' });
  const problem = quoteResponseProblem(input);
  if (problem) throw fieldErrors({ prices: problem });
  await tx.delete(quotePrices).where(eq(quotePrices.quoteSupplierId, answer.id));
  if (!input.decline && input.prices.length) {
    await tx.insert(quotePrices).values(input.prices.map((p) => ({ companyId: quote.companyId, quoteSupplierId: answer.id, quoteItemId: p.quote_item_id, unitPrice: p.unit_price, leadTimeDays: p.lead_time_days })));
  }
  const enteredBy = caller.side === 'buyer' ? caller.accountId : null;
  await tx
    .update(quoteSuppliers)
    .set({ status: input.decline ? 'declined' : 'responded', notes: input.notes ?? '', respondedAt: new Date(), enteredByAccountId: enteredBy })
    .where(eq(quoteSuppliers.id, answer.id));
  if (enteredBy === null) await tellBuyer(tx, quote, `${name} ${input.decline ? 'declined' : 'priced'} the quote "${quote.name}".`);
  // the one who asked hears of an answer a colleague typed in, not of their own
  else if (quote.createdByAccountId !== caller.accountId) await tellBuyer(tx, quote, `${caller.name} entered ${name}'s ${input.decline ? 'decline' : 'prices'} on the quote "${quote.name}".`);
}

/**
 * POST quotes/{id}/purchase/: the chosen supplier's answer becomes a pending purchase order at
 * its quoted prices, for what of each BOM line is not on an order yet (at most the quoted
 * quantity); a line the supplier did not price (not offered) or ordered in full since the quote
 * was asked is left out, and a quote with nothing left to buy is refused with the lines' names
 * (add_to_po's words).
 */
export async function purchaseQuote(tx: Tx, caller: OrderCaller, quote: QuoteRow, quoteSupplierId: number): Promise<number> {
  requireQuoteEditor(caller, quote);
  const step = quoteTransition(quote.status, 'purchase');
  if (!step.ok) throw new ApiError(409, { detail: step.error });
  const [chosen] = await tx.select().from(quoteSuppliers).where(and(eq(quoteSuppliers.quoteId, quote.id), eq(quoteSuppliers.id, quoteSupplierId)));
  if (!chosen) throw fieldErrors({ quote_supplier_id: 'Choose one of the suppliers asked.' });
  if (chosen.status !== 'responded') throw new ApiError(409, { detail: quoteMessages.responseNotPriced });
  const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id)).orderBy(asc(quoteItems.position));
  const cartIds = items.flatMap((i) => (i.cartItemId === null ? [] : [i.cartItemId]));
  // a line taken off the BOM since (cartItemId null) is bought as quoted; a quote's lines cannot be
  // taken off it, so a line ordered in full since is skipped, and only a quote with nothing left to
  // buy is refused (it would otherwise be stuck, neither buyable nor editable)
  const bomLines = await cartLinesForOrder(tx, caller.companyId, quote.projectId, cartIds);
  const left = await remainingQuantities(tx, caller.companyId, bomLines);
  const prices = new Map((await tx.select().from(quotePrices).where(eq(quotePrices.quoteSupplierId, chosen.id))).map((p) => [p.quoteItemId, p]));
  // a line the supplier did not price (not offered) is not bought from it: it stays on the BOM to order elsewhere
  const offered = items.filter((i) => prices.get(i.id)?.unitPrice != null);
  const toBuy = offered.filter((i) => i.cartItemId === null || !left.has(i.cartItemId) || left.get(i.cartItemId)! > 0);
  if (!toBuy.length) throw new ApiError(409, { detail: orderedInFullMessage(bomLines.filter((l) => offered.some((i) => i.cartItemId === l.id))) });
  const [project] = await tx.select().from(projects).where(eq(projects.id, quote.projectId));
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      companyId: caller.companyId,
      projectId: quote.projectId,
      supplierId: chosen.supplierId,
      supplyingCompanyId: chosen.supplyingCompanyId,
      needByDate: quote.needByDate,
      shipToAddress: project?.address ? formatAddress(project.address) : '',
      notes: `From quote "${quote.name}"`,
      createdByAccountId: caller.accountId,
    })
    .returning();
  await tx.insert(purchaseOrderItems).values(
    toBuy.map((i) => {
      const p = prices.get(i.id)!;
      return {
        companyId: caller.companyId,
        orderId: order.id,
        cartItemId: i.cartItemId,
        baseItemId: i.baseItemId,
        description: i.description,
        code: i.code,
        unit: i.unit,
        quantity: i.cartItemId !== null && left.has(i.cartItemId) ? Math.min(i.quantity, left.get(i.cartItemId)!) : i.quantity,
        unitPrice: p.unitPrice,
        priceSource: 'quote' as const,
        needByDate: quote.needByDate,
        position: i.position,
      };
    }),
  );
  await tx.insert(purchaseOrderEvents).values({ companyId: caller.companyId, orderId: order.id, accountId: caller.accountId, actorCompanyId: caller.companyId, action: 'Order created', detail: `from quote "${quote.name}"` });
  await tx.update(quotes).set({ status: step.to, orderId: order.id, updatedAt: new Date() }).where(eq(quotes.id, quote.id));
  return order.id;
}

// ---- reading ----

async function suppliersOf(db: DbOrTx, caller: OrderCaller, quoteIds: number[]) {
  if (!quoteIds.length) return [];
  return db
    .select({ row: quoteSuppliers, supplierName: suppliers.name, sellerName: companies.name, enteredBy: { firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email } })
    .from(quoteSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, quoteSuppliers.supplierId))
    .leftJoin(companies, eq(companies.id, quoteSuppliers.supplyingCompanyId))
    .leftJoin(accounts, eq(accounts.id, quoteSuppliers.enteredByAccountId))
    .where(and(inArray(quoteSuppliers.quoteId, quoteIds), caller.side === 'seller' ? eq(quoteSuppliers.supplyingCompanyId, caller.companyId) : undefined))
    .orderBy(asc(suppliers.name));
}

async function summariesOf(db: DbOrTx, caller: OrderCaller, rows: QuoteRow[]): Promise<{ summary: QuoteSummary; prices: (typeof quotePrices.$inferSelect)[]; items: (typeof quoteItems.$inferSelect)[] }[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const items = await db.select().from(quoteItems).where(inArray(quoteItems.quoteId, ids)).orderBy(asc(quoteItems.position), asc(quoteItems.id));
  const asked = await suppliersOf(db, caller, ids);
  const prices = asked.length ? await db.select().from(quotePrices).where(inArray(quotePrices.quoteSupplierId, asked.map((a) => a.row.id))) : [];
  const projectRows = await db.select({ id: projects.id, name: projects.name, job: projects.mainJobNum }).from(projects).where(inArray(projects.id, [...new Set(rows.map((r) => r.projectId))]));
  const buyerRows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))]));
  return rows.map((q) => {
    const qItems = items.filter((i) => i.quoteId === q.id);
    const qAsked = asked.filter((a) => a.row.quoteId === q.id);
    const project = projectRows.find((p) => p.id === q.projectId);
    const qPrices = prices.filter((p) => qAsked.some((a) => a.row.id === p.quoteSupplierId));
    return {
      items: qItems,
      prices: qPrices,
      summary: {
        id: q.id,
        name: q.name,
        status: q.status,
        status_display: QUOTE_STATUS_LABELS[q.status],
        project: { id: q.projectId, name: project?.name ?? '', main_job_num: project?.job ?? '' },
        buyer_company: { id: q.companyId, name: buyerRows.find((b) => b.id === q.companyId)?.name ?? '' },
        line_count: qItems.length,
        need_by_date: q.needByDate,
        sent_at: q.sentAt?.toISOString() ?? null,
        created_at: q.createdAt.toISOString(),
        order_id: caller.side === 'buyer' ? q.orderId : null,
        suppliers: qAsked.map((a) => {
          const mine = qPrices.filter((p) => p.quoteSupplierId === a.row.id && p.unitPrice !== null);
          const qty = new Map(qItems.map((i) => [i.id, i.quantity]));
          const leads = mine.flatMap((p) => (p.leadTimeDays === null ? [] : [p.leadTimeDays]));
          return {
            id: a.row.id,
            supplier: { id: a.row.supplierId, name: a.supplierName },
            supplying_company: a.row.supplyingCompanyId && a.sellerName ? { id: a.row.supplyingCompanyId, name: a.sellerName } : null,
            status: a.row.status,
            status_display: SUPPLIER_QUOTE_LABELS[a.row.status],
            responded_at: a.row.respondedAt?.toISOString() ?? null,
            notes: a.row.notes,
            total: a.row.status === 'responded' ? orderTotals(mine.map((p) => ({ unit_price: p.unitPrice, quantity: qty.get(p.quoteItemId) ?? 0 })), null).subtotal : null,
            priced_lines: mine.length,
            lead_time_days: leads.length ? Math.max(...leads) : null,
            // the buyer's own users; a supplier never sees whom the buyer has
            entered_by: caller.side === 'buyer' && a.row.enteredByAccountId !== null && a.enteredBy ? { id: a.row.enteredByAccountId, name: accountName(a.enteredBy) } : null,
          };
        }),
      },
    };
  });
}

export async function listQuotes(db: DbOrTx, caller: OrderCaller, q: { status?: string; search?: string; date_limit?: number }, window: PageWindow, now = new Date()) {
  const statuses = q.status ? (q.status.split(',').map((s) => s.trim()) as QuoteStatus[]) : [...DEFAULT_QUOTE_STATUSES];
  const days = q.date_limit ?? QUOTE_DATE_LIMIT_DAYS;
  const search = q.search ? containsPattern(q.search) : null;
  const where = and(
    quoteVisibility(caller),
    inArray(quotes.status, statuses),
    days > 0 ? gte(quotes.createdAt, new Date(now.getTime() - days * 86_400_000)) : undefined,
    search ? or(ilike(quotes.name, search), exists(sql`(select 1 from projects p where p.id = ${quotes.projectId} and (p.name ilike ${search} or p.main_job_num ilike ${search}))`)) : undefined,
  );
  const { rows, total } = await pagedRows(
    window,
    { rows: db.select().from(quotes).where(where).orderBy(desc(quotes.createdAt), desc(quotes.id)), count: db.select({ n: count() }).from(quotes).where(where) },
  );
  return { count: total, results: (await summariesOf(db, caller, rows)).map((s) => s.summary) };
}

export async function quoteDetail(db: DbOrTx, caller: OrderCaller, quote: QuoteRow): Promise<QuoteDetail> {
  const [{ summary, items, prices }] = await summariesOf(db, caller, [quote]);
  const responded = new Set(summary.suppliers.filter((s) => s.status === 'responded').map((s) => s.id));
  const mayChange = caller.side === 'buyer' && mayChangeQuote({ startedByCaller: quote.createdByAccountId === caller.accountId, editAll: caller.editAll });
  return {
    ...summary,
    notes: quote.notes,
    lines: items.map((i) => {
      const mine = prices.filter((p) => p.quoteItemId === i.id);
      const priced = mine.filter((p) => p.unitPrice !== null && responded.has(p.quoteSupplierId));
      const best = priced.length ? priced.reduce((a, b) => ((b.unitPrice as number) < (a.unitPrice as number) ? b : a)) : null;
      return {
        id: i.id,
        cart_item_id: i.cartItemId,
        code: i.code,
        description: i.description,
        unit: i.unit,
        quantity: i.quantity,
        prices: Object.fromEntries(mine.map((p) => [String(p.quoteSupplierId), { unit_price: p.unitPrice, lead_time_days: p.leadTimeDays, extended_price: extendedPrice(p.unitPrice, i.quantity) }])),
        best_supplier_id: caller.side === 'buyer' && priced.length > 1 ? (best?.quoteSupplierId ?? null) : null,
      };
    }),
    actions: mayChange ? quoteActionsFor(quote.status) : [],
    can_respond: caller.side === 'seller' && canRespondToQuote(quote.status),
    enter_answer_for:
      caller.side === 'buyer' ? summary.suppliers.filter((s) => mayEnterQuoteAnswer({ status: quote.status, offApp: s.supplying_company === null, mayChange })).map((s) => s.id) : [],
  };
}
