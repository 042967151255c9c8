import { describe, expect, it } from 'vitest';
import {
  listItemOnOrder,
  receiveRefusal,
  binUpdateImpact,
  buyerFieldsIn,
  cutReel,
  isTagColor,
  jobSiteStockListPath,
  jobSiteStockPath,
  listItemScanPath,
  listItemQrValue,
  listItemQuantities,
  listNameFromPo,
  parseListItemQrValue,
  parseSiteBinQrValue,
  productListMessages,
  productListPath,
  sellerListPath,
  siteBinQrValue,
  unstatedChoicePenalty,
} from './rules';
import { productFacets } from '../cart/bom-facets';
import { createTagBody, sellerRentalUpdateBody, updateProductListBody, updateProductListItemBody } from './schemas';

describe('tag colours', () => {
  it.each(['#1c7ed6', '#ABCDEF', 'blue', 'teal'])('takes %s', (c) => expect(isTagColor(c)).toBe(true));
  it.each(['1c7ed6', '#12345', '#1234567', 'Blue', 'purple', '', 'red;'])('refuses %s', (c) => expect(isTagColor(c)).toBe(false));
  it('the tag body says what a colour looks like', () => {
    const r = createTagBody.safeParse({ name: 'Lighting', color: 'nope' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(productListMessages.tagColor);
  });
});

describe('list item quantities', () => {
  it('remaining is what is on no order yet, drafts counted, never below 0', () => {
    expect(listItemQuantities(100, { ordered: 40, on_order: 40, received: 10, on_site: 5 })).toEqual({ quantity: 100, ordered: 40, received: 10, remaining: 60, on_site: 5 });
    // 30 more on a draft: not ordered, but not left to order either
    expect(listItemQuantities(100, { ordered: 40, on_order: 70, received: 10, on_site: 5 })).toMatchObject({ ordered: 40, remaining: 30 });
    expect(listItemQuantities(10, { ordered: 12, on_order: 12, received: 12, on_site: 0 }).remaining).toBe(0);
  });
  it('rounds to three decimals', () => {
    expect(listItemQuantities(0.3, { ordered: 0.1, on_order: 0.1, received: 0, on_site: 0 }).remaining).toBe(0.2);
  });
});

describe('bulk bin update', () => {
  it('needs no confirmation when items have no bin or the same one', () => {
    expect(binUpdateImpact([null, 5, null], 5)).toEqual({ overrides: 0, clears: 0, needs_confirmation: false });
  });
  it('counts items moved out of another bin', () => {
    expect(binUpdateImpact([3, 5, null, 4], 5)).toEqual({ overrides: 2, clears: 0, needs_confirmation: true });
  });
  it('counts items whose bin is cleared', () => {
    expect(binUpdateImpact([3, null, 4], null)).toEqual({ overrides: 0, clears: 2, needs_confirmation: true });
  });
  it('the confirmation message names both', () => {
    expect(productListMessages.confirmBins(2, 0)).toBe('This will move 2 items out of another bin. Confirm to continue.');
    expect(productListMessages.confirmBins(1, 1)).toBe('This will move 1 item out of another bin and clear the bin of 1 item. Confirm to continue.');
  });
});

describe('receive on site', () => {
  it('takes up to what the list asks or is on order, whichever is more, less what is on site', () => {
    const conduit = { quantity: 100, on_order: 0, on_site: 80, unit: 'FT' };
    expect(receiveRefusal(conduit, 20)).toBeNull();
    expect(receiveRefusal(conduit, 21)).toBe('Only 20 FT more can arrive: 100 FT listed or ordered, 80 on site already.');
    expect(receiveRefusal({ ...conduit, on_order: 1500 }, 1420)).toBeNull();
    expect(receiveRefusal({ ...conduit, on_order: 1500 }, 1421)).toBe('Only 1,420 FT more can arrive: 1,500 FT listed or ordered, 80 on site already.');
    expect(receiveRefusal({ ...conduit, on_site: 100 }, 0.5)).toBe('All 100 FT listed or ordered are on site already.');
    expect(receiveRefusal({ ...conduit, on_site: 99.75 }, 0.25)).toBeNull();
  });

  it('counts drafts and submitted orders as on order, never canceled ones', () => {
    const orders = [
      { status: 'pending', quantity: 40 },
      { status: 'pending archived', quantity: 5 },
      { status: 'ordered', quantity: 60.5 },
      { status: 'received', quantity: 10 },
      { status: 'canceled', quantity: 900 },
    ] as const;
    expect(listItemOnOrder(orders)).toBe(115.5);
    expect(listItemOnOrder([{ status: 'canceled', quantity: 900 }])).toBe(0);
    expect(listItemOnOrder([])).toBe(0);
    // a draft of 120 on a 100 FT item lets the 120 arrive
    expect(receiveRefusal({ quantity: 100, on_order: listItemOnOrder([{ status: 'pending', quantity: 120 }]), on_site: 0, unit: 'FT' }, 120)).toBeNull();
  });
});

describe('cable reels', () => {
  it('cutting leaves the rest', () => expect(cutReel(500, 120.5, 'R-12')).toEqual({ length_left: 379.5 }));
  it('cutting everything leaves 0', () => expect(cutReel(80, 80, 'R-12')).toEqual({ length_left: 0 }));
  it('never below 0', () => expect(cutReel(80, 81, 'R-12')).toEqual({ error: 'Only 80 ft left on reel R-12.' }));
  it('a cut is more than 0', () => expect(cutReel(80, 0, 'R-12')).toHaveProperty('error'));
});

describe('seller fields', () => {
  it('finds the buyer fields in a supplier body', () => {
    expect(buyerFieldsIn({ list_item_id: 1, seller_note: 'x' })).toEqual([]);
    expect(buyerFieldsIn({ list_item_id: 1, seller_note: 'x', quantity: 5, phase_code: 'A' })).toEqual(['quantity', 'phase_code']);
  });
  it('the rental dates are in order', () => {
    expect(sellerRentalUpdateBody.safeParse({ list_item_id: 1, rental_start_date: '2026-05-02', rental_end_date: '2026-05-01' }).success).toBe(false);
    expect(sellerRentalUpdateBody.safeParse({ list_item_id: 1, rental_start_date: '2026-05-01', rental_end_date: '2026-05-01' }).success).toBe(true);
  });
});

describe('QR values and paths', () => {
  it('list item and site bin values round-trip', () => {
    expect(parseListItemQrValue(listItemQrValue(42))).toBe(42);
    expect(parseSiteBinQrValue(siteBinQrValue(7))).toBe(7);
    expect(parseListItemQrValue('jobsite:bin:7')).toBeNull();
    expect(parseListItemQrValue('jobsite:list_item:99999999999')).toBeNull();
    expect(parseSiteBinQrValue(' jobsite:site_bin:3 ')).toBe(3);
  });
  it('a list opens on the BOM view filtered by it', () => {
    expect(productListPath(12, 3)).toBe('/project/bom/12?project_product_list_id=3');
    expect(productListPath(12, 3, 9)).toBe('/project/bom/12?project_product_list_id=3&item_id=9');
    expect(jobSiteStockPath(12, 4)).toBe('/job_warehouse_stock_items?project_id=12&bin_id=4');
    expect(jobSiteStockPath()).toBe('/job_warehouse_stock_items');
    expect(sellerListPath(3)).toBe('/project_list_seller?list_id=3');
  });
  it('a scanned list item opens on the BOM, or for a group that hides project material on its list’s job-site stock', () => {
    const item = { projectId: 12, listId: 3, id: 9, code: 'SWC-MC122A', description: 'MC Cable 12/2' };
    expect(listItemScanPath(item, false)).toBe('/project/bom/12?project_product_list_id=3&item_id=9');
    expect(listItemScanPath(item, true)).toBe('/job_warehouse_stock_items?project_id=12&list_id=3&search=SWC-MC122A');
    expect(listItemScanPath({ ...item, code: '' }, true)).toBe('/job_warehouse_stock_items?project_id=12&list_id=3&search=MC+Cable+12%2F2');
    expect(jobSiteStockListPath(12, 3)).toBe('/job_warehouse_stock_items?project_id=12&list_id=3');
  });
  it('a list made from an order is named after it', () => {
    expect(listNameFromPo('1042', 5)).toBe('PO 1042');
    expect(listNameFromPo(null, 5)).toBe('Order #5');
  });
});

describe('payloads', () => {
  it('list actions are told apart by action', () => {
    expect(updateProductListBody.safeParse({ action: 'create', project_id: 1, name: ' Level 2 lighting ' }).data).toEqual({ action: 'create', project_id: 1, name: 'Level 2 lighting' });
    expect(updateProductListBody.safeParse({ action: 'create', project_id: 1, name: '  ' }).error?.issues[0].message).toBe(productListMessages.nameRequired);
    expect(updateProductListBody.safeParse({ action: 'explode', list_id: 1 }).success).toBe(false);
  });
  it('item quantities are more than 0 with three decimals at most', () => {
    const add = (quantity: number) => updateProductListItemBody.safeParse({ action: 'add', list_id: 1, description: 'Pull box', unit: 'EA', quantity });
    expect(add(2.5).success).toBe(true);
    expect(add(0).error?.issues[0].message).toBe(productListMessages.quantityPositive);
    expect(add(1.2345).success).toBe(false);
  });
});

describe('matching a catalogue item to list items', () => {
  const solidRed = productFacets('THHN/THWN-2 12 AWG Solid Copper Building Wire, Red, 600V');
  it('a list item silent on a solid or coloured wire is a worse fit', () => {
    expect(unstatedChoicePenalty(solidRed, productFacets('#12 THHN copper wire'))).toBe(0.3);
    expect(unstatedChoicePenalty(solidRed, productFacets('12 AWG THHN solid red'))).toBe(0);
  });
  it('silence is the usual choice: stranded black costs nothing', () => {
    expect(unstatedChoicePenalty(productFacets('THHN/THWN-2 12 AWG Stranded Copper Building Wire, Black, 600V'), productFacets('#12 THHN copper wire'))).toBe(0);
  });
});
