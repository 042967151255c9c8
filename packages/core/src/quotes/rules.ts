import { z } from 'zod';
import { pageQuerySchema, pagedSchema, changedUpcomingDateSchema, NEED_BY_DATE_FAR, needByDateSchema, idSchema } from '../platform/api-shapes';
import { UNIT_PRICE_DECIMALS } from '../cart/rules';
import { orderMessages, supplierReach } from '../orders/rules';
import { limitedNumber, numberMessages } from '../platform/numbers';

/**
 * Quotes (spec section 4): a buyer asks one or more suppliers to price BOM lines, compares
 * their answers side by side and turns the chosen one into a purchase order. One table of
 * transitions, as for orders (decision record 013).
 */
export const QUOTE_STATUSES = ['editing', 'active', 'purchased', 'archived', 'canceled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { editing: 'Editing', active: 'Active', purchased: 'Purchased', archived: 'Archived', canceled: 'Canceled' };
/** Spec section 9: quote lists open on editing and active. */
export const DEFAULT_QUOTE_STATUSES: readonly QuoteStatus[] = ['editing', 'active'];
/** Spec section 9: quote lists show the last 90 days unless asked for more. */
export const QUOTE_DATE_LIMIT_DAYS = 90;

export const QUOTE_ACTIONS = ['send', 'archive', 'cancel'] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];
export const QUOTE_ACTION_LABELS: Record<QuoteAction | 'purchase', string> = { send: 'Send to suppliers', archive: 'Archive', cancel: 'Cancel quote', purchase: 'Buy' };

const QUOTE_TRANSITIONS: Record<QuoteAction | 'purchase', { from: readonly QuoteStatus[]; to: QuoteStatus }> = {
  send: { from: ['editing'], to: 'active' },
  archive: { from: ['editing', 'active', 'purchased'], to: 'archived' },
  cancel: { from: ['editing', 'active'], to: 'canceled' },
  purchase: { from: ['active'], to: 'purchased' },
};

const STATE_WORDS: Record<QuoteStatus, string> = { editing: 'being edited', active: 'active', purchased: 'purchased', archived: 'archived', canceled: 'canceled' };
const PAST: Record<QuoteAction | 'purchase', string> = { send: 'sent', archive: 'archived', cancel: 'canceled', purchase: 'bought' };

export type QuoteTransitionResult = { ok: true; to: QuoteStatus } | { ok: false; error: string };
/** Only the buyer moves a quote; suppliers answer it while it is active. */
export function quoteTransition(status: QuoteStatus, action: QuoteAction | 'purchase'): QuoteTransitionResult {
  const t = QUOTE_TRANSITIONS[action];
  return t.from.includes(status) ? { ok: true, to: t.to } : { ok: false, error: `A quote that is ${STATE_WORDS[status]} cannot be ${PAST[action]}.` };
}
export function quoteActionsFor(status: QuoteStatus): (QuoteAction | 'purchase')[] {
  return (['send', 'purchase', 'archive', 'cancel'] as const).filter((a) => quoteTransition(status, a).ok);
}
/**
 * Whether a buyer's user may move a quote (edit, send, buy, archive, cancel): the one who asked
 * for it, or a holder of Allow Edit All Orders, as for a draft order (decision record 013); a
 * quote is a draft order's price list, and buying it makes one.
 */
export function mayChangeQuote(p: { startedByCaller: boolean; editAll: boolean }): boolean {
  return p.startedByCaller || p.editAll;
}
/** Suppliers answer only an active quote. */
export const canRespondToQuote = (status: QuoteStatus) => status === 'active';
/**
 * Whether a buyer's user may type in a supplier's answer: only a supplier outside the app's (it
 * answers by phone or mail; a supplier in the app answers itself), while the quote is open for
 * prices, and only one who may change the quote (mayChangeQuote).
 */
export function mayEnterQuoteAnswer(p: { status: QuoteStatus; offApp: boolean; mayChange: boolean }): boolean {
  return canRespondToQuote(p.status) && p.offApp && p.mayChange;
}

