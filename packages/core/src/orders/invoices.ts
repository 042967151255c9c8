import { z } from 'zod';
import { earliestToday, isCalendarDay, isoDateSchema, isTooFarAhead, latestUpcomingDay, pageQuerySchema, tooFarAheadMessage, pagedSchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { CART_MAX_PACKAGE_COUNT, extendedPrice, UNIT_PRICE_DECIMALS } from '../cart/rules';
import { QUANTITY_DECIMALS } from '../platform/quantities';
import { limitedNumber } from '../platform/numbers';
import { type OrderMoneyLine, type OrderStatus, orderTotals } from './rules';

/**
 * Supplier invoices against purchase orders, and the three-way match the buyer checks them
 * with: what was ordered, what was received, what is invoiced, line by line.
 */

/** A supplier invoices an order once it has shipped. */
export const INVOICEABLE_ORDER_STATUSES: readonly OrderStatus[] = ['shipped complete', 'delivered', 'received'];

export const INVOICE_FLAGS = ['over_ordered', 'over_received', 'already_invoiced', 'price_above_order', 'price_below_order', 'no_order_price', 'not_on_invoice'] as const;
export type InvoiceFlag = (typeof INVOICE_FLAGS)[number];
export const INVOICE_FLAG_LABELS: Record<InvoiceFlag, string> = {
  over_ordered: 'Invoiced more than ordered',
  over_received: 'Invoiced more than received',
  already_invoiced: 'Invoiced already on an earlier invoice',
  price_above_order: 'Price above the order',
  price_below_order: 'Price below the order',
  no_order_price: 'No price on the order',
  not_on_invoice: 'Ordered but not invoiced',
};

export interface MatchInput {
  ordered_quantity: number;
  ordered_price: number | null;
  received_quantity: number;
  invoiced_quantity: number;
  invoiced_price: number | null;
  /** What the order's earlier invoices billed of the line (invoicedOnOthers, earlier); none when left out. */
  invoiced_before_quantity?: number;
  /** What the order's other invoices, earlier or later, billed of the line; none when left out. */
  invoiced_elsewhere_quantity?: number;
}

/** A quantity (at most 3 decimals) in exact thousandths. */
const thousandths = (quantity: number): number => Math.round(quantity * 1000);

/**
 * The differences of one line (empty when ordered, received and invoiced agree). The quantity
 * checks count what the order's earlier invoices billed of the line with this one, so a second
 * bill for what was billed in full is over the order (and already invoiced), where a bill in
 * parts is not.
 */
export function matchFlags(l: MatchInput): InvoiceFlag[] {
  const flags: InvoiceFlag[] = [];
  // a line this invoice leaves out is missing only when the order's other invoices do not bill it in full
  if (l.invoiced_quantity === 0) return thousandths(l.invoiced_elsewhere_quantity ?? 0) >= thousandths(l.ordered_quantity) ? [] : ['not_on_invoice'];
  const before = thousandths(l.invoiced_before_quantity ?? 0);
  const billed = before + thousandths(l.invoiced_quantity);
  if (billed > thousandths(l.ordered_quantity)) flags.push('over_ordered');
  if (billed > thousandths(l.received_quantity)) flags.push('over_received');
  // billed beyond the order together with earlier invoices: a bill twice, not a bill in parts
  if (before > 0 && billed > thousandths(l.ordered_quantity)) flags.push('already_invoiced');
  if (l.ordered_price !== null && l.invoiced_price !== null) {
    // compare at the cent of the extended price, so 4-decimal unit prices do not flag rounding
    const ordered = extendedPrice(l.ordered_price, l.invoiced_quantity) ?? 0;
    const invoiced = extendedPrice(l.invoiced_price, l.invoiced_quantity) ?? 0;
    if (invoiced > ordered) flags.push('price_above_order');
    if (invoiced < ordered) flags.push('price_below_order');
  } else if (l.ordered_price === null && (extendedPrice(l.invoiced_price ?? 0, l.invoiced_quantity) ?? 0) > 0) {
    // the order left the price open (a custom line without one): the bill sets it, so the buyer checks it
    flags.push('no_order_price');
  }
  return flags;
}

/**
 * What the order's invoices other than `invoiceId` billed of each order line, summed in exact
 * thousandths: `earlier` ones only (created before it; invoices are created in id order, so
 * earlier is a lower id), the quantities a three-way match counts with the invoice's own, or
 * every other one (a line this invoice leaves out may be billed on another).
 */
export function invoicedOnOthers(
  invoiceId: number,
  orderInvoiceLines: readonly { invoice_id: number; order_item_id: number; quantity: number }[],
  which: 'earlier' | 'all',
): Map<number, number> {
  const sums = new Map<number, number>();
  for (const l of orderInvoiceLines) {
    if (l.invoice_id === invoiceId || (which === 'earlier' && l.invoice_id > invoiceId)) continue;
    sums.set(l.order_item_id, (sums.get(l.order_item_id) ?? 0) + thousandths(l.quantity));
  }
  return new Map([...sums].map(([item, q]) => [item, q / 1000]));
}

/** matched: every line agrees; exceptions: something to look at before paying. */
export type InvoiceMatchStatus = 'matched' | 'exceptions';
export const INVOICE_MATCH_LABELS: Record<InvoiceMatchStatus, string> = { matched: 'Matched', exceptions: 'Exceptions' };
export function invoiceMatchStatus(lines: readonly MatchInput[]): InvoiceMatchStatus {
  return lines.every((l) => matchFlags(l).length === 0) ? 'matched' : 'exceptions';
}

/** An invoice's money: its lines in exact cents (as an order's), plus the tax the supplier charged. */
export function invoiceTotals(lines: readonly OrderMoneyLine[], tax: number): { subtotal: number; tax: number; total: number } {
  const subtotal = orderTotals(lines, null).subtotal;
  const cents = Math.round(subtotal * 100) + Math.round(tax * 100);
  return { subtotal, tax: Math.round(tax * 100) / 100, total: cents / 100 };
}

export const invoiceMessages = {
  notShipped: 'An order can be invoiced once it has shipped.',
  lineNotOnOrder: 'Some of the lines are not on this order.',
  lineTwice: 'Each order line can appear once on an invoice.',
  numberTaken: 'You have an invoice with this number already.',
  dueBeforeDated: 'The due date cannot be before the invoice date.',
  noMatchFilter: 'Invoices are not filtered by match: leave match out, and open an invoice to see its match.',
  invoiceDateFar: tooFarAheadMessage('The invoice date'),
  dueDateFar: tooFarAheadMessage('The due date'),
  invoiceDateBeforeOrder: (submittedDay: string) => `The invoice date cannot be before the order was submitted (${submittedDay}).`,
} as const;

/**
 * Why an invoice date is refused for the order it bills, or null: an invoice is dated on or after
 * the order's submission (its day anywhere, earliestToday at the moment it was submitted, so a
 * supplier west of UTC may date it the local day it came in). The schema limits how far ahead.
 */
export function invoiceDateRefusal(invoiceDate: string, orderSubmittedAt: string | null): string | null {
  if (!orderSubmittedAt) return null;
  const submittedDay = earliestToday(new Date(orderSubmittedAt));
  return invoiceDate < submittedDay ? invoiceMessages.invoiceDateBeforeOrder(submittedDay) : null;
}

/** An invoice's or due date: a day, as isoDateSchema, not more than the years ahead a date to come may be. */
const invoiceDay = (farMessage: string) => isoDateSchema().refine((day) => !isCalendarDay(day) || !isTooFarAhead(day, latestUpcomingDay()), farMessage);

const id = idSchema();
/** Largest amount an invoice's price or tax may carry, in dollars (inside numeric(14,4) money). */
export const INVOICE_MAX_AMOUNT = 100_000_000;
const money = (label: string) => limitedNumber({ label, min: 0, max: INVOICE_MAX_AMOUNT, decimals: UNIT_PRICE_DECIMALS });

export const createInvoiceSchema = z
  .object({
    invoice_number: z.string().trim().min(1, 'Enter the invoice number.').max(50),
    /** On or after the order's submission (invoiceDateRefusal, which needs the order), up to five years ahead. */
    invoice_date: invoiceDay(invoiceMessages.invoiceDateFar),
    due_date: invoiceDay(invoiceMessages.dueDateFar).nullable().optional(),
    /** The tax the supplier charges, in dollars. */
    tax: money('Tax').multipleOf(0.01, 'Enter the tax in dollars and cents.').default(0),
    notes: z.string().trim().max(2000).optional(),
    lines: z
      .array(z.object({ order_item_id: id, quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: CART_MAX_PACKAGE_COUNT, decimals: QUANTITY_DECIMALS }), unit_price: money('Unit price') }))
      .min(1, 'Add at least one line to the invoice.')
      .max(2000),
  })
  // ISO dates compare as text
  .refine((v) => !v.due_date || v.due_date >= v.invoice_date, { path: ['due_date'], message: invoiceMessages.dueBeforeDated });
