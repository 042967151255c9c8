import { describe, expect, it } from 'vitest';
import {
  draftIdOfSearch,
  orderName,
  supplierReach,
  supplierReachNote,
  shipToAddressMissing,
  purchaseOrderStartRefusal,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderSide,
  type OrderStatus,
  orderActionsFor,
  orderClickTarget,
  orderLineStatus,
  orderTotals,
  orderTransition,
  quantityToReceive,
  receiveLines,
  linesForStep,
} from './rules';
import { createInvoiceSchema, invoiceMatchStatus, invoicedOnOthers, matchFlags } from './invoices';

/** The whole table written out: [from, action, side] → to. Everything not listed is refused. */
const ALLOWED: Array<[OrderStatus, OrderAction, OrderSide, OrderStatus]> = [
  ['pending', 'submit', 'buyer', 'ordered'],
  ['pending', 'archive', 'buyer', 'pending archived'],
  ['pending archived', 'unarchive', 'buyer', 'pending'],
  ['pending', 'cancel', 'buyer', 'canceled'],
  ['pending archived', 'cancel', 'buyer', 'canceled'],
  ['ordered', 'cancel', 'buyer', 'canceled'],
  ['order acknowledged', 'cancel', 'buyer', 'canceled'],
  ['backordered', 'cancel', 'buyer', 'canceled'],
  ['ordered', 'acknowledge', 'seller', 'order acknowledged'],
  ['backordered', 'acknowledge', 'seller', 'order acknowledged'],
  ['ordered', 'backorder', 'seller', 'backordered'],
  ['order acknowledged', 'backorder', 'seller', 'backordered'],
  ['backordered', 'backorder', 'seller', 'backordered'],
  ['ordered', 'ship', 'seller', 'shipped complete'],
  ['order acknowledged', 'ship', 'seller', 'shipped complete'],
  ['backordered', 'ship', 'seller', 'shipped complete'],
  ['shipped complete', 'deliver', 'seller', 'delivered'],
  ['shipped complete', 'deliver', 'buyer', 'delivered'],
  ['ordered', 'receive', 'buyer', 'received'],
  ['order acknowledged', 'receive', 'buyer', 'received'],
  ['backordered', 'receive', 'buyer', 'received'],
  ['shipped complete', 'receive', 'buyer', 'received'],
  ['delivered', 'receive', 'buyer', 'received'],
];

describe('orderTransition', () => {
  const key = (s: string, a: string, side: string) => `${s}|${a}|${side}`;
  const allowed = new Map(ALLOWED.map(([s, a, side, to]) => [key(s, a, side), to]));

  it('allows exactly the table and refuses every other status, action and side', () => {
    let checked = 0;
    for (const status of ORDER_STATUSES)
      for (const action of ORDER_ACTIONS)
        for (const side of ['buyer', 'seller'] as const) {
          const result = orderTransition(status, action, side);
          const expected = allowed.get(key(status, action, side));
          if (expected) expect(result, key(status, action, side)).toEqual({ ok: true, to: expected });
          else expect(result.ok, key(status, action, side)).toBe(false);
          checked++;
        }
    expect(checked).toBe(ORDER_STATUSES.length * ORDER_ACTIONS.length * 2);
  });

  it('answers 403 for the wrong side and 409 for the wrong status, in words', () => {
    expect(orderTransition('ordered', 'acknowledge', 'buyer')).toEqual({ ok: false, status: 403, error: 'Only the supplier can acknowledge an order.' });
    expect(orderTransition('pending', 'submit', 'seller')).toEqual({ ok: false, status: 403, error: 'Only the buyer can submit an order.' });
    expect(orderTransition('received', 'cancel', 'buyer')).toEqual({ ok: false, status: 409, error: 'A received order cannot be canceled.' });
    expect(orderTransition('shipped complete', 'ship', 'seller')).toEqual({ ok: false, status: 409, error: 'A scheduled order cannot be shipped.' });
  });

  it('received and canceled are final for both sides', () => {
    for (const side of ['buyer', 'seller'] as const) {
      expect(orderActionsFor('received', side)).toEqual([]);
      expect(orderActionsFor('canceled', side)).toEqual([]);
    }
    expect(orderActionsFor('ordered', 'seller')).toEqual(['acknowledge', 'backorder', 'ship']);
    expect(orderActionsFor('pending', 'buyer')).toEqual(['submit', 'archive', 'cancel']);
  });
});

