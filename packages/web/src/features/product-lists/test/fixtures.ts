import type { JobSiteBin, ProductList, ProductListItem } from '@jobsite/core';

/** A list as the server answers it; override what a test is about. */
export function productList(overrides: Partial<ProductList> = {}): ProductList {
  return {
    id: 5,
    project_id: 9,
    project_name: 'Calgary DC Phase 1 - Warehouse',
    parent_id: null,
    name: 'Level 2 lighting',
    description: '',
    completed: false,
    sub_list_count: 0,
    item_count: 2,
    tags: [],
    shared_with: null,
    created_by: 'Dana Whitfield',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function listItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 31,
    project_id: 9,
    list_id: 5,
    list_name: 'Level 2 lighting',
    cart_item_id: 101,
    base_item_id: 7,
    code: 'ATC-EMT050',
    description: '1/2 in EMT Electrical Metallic Tubing, 10 ft',
    manufacturer: 'Allied Tube',
    unit: 'FT',
    quantity: 1200,
    phase_code: '',
    cost_code: '',
    link: '',
    bin: null,
    is_cable: false,
    seller_note: '',
    rental_start_date: null,
    rental_end_date: null,
    position: 1,
    ordered: 1200,
    received: 0,
    remaining: 0,
    on_site: 0,
    purchase_orders: [],
    qr_value: 'jobsite:list_item:31',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export const bins: JobSiteBin[] = [
  { id: 1, project_id: 9, code: 'L2-A', name: 'Level 2 cage', qr_value: 'jobsite:site_bin:1' },
  { id: 2, project_id: 9, code: 'L2-B', name: 'Level 2 east wall', qr_value: 'jobsite:site_bin:2' },
];
