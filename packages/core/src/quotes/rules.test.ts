import { describe, expect, it } from 'vitest';
import { mayChangeQuote, mayEnterQuoteAnswer, QUOTE_STATUSES, quoteActionsFor, quoteMessages, quoteResponseProblem, quoteResponseSchema, quoteSupplierReachNote, quoteTransition } from './rules';

describe('quote transitions', () => {
  it('allows exactly send from editing, buy from active, archive and cancel while open', () => {
    const table = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, quoteActionsFor(s)]));
    expect(table).toEqual({
      editing: ['send', 'archive', 'cancel'],
      active: ['purchase', 'archive', 'cancel'],
      purchased: ['archive'],
      archived: [],
      canceled: [],
    });
  });
  it('says why a step is refused', () => {
    expect(quoteTransition('purchased', 'cancel')).toEqual({ ok: false, error: 'A quote that is purchased cannot be canceled.' });
    expect(quoteTransition('editing', 'purchase')).toEqual({ ok: false, error: 'A quote that is being edited cannot be bought.' });
    expect(quoteTransition('active', 'send')).toEqual({ ok: false, error: 'A quote that is active cannot be sent.' });
    expect(quoteTransition('canceled', 'archive')).toEqual({ ok: false, error: 'A quote that is canceled cannot be archived.' });
  });
});

describe('a supplier answer', () => {
  const price = (unit_price: unknown) => quoteResponseSchema.safeParse({ prices: [{ quote_item_id: 1, unit_price, lead_time_days: 3 }] });
  it('refuses a unit price past the limit naming it, and still says what is not a number', () => {
    expect(price(100_000_000).success).toBe(true);
    expect(price(100_000_001).error?.issues.map((i) => [i.path, i.message])).toEqual([[['prices', 0, 'unit_price'], quoteMessages.priceTooLarge]]);
    expect(quoteMessages.priceTooLarge).toBe('Unit price must be at most 100,000,000.');
    expect(price('7').error?.issues.map((i) => i.message)).toEqual(['A valid number is required.']);
  });
});

describe('a supplier answer', () => {
  it('prices at least one line unless it declines', () => {
    expect(quoteResponseProblem({ prices: [] })).toBe(quoteMessages.nothingPriced);
    expect(quoteResponseProblem({ prices: [{ unit_price: null }, { unit_price: null }] })).toBe('Enter a price for at least one line, or decline the quote.');
    expect(quoteResponseProblem({ prices: [{ unit_price: null }, { unit_price: 0 }] })).toBeNull();
    expect(quoteResponseProblem({ decline: true, prices: [] })).toBeNull();
  });

  it('prices each line once: a line listed twice is named as such', () => {
    expect(quoteResponseProblem({ prices: [{ quote_item_id: 1, unit_price: 5 }, { quote_item_id: 1, unit_price: 6 }] })).toBe('A line is listed twice: price each line once.');
    expect(quoteResponseProblem({ prices: [{ quote_item_id: 1, unit_price: 5 }, { quote_item_id: 2, unit_price: null }] })).toBeNull();
  });
});

describe('who moves a quote', () => {
  it('the one who asked for it, or Allow Edit All Orders', () => {
    expect(mayChangeQuote({ startedByCaller: true, editAll: false })).toBe(true);
    expect(mayChangeQuote({ startedByCaller: false, editAll: true })).toBe(true);
    expect(mayChangeQuote({ startedByCaller: false, editAll: false })).toBe(false);
  });
});

describe('quoteSupplierReachNote', () => {
  it('says nothing of a supplier in the app, and how a request reaches one outside it', () => {
    expect(quoteSupplierReachNote({ name: 'Metro', supplier_company: { id: 1 }, email: '' })).toBeNull();
    expect(quoteSupplierReachNote({ name: 'Graybar', supplier_company: null, email: 'q@graybar.example' })).toBe('Graybar does not use the app; the quote request goes to them by email, and they answer you outside the app.');
    expect(quoteSupplierReachNote({ name: 'Corner store', supplier_company: null, email: ' ' })).toMatch(/^Corner store does not use the app and has no email/);
  });
});

describe("a supplier's answer typed in by the buyer", () => {
  it('is open only for a supplier outside the app, while the quote is active, to one who may change the quote', () => {
    const may = (status: (typeof QUOTE_STATUSES)[number], offApp: boolean, mayChange: boolean) => mayEnterQuoteAnswer({ status, offApp, mayChange });
    expect(QUOTE_STATUSES.filter((s) => may(s, true, true))).toEqual(['active']);
    expect(may('active', false, true)).toBe(false);
    expect(may('active', true, false)).toBe(false);
  });
  it('names the supplier by its quote supplier id, which a supplier in the app leaves out', () => {
    expect(quoteResponseSchema.parse({ quote_supplier_id: 7, prices: [] })).toMatchObject({ quote_supplier_id: 7, decline: false });
    expect(quoteResponseSchema.parse({ prices: [] }).quote_supplier_id).toBeUndefined();
    expect(quoteResponseSchema.safeParse({ quote_supplier_id: 'x' }).success).toBe(false);
  });
});