describe('orderClickTarget', () => {
  it('follows the click rule of spec section 4', () => {
    expect(orderClickTarget({ status: 'pending', supplying_company: null })).toBe('pending_dialog');
    expect(orderClickTarget({ status: 'pending archived', supplying_company: null })).toBe('pending_dialog');
    expect(orderClickTarget({ status: 'pending', supplying_company: { id: 1 } })).toBe('pending_screen');
    expect(orderClickTarget({ status: 'pending archived', supplying_company: { id: 1 } })).toBe('pending_screen');
    for (const status of ORDER_STATUSES.filter((s) => !s.startsWith('pending'))) {
      expect(orderClickTarget({ status, supplying_company: null })).toBe('detail_dialog');
      expect(orderClickTarget({ status, supplying_company: { id: 1 } })).toBe('detail_dialog');
    }
  });
});

describe('orderTotals', () => {
  const sales = (tax_rate: number) => ({ tax_rate, is_use_tax: false });
  it('counts a line whose price is not a number yet (a minus sign typed alone) as unpriced', () => {
    expect(orderTotals([{ unit_price: Number('-'), quantity: 2 }, { unit_price: 1.5, quantity: 2 }], sales(5))).toEqual({ subtotal: 3, tax: 0.15, total: 3.15, use_tax: 0, cost_total: 3.15, unpriced_lines: 1 });
  });

  it('adds exact line cents and rounds tax half up', () => {
    // 0.145 x 1 = 0.15 (floating point says 0.14); 3 x 0.1 = 0.30 (floating point 0.30000000000000004)
    const totals = orderTotals(
      [
        { unit_price: 0.145, quantity: 1 },
        { unit_price: 0.1, quantity: 3 },
        { unit_price: null, quantity: 2 },
      ],
      sales(5),
    );
    expect(totals).toEqual({ subtotal: 0.45, tax: 0.02, total: 0.47, use_tax: 0, cost_total: 0.47, unpriced_lines: 1 });
  });

  it('rounds tax at half a cent up and handles fractional rates', () => {
    expect(orderTotals([{ unit_price: 10, quantity: 1 }], sales(0.05)).tax).toBe(0.01); // 0.005 -> 0.01
    expect(orderTotals([{ unit_price: 10, quantity: 1 }], sales(0.04)).tax).toBe(0); // 0.004 -> 0.00
    expect(orderTotals([{ unit_price: 1234.5678, quantity: 3.5 }], sales(8.875))).toEqual({ subtotal: 4320.99, tax: 383.49, total: 4704.48, use_tax: 0, cost_total: 4704.48, unpriced_lines: 0 });
    expect(orderTotals([], null)).toEqual({ subtotal: 0, tax: 0, total: 0, use_tax: 0, cost_total: 0, unpriced_lines: 0 });
  });

  it('leaves a use tax out of what the supplier charges and bills, and counts it in what the order costs the buyer', () => {
    // CO-USE 2.9% on $100: the supplier's PO total is $100.00; the buyer pays $2.90 use tax itself
    expect(orderTotals([{ unit_price: 10, quantity: 10 }], { tax_rate: 2.9, is_use_tax: true })).toEqual({ subtotal: 100, tax: 0, total: 100, use_tax: 2.9, cost_total: 102.9, unpriced_lines: 0 });
  });
});