export type CreateInvoiceInput = z.infer<typeof createInvoiceSchema>;

export const invoiceListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  order_id: queryIdSchema().optional(),
  /**
   * The list does not filter by match (an invoice's match is worked out line by line, not stored):
   * match= is refused rather than ignored, so a caller is not handed every invoice as if filtered,
   * as the orders list refuses an unknown status.
   */
  match: z.undefined({ error: invoiceMessages.noMatchFilter }).optional(),
});
export const invoiceExportQuerySchema = invoiceListQuerySchema.omit({ page: true, page_size: true }).extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

const ref = z.object({ id: z.number().int(), name: z.string() });
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  due_date: z.string().nullable(),
  order: z.object({ id: z.number().int(), po_number: z.string().nullable() }),
  project: ref,
  buyer_company: ref,
  supplier_company: ref,
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  match_status: z.enum(['matched', 'exceptions']),
  created_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const pagedInvoicesSchema = pagedSchema(invoiceSummarySchema);

export const invoiceMatchLineSchema = z.object({
  order_item_id: z.number().int(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  ordered_quantity: z.number(),
  ordered_price: z.number().nullable(),
  received_quantity: z.number(),
  invoiced_quantity: z.number(),
  invoiced_price: z.number().nullable(),
  invoiced_amount: z.number().nullable(),
  flags: z.array(z.enum(INVOICE_FLAGS)),
});
export type InvoiceMatchLine = z.infer<typeof invoiceMatchLineSchema>;
export const invoiceDetailSchema = invoiceSummarySchema.extend({
  notes: z.string(),
  order_total: z.number(),
  lines: z.array(invoiceMatchLineSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