export const SUPPLIER_QUOTE_STATUSES = ['requested', 'responded', 'declined'] as const;
export type SupplierQuoteStatus = (typeof SUPPLIER_QUOTE_STATUSES)[number];
export const SUPPLIER_QUOTE_LABELS: Record<SupplierQuoteStatus, string> = { requested: 'Waiting for prices', responded: 'Priced', declined: 'Declined' };

/** Largest unit price a supplier may quote, in dollars (as an invoice's, inside numeric(14,4) money). */
export const QUOTE_MAX_UNIT_PRICE = 100_000_000;
/** Longest lead time a supplier may quote: ten years. */
export const QUOTE_MAX_LEAD_TIME_DAYS = 3650;

export const quoteMessages = {
  selectSuppliers: 'Select at least one supplier.',
  priceTooLarge: numberMessages.atMost('Unit price', QUOTE_MAX_UNIT_PRICE),
  notEditing: 'Only a quote being edited can be changed.',
  notActive: 'This quote is not open for prices.',
  responseNotPriced: 'This supplier has not priced the quote.',
  notYourQuote: 'Only the supplier it was sent to can answer this quote.',
  chooseOffAppSupplier: 'Choose the supplier outside the app whose answer you enter.',
  chooseAskedSupplier: 'Choose one of the suppliers asked.',
  sellerNamesNoSupplier: 'Only the buyer names the supplier whose answer it enters: you answer for your own company.',
  answersInApp: (name: string) => `${name} uses the app and answers this quote itself.`,
  nothingPriced: 'Enter a price for at least one line, or decline the quote.',
  lineTwice: 'A line is listed twice: price each line once.',
  notYourQuoteToChange: 'Your user group may change only the quotes you asked for (Allow Edit All Orders).',
  supplierNotRegistered: (name: string) => `${name} does not use the app; the quote request goes to them by email, and they answer you outside the app.`,
  supplierUnreachable: (name: string) => `${name} does not use the app and has no email: the quote request is not sent to them. Add their email under Company settings, Suppliers, or ask them by phone.`,
} as const;

/**
 * What the Request quote dialog says of a supplier asked that does not use the app (as the order
 * screens do, by core supplierReach): the request is mailed to its email, or reaches nobody. Null
 * for a supplier in the app, which answers there.
 */
export function quoteSupplierReachNote(s: { name: string; supplier_company: unknown; email: string }): string | null {
  const reach = supplierReach(s);
  return reach === 'app' ? null : reach === 'email' ? quoteMessages.supplierNotRegistered(s.name) : quoteMessages.supplierUnreachable(s.name);
}

const id = idSchema();

export const requestQuoteSchema = z.object({
  cart_item_ids: z.array(id).min(1, orderMessages.selectLines).max(2000),
  supplier_ids: z.array(id).min(1, quoteMessages.selectSuppliers).max(20),
  name: z.string().trim().max(200).optional(),
  need_by_date: needByDateSchema().nullable().optional(),
});
export type RequestQuoteInput = z.infer<typeof requestQuoteSchema>;

export const quoteUpdateSchema = z.object({ name: z.string().trim().min(1).max(200), need_by_date: changedUpcomingDateSchema(NEED_BY_DATE_FAR).nullable(), notes: z.string().trim().max(2000), supplier_ids: z.array(id).min(1, quoteMessages.selectSuppliers).max(20) }).partial();
export type QuoteUpdateInput = z.infer<typeof quoteUpdateSchema>;

/** One line of a supplier's answer: the quote sheet checks each price and lead time with it as typed, the server the whole answer. */
export const quotePriceLineSchema = z.object({
  quote_item_id: id,
  /** Null: the supplier does not offer this line. */
  unit_price: limitedNumber({ label: 'Unit price', min: 0, max: QUOTE_MAX_UNIT_PRICE, decimals: UNIT_PRICE_DECIMALS }).nullable(),
  lead_time_days: limitedNumber({ label: 'Lead time', min: 0, max: QUOTE_MAX_LEAD_TIME_DAYS, int: true, unit: 'days' }).nullable(),
});

