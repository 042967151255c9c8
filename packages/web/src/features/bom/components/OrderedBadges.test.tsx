import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderedLine } from '@jobsite/core';
import { renderWithProviders } from '../../../test/render';
import { makeLine } from '../test/fixtures';
import { groupOrderedLines, OrderedBadges, OrderedLinesContext } from './OrderedBadges';

const ordered = (cartItemId: number, over: Partial<OrderedLine> = {}): OrderedLine => ({
  cart_item_id: cartItemId,
  order_id: 40,
  po_number: 'SEC-40',
  status: 'backordered',
  quantity: 10,
  need_by_date: null,
  promised_date: null,
  backordered: false,
  shipped: false,
  received_quantity: 0,
  ...over,
});

function renderBadges(lineId: number, lines: OrderedLine[], totalQuantity = 10) {
  renderWithProviders(
    <OrderedLinesContext.Provider value={groupOrderedLines(lines)}>
      <OrderedBadges line={makeLine(lineId, { total_quantity: totalQuantity })} />
    </OrderedLinesContext.Provider>,
  );
}

describe("a BOM line's ordered badges", () => {
  it("name each line's own state on a backordered order: a shipped line reads Scheduled, not Backordered", () => {
    renderBadges(1, [ordered(1, { shipped: true })]);
    expect(screen.getByText('PO SEC-40 · Scheduled')).toBeTruthy();
    expect(screen.queryByText(/Backordered/)).toBeNull();
  });

  it('name a draft order by its id, as the orders list does, since it has no PO number yet', () => {
    renderBadges(3, [ordered(3, { order_id: 41, po_number: null, status: 'pending' })]);
    expect(screen.getByText('Draft #41 · Pending')).toBeTruthy();
  });

  it('keep Backordered for the line held back, with its promised date', () => {
    renderBadges(2, [ordered(2, { backordered: true, promised_date: '2027-01-15' })]);
    expect(screen.getByText('PO SEC-40 · Backordered · promised 2027-01-15')).toBeTruthy();
  });

  it('read a line neither shipped nor held back on a backordered order as acknowledged', () => {
    renderBadges(3, [ordered(3)]);
    expect(screen.getByText('PO SEC-40 · Order acknowledged')).toBeTruthy();
  });

  it("read a line by its order once the order has moved on (received)", () => {
    renderBadges(4, [ordered(4, { status: 'received', shipped: true })]);
    expect(screen.getByText('PO SEC-40 · Received')).toBeTruthy();
  });

  it('say what is left to order as quantities read everywhere, and nothing once the orders hold it all', () => {
    renderBadges(5, [ordered(5, { quantity: 1000 }), ordered(5, { order_id: 41, po_number: 'SEC-41', quantity: 0.1 }), ordered(5, { order_id: 42, po_number: 'SEC-42', quantity: 0.2 })], 1250.5);
    expect(screen.getByText('250.2 FT left to order')).toBeTruthy();
  });

  it('say nothing is left once the orders hold the whole line, floating-point residue or not', () => {
    renderBadges(6, [ordered(6, { quantity: 0.1 }), ordered(6, { order_id: 41, po_number: 'SEC-41', quantity: 0.2 })], 0.3);
    expect(screen.queryByText(/left to order/)).toBeNull();
  });
});