describe('three-way match', () => {
  const line = { ordered_quantity: 10, ordered_price: 2.5, received_quantity: 10, invoiced_quantity: 10, invoiced_price: 2.5 };
  it('matches when ordered, received and invoiced agree', () => {
    expect(matchFlags(line)).toEqual([]);
    expect(invoiceMatchStatus([line, line])).toBe('matched');
  });
  it('flags quantities over the order or the receipt, prices off the order, and lines left off', () => {
    expect(matchFlags({ ...line, invoiced_quantity: 12 })).toEqual(['over_ordered', 'over_received']);
    expect(matchFlags({ ...line, received_quantity: 0 })).toEqual(['over_received']);
    expect(matchFlags({ ...line, invoiced_price: 2.51 })).toEqual(['price_above_order']);
    expect(matchFlags({ ...line, invoiced_price: 2.4 })).toEqual(['price_below_order']);
    expect(matchFlags({ ...line, invoiced_quantity: 0 })).toEqual(['not_on_invoice']);
    expect(invoiceMatchStatus([line, { ...line, invoiced_price: 3 }])).toBe('exceptions');
  });
  it("counts what the order's earlier invoices billed: a second bill flags, a bill in parts does not", () => {
    expect(matchFlags({ ...line, invoiced_before_quantity: 10 })).toEqual(['over_ordered', 'over_received', 'already_invoiced']);
    expect(matchFlags({ ...line, invoiced_quantity: 4, invoiced_before_quantity: 6 })).toEqual([]);
    expect(matchFlags({ ...line, invoiced_quantity: 12 })).not.toContain('already_invoiced');
    // not received yet: the second part is over the receipt, not billed twice
    expect(matchFlags({ ...line, received_quantity: 0, invoiced_quantity: 5, invoiced_before_quantity: 5 })).toEqual(['over_received']);
    // exact thousandths: 0.1 + 0.2 of 0.3 is the whole line, not a hair over
    const small = { ...line, ordered_quantity: 0.3, received_quantity: 0.3, invoiced_price: 2.5 };
    expect(matchFlags({ ...small, invoiced_quantity: 0.2, invoiced_before_quantity: 0.1 })).toEqual([]);
    expect(matchFlags({ ...small, invoiced_quantity: 0.201, invoiced_before_quantity: 0.1 })).toEqual(['over_ordered', 'over_received', 'already_invoiced']);
  });
  it("sums only the order's invoices created before the one matched", () => {
    const lines = [
      { invoice_id: 1, order_item_id: 7, quantity: 0.1 },
      { invoice_id: 2, order_item_id: 7, quantity: 0.2 },
      { invoice_id: 2, order_item_id: 8, quantity: 3 },
      { invoice_id: 3, order_item_id: 7, quantity: 5 },
    ];
    expect(invoicedOnOthers(1, lines, 'earlier')).toEqual(new Map());
    expect(invoicedOnOthers(3, lines, 'earlier')).toEqual(new Map([[7, 0.3], [8, 3]]));
    expect(invoicedOnOthers(1, lines, 'all')).toEqual(new Map([[7, 5.2], [8, 3]]));
  });
  it('does not miss a line this invoice leaves out when other invoices bill it in full', () => {
    expect(matchFlags({ ...line, invoiced_quantity: 0, invoiced_elsewhere_quantity: 10 })).toEqual([]);
    expect(matchFlags({ ...line, invoiced_quantity: 0, invoiced_elsewhere_quantity: 9.999 })).toEqual(['not_on_invoice']);
  });
  it('flags a price billed for a line the order has no price for, the buyer never having agreed one', () => {
    const unpriced = { ...line, ordered_price: null };
    expect(matchFlags({ ...unpriced, invoiced_price: 12.1 })).toEqual(['no_order_price']);
    expect(invoiceMatchStatus([line, { ...unpriced, invoiced_price: 12.1 }])).toBe('exceptions');
    // billed at nothing costs nothing; a quantity difference still shows
    expect(matchFlags({ ...unpriced, invoiced_price: 0 })).toEqual([]);
    expect(matchFlags({ ...unpriced, invoiced_price: 12.1, invoiced_quantity: 12 })).toEqual(['over_ordered', 'over_received', 'no_order_price']);
  });
  it('does not flag a price difference the cents cannot show', () => {
    // 0.14504 vs 0.145 on 10 units: both 1.45
    expect(matchFlags({ ...line, ordered_price: 0.145, invoiced_price: 0.14504 })).toEqual([]);
  });
});