export const quoteResponseSchema = z.object({
  /**
   * The buyer only, typing in the answer a supplier outside the app gave by phone or mail: which of
   * the suppliers asked (its quote supplier id). A supplier in the app leaves it out.
   */
  quote_supplier_id: id.optional(),
  /** true: the supplier will not quote (prices are ignored). */
  decline: z.boolean().default(false),
  notes: z.string().trim().max(2000).optional(),
  prices: z.array(quotePriceLineSchema).max(2000).default([]),
});
export type QuoteResponseInput = z.infer<typeof quoteResponseSchema>;

/**
 * What is wrong with a supplier's answer as a whole, or null: a line priced twice (which price
 * would hold? the database refused it as 'A record with these values already exists.'), or
 * prices that price no line, which are no answer (the buyer would be told it was priced, and
 * buying it would make an order without prices).
 */
export function quoteResponseProblem(input: { decline?: boolean; prices?: { quote_item_id?: number; unit_price: number | null }[] }): string | null {
  if (input.decline) return null;
  const prices = input.prices ?? [];
  const ids = prices.flatMap((p) => (p.quote_item_id === undefined ? [] : [p.quote_item_id]));
  if (new Set(ids).size !== ids.length) return quoteMessages.lineTwice;
  return prices.some((p) => p.unit_price !== null) ? null : quoteMessages.nothingPriced;
}

export const purchaseQuoteSchema = z.object({ quote_supplier_id: id });

export const quoteListQuerySchema = pageQuerySchema.extend({
  status: z
    .string()
    .max(200)
    .optional()
    .refine((v) => !v || v.split(',').every((s) => (QUOTE_STATUSES as readonly string[]).includes(s.trim())), 'Unknown quote status.'),
  search: z.string().trim().max(200).optional(),
  /** Quotes created in the last N days (QUOTE_DATE_LIMIT_DAYS when absent); 0 for all time. */
  date_limit: z.coerce.number().int().min(0).max(36500).optional(),
});

const ref = z.object({ id: z.number().int(), name: z.string() });
export const quoteSupplierSchema = z.object({
  id: z.number().int(),
  supplier: ref,
  supplying_company: ref.nullable(),
  status: z.enum(SUPPLIER_QUOTE_STATUSES),
  status_display: z.string(),
  responded_at: z.string().nullable(),
  notes: z.string(),
  /** Sum of the priced lines, exact cents (core orderTotals). */
  total: z.number().nullable(),
  priced_lines: z.number().int(),
  /** Longest lead time of the priced lines, in days. */
  lead_time_days: z.number().int().nullable(),
  /** The buyer's user who typed in this answer (a supplier outside the app answers by phone or mail); null when the supplier answered in the app. */
  entered_by: ref.nullable(),
});
export const quoteSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(QUOTE_STATUSES),
  status_display: z.string(),
  project: ref.extend({ main_job_num: z.string() }),
  buyer_company: ref,
  line_count: z.number().int(),
  need_by_date: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  suppliers: z.array(quoteSupplierSchema),
  /** The order it became (purchased). */
  order_id: z.number().int().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;
export const pagedQuotesSchema = pagedSchema(quoteSummarySchema);
export const quoteLineSchema = z.object({
  id: z.number().int(),
  cart_item_id: z.number().int().nullable(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number(),
  /** By quote supplier id: that supplier's answer for this line (a supplier sees only its own). */
  prices: z.record(z.string(), z.object({ unit_price: z.number().nullable(), lead_time_days: z.number().int().nullable(), extended_price: z.number().nullable() })),
  /** The quote supplier with the lowest price for the line. */
  best_supplier_id: z.number().int().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;
export const quoteDetailSchema = quoteSummarySchema.extend({
  notes: z.string(),
  lines: z.array(quoteLineSchema),
  actions: z.array(z.enum(['send', 'archive', 'cancel', 'purchase'])),
  /** For a supplier: whether it may answer now. */
  can_respond: z.boolean(),
  /** For the buyer: the quote suppliers (ids) outside the app whose answer the caller may type in now (core mayEnterQuoteAnswer). */
  enter_answer_for: z.array(z.number().int()),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;
