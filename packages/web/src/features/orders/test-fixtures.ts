import type { OrderLine } from '@jobsite/core';

/** An order line as the server answers it: one EA at $1, open (not backordered, shipped or received), unless `over` says otherwise. */
export const orderLine = (id: number, over: Partial<OrderLine> = {}): OrderLine => ({
  id,
  cart_item_id: id,
  base_item_id: null,
  description: 'Line',
  code: `L-${id}`,
  unit: 'EA',
  quantity: 1,
  unit_price: 1,
  price_source: 'catalogue',
  extended_price: 1,
  need_by_date: null,
  promised_date: null,
  backordered: false,
  shipped: false,
  received_quantity: 0,
  ...over,
});