describe('orderLineStatus', () => {
  const line = (over: { shipped?: boolean; backordered?: boolean } = {}) => ({ shipped: false, backordered: false, ...over });
  it("reads a line of an open order by its own state: shipped is Scheduled, backordered stays backordered, the rest is acknowledged when others are held back", () => {
    expect(orderLineStatus('backordered', line({ shipped: true }))).toBe('shipped complete');
    expect(orderLineStatus('backordered', line({ backordered: true }))).toBe('backordered');
    expect(orderLineStatus('backordered', line())).toBe('order acknowledged');
    expect(orderLineStatus('ordered', line({ shipped: true }))).toBe('shipped complete');
    expect(orderLineStatus('ordered', line())).toBe('ordered');
    expect(orderLineStatus('order acknowledged', line({ shipped: true }))).toBe('shipped complete');
    expect(orderLineStatus('order acknowledged', line())).toBe('order acknowledged');
  });
  it("reads every line of an order past shipping, or not yet submitted, by the order's status", () => {
    for (const status of ['pending', 'pending archived', 'shipped complete', 'delivered', 'received', 'canceled'] as const) {
      expect(orderLineStatus(status, line({ shipped: true }))).toBe(status);
      expect(orderLineStatus(status, line())).toBe(status);
    }
  });
  it('reads a line received in full as Received on an order still open or delivered, and a part received by the order', () => {
    expect(orderLineStatus('ordered', { ...line(), quantity: 4, received_quantity: 4 })).toBe('received');
    expect(orderLineStatus('delivered', { ...line({ shipped: true }), quantity: 0.3, received_quantity: 0.1 + 0.2 })).toBe('received');
    expect(orderLineStatus('ordered', { ...line(), quantity: 4, received_quantity: 2 })).toBe('ordered');
    expect(orderLineStatus('canceled', { ...line(), quantity: 4, received_quantity: 4 })).toBe('canceled');
  });
});

describe('receiveLines', () => {
  const lines = [
    { id: 1, name: 'QO120', quantity: 4, received_quantity: 0 },
    { id: 2, name: 'EMT-075', quantity: 0.3, received_quantity: 0.1 },
  ];
  it('receives what is still to come of every line when none is named: the order is in full', () => {
    const r = receiveLines(lines, undefined);
    expect(r).toEqual({ ok: true, received: new Map([[1, 4], [2, 0.3]]), complete: true });
  });
  it('adds a count to what came before, summing a line named twice, and says the order is not in full while a line is short', () => {
    expect(receiveLines(lines, [{ item_id: 1, quantity: 1.5 }, { item_id: 1, quantity: 0.5 }])).toEqual({ ok: true, received: new Map([[1, 2]]), complete: false });
    expect(receiveLines(lines, [{ item_id: 1, quantity: 4 }, { item_id: 2, quantity: 0.2 }])).toEqual({ ok: true, received: new Map([[1, 4], [2, 0.3]]), complete: true });
  });
  it('refuses more than is still to come, nothing at all, and a line not on the order', () => {
    expect(receiveLines(lines, [{ item_id: 2, quantity: 0.201 }])).toEqual({ ok: false, error: 'EMT-075: only 0.2 still to receive.' });
    expect(receiveLines(lines, [{ item_id: 1, quantity: 0 }])).toEqual({ ok: false, error: 'Enter the quantity received of at least one line.' });
    expect(receiveLines([{ ...lines[0], received_quantity: 4 }], undefined)).toEqual({ ok: false, error: 'Enter the quantity received of at least one line.' });
    expect(receiveLines(lines, [{ item_id: 9, quantity: 1 }])).toEqual({ ok: false, error: 'Some of the lines are not on this order.' });
  });
  it('never counts below zero left to receive', () => {
    expect(quantityToReceive({ quantity: 4, received_quantity: 5 })).toBe(0);
    expect(quantityToReceive({ quantity: 0.3, received_quantity: 0.1 })).toBe(0.2);
  });
});

describe('recording an invoice', () => {
  const body = { invoice_number: 'MES-1', invoice_date: '2026-12-01', lines: [{ order_item_id: 1, quantity: 1, unit_price: 1 }] };
  const dueError = (due_date: string | null) => createInvoiceSchema.safeParse({ ...body, due_date }).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('is not due before it is dated; due the same day, later or never is fine', () => {
    expect(dueError('2026-11-30')).toEqual([['due_date', 'The due date cannot be before the invoice date.']]);
    expect(dueError('2026-12-01')).toBeUndefined();
    expect(dueError('2027-01-31')).toBeUndefined();
    expect(dueError(null)).toBeUndefined();
  });
});

