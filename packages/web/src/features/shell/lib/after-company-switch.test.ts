import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { addressAfterSwitch } from './after-company-switch';

const buyer = makeAccount();
const seller = makeAccount({}, { system_type: 'seller' });

describe('addressAfterSwitch', () => {
  it.each([
    ['/project/bom/12', '?project_product_list_id=4', '/projects'],
    ['/project/tool/12', '', '/projects'],
    ['/project/settings/12', '', '/projects'],
    ['/project/po_daily_pending_process2/77', '', '/all_orders'],
    ['/shipping/31/', '', '/shipping'],
    ['/settings/company/warehouses/5/qr', '', '/settings/company/warehouses'],
    ['/project_product_list/8/qr', '', '/projects'],
    ['/all_orders', '?order_id=9', '/all_orders'],
    ['/buyer_quotes', '?quote_id=3', '/buyer_quotes'],
    ['/tool_items', '?item_id=15', '/tool_items'],
    ['/tool_requests', '?request_id=2', '/tool_requests'],
    ['/asset/audits', '?owner_id=4&owner_type=warehouse', '/asset/audits'],
    ['/job_warehouse_stock_items', '?project_id=12', '/job_warehouse_stock_items'],
    ['/tool_items/labels', '?ids=1,2', '/tool_items'],
  ])('leaves %s%s, which names a record of the old company, for its list %s', (pathname, search, expected) => {
    expect(addressAfterSwitch({ pathname, search }, buyer, 'buyer')).toBe(expected);
  });

  it.each([
    ['/download-file', '?s3_object_url=x&id=3&company_id=3'],
    ['/system-message', '?action=add_owner&id=3'],
  ])('sends %s, a screen about one record only, home', (pathname, search) => {
    expect(addressAfterSwitch({ pathname, search }, buyer, 'buyer')).toBe('/projects');
  });

  it.each(['/projects', '/dashboard', '/roi', '/exports', '/settings/company/codes'])('reloads %s, which names no record', (pathname) => {
    expect(addressAfterSwitch({ pathname, search: '' }, buyer, 'buyer')).toBeNull();
  });

  it("goes to the new company's home when its kind differs", () => {
    expect(addressAfterSwitch({ pathname: '/projects', search: '' }, seller, 'buyer')).toBe('/orders');
    expect(addressAfterSwitch({ pathname: '/project/bom/12', search: '' }, seller, 'buyer')).toBe('/orders');
    expect(addressAfterSwitch({ pathname: '/orders', search: '' }, buyer, 'seller')).toBe('/projects');
  });
});