describe('where a submitted order goes', () => {
  it('to a registered supplier in the app, to another by email, and nowhere without an email', () => {
    expect(supplierReach({ supplier_company: { id: 1 }, email: '' })).toBe('app');
    expect(supplierReach({ supplier_company: null, email: 'orders@corner.example' })).toBe('email');
    expect(supplierReach({ supplier_company: null, email: '  ' })).toBe('none');
    expect(supplierReachNote({ supplier_company: { id: 1 }, email: '' })).toBeNull();
    expect(supplierReachNote({ supplier_company: null, email: '' })).toMatch(/^This supplier does not use the app and has no email/);
  });

  it('needs a ship-to address unless it is picked up at will call', () => {
    expect(shipToAddressMissing({ ship_to_type: 'job_site', ship_to_address: ' ' })).toBe(true);
    expect(shipToAddressMissing({ ship_to_type: 'warehouse', ship_to_address: '' })).toBe(true);
    expect(shipToAddressMissing({ ship_to_type: 'will_call', ship_to_address: '' })).toBe(false);
    expect(shipToAddressMissing({ ship_to_type: 'job_site', ship_to_address: '1 Main St' })).toBe(false);
  });
});

describe('purchaseOrderStartRefusal', () => {
  it('lets a buyer start a purchase order, not a supplier nor a group that hides the project material', () => {
    expect(purchaseOrderStartRefusal({ side: 'buyer', hideProjectMaterial: false })).toBeNull();
    expect(purchaseOrderStartRefusal({ side: 'seller', hideProjectMaterial: false })).toBe('Only the buyer can create purchase orders.');
    expect(purchaseOrderStartRefusal({ side: 'buyer', hideProjectMaterial: true })).toMatch(/^Your user group does not use project material/);
  });
});

describe('orderName', () => {
  it('names an order by its PO number, and a draft, which has none yet, by its id', () => {
    expect(orderName({ id: 4, po_number: 'SEC-00004' })).toBe('PO SEC-00004');
    expect(orderName({ id: 41, po_number: null })).toBe('Draft #41');
    expect(orderName({ id: 41, po_number: '' })).toBe('Draft #41');
  });

  it('reads the draft a search names as the screens name it: Draft #19, #19 or 19', () => {
    for (const text of ['Draft #19', 'draft #19', ' DRAFT#19 ', 'Draft 19', '#19', '# 19', '19']) expect(draftIdOfSearch(text), text).toBe(19);
    for (const text of ['', 'Draft', 'Draft #', '#', '0', '#0', 'SEC-19', 'Draft #19a', '1.5', '-3', '99999999999', 'Draft ##19']) expect(draftIdOfSearch(text), text).toBeNull();
  });
});

describe('linesForStep', () => {
  const lines = [
    { id: 1, name: 'QO120', shipped: true, quantity: 4, received_quantity: 0 },
    { id: 2, name: 'EMT-050', shipped: false, quantity: 30, received_quantity: 10 },
    { id: 3, name: 'PB-12', shipped: false, quantity: 2, received_quantity: 2 },
  ];
  it('takes every open line when none are named: not shipped, not received in full', () => {
    expect(linesForStep(lines, undefined, 'backorder')).toEqual({ ok: true, ids: [2] });
  });
  it('refuses a named line shipped or received already, naming it, and a line of another order', () => {
    expect(linesForStep(lines, [1, 2, 3], 'backorder')).toEqual({ ok: false, status: 400, error: 'Shipped or received already, nothing to backorder: QO120, PB-12. Untick them.' });
    expect(linesForStep(lines, [1], 'promise')).toEqual({ ok: false, status: 400, error: 'Shipped or received already, nothing to promise a date for: QO120. Untick it.' });
    expect(linesForStep(lines, [9], 'ship')).toEqual({ ok: false, status: 400, error: 'Some of the lines are not on this order.' });
    expect(linesForStep(lines, [2, 2], 'ship')).toEqual({ ok: true, ids: [2] });
  });
  it('refuses with 409 when no line is open', () => {
    expect(linesForStep([lines[0], lines[2]], undefined, 'ship')).toEqual({ ok: false, status: 409, error: 'Every line has shipped or been received: there is no open line to ship.' });
  });
});
