import type { BomImportLine, CartItem, Project } from '@jobsite/core';

/** A cart line as the API answers it; override what a test is about. */
export function makeLine(id: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    project_id: 9,
    base_item_id: 100 + id,
    is_custom: false,
    custom_item_id: null,
    base_item_code: `ATC-EMT0${id}`,
    product_code: '012345678905',
    description: `EMT conduit line ${id}`,
    unit: 'FT',
    image_url: null,
    category: { id: 1, name: 'Conduit' },
    manufacturer: { id: 5, name: 'Allied Tube & Conduit' },
    manufacturer_name: 'Allied Tube & Conduit',
    base_item_options: { id: 20 + id, name: '10 ft stick', package_quantity: 10, is_default: true },
    options: [{ id: 20 + id, name: '10 ft stick', package_quantity: 10, is_default: true }],
    package_count: 4,
    total_quantity: 40,
    unit_price: 0.45,
    has_contract_price: false,
    extended_price: 18,
    phase_code: null,
    cost_code: null,
    wbs_code_1: '',
    item_comments: '',
    no_substitute: false,
    is_substitute_allowed: false,
    is_rental: false,
    rental_start_date: null,
    rental_end_date: null,
    spool: null,
    hfr_item: null,
    project_product_list_item_id: null,
    attachments: [],
    added_by: { id: 7, name: 'Dana Whitfield' },
    created_at: '2026-03-02T10:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    ...overrides,
  };
}

export const codeLists: Pick<Project, 'popular_phase_codes' | 'popular_cost_codes' | 'popular_material_phase_codes' | 'popular_material_cost_codes'> = {
  popular_phase_codes: [{ id: 1, code: '100', name: 'Site work' }],
  popular_cost_codes: [{ id: 2, code: 'L-10', name: 'Labor' }],
  popular_material_phase_codes: [{ id: 3, code: '260', name: 'Electrical rough-in' }],
  popular_material_cost_codes: [{ id: 4, code: 'M-20', name: 'Material' }],
};

export const companySettings = { company_id: 3, popular_phase_codes: [{ id: 11, code: '900', name: 'Closeout' }], popular_cost_codes: [] };

/** What a cart func answers: the lines it changed. */
export const result = (items: CartItem[], removed: number[] = []) => [200, { items, removed_ids: removed }] as [number, unknown];

/** One line of a BOM import as the server answers it: matched, quantity 1, unless `over` says otherwise. */
export const importLine = (over: Partial<BomImportLine> & { line: number }): BomImportLine => ({
  quantity: 1,
  description: '',
  catalogue_number: '',
  phase_code: null,
  cost_code: null,
  unit: null,
  wbs_code_1: '',
  item_comments: '',
  status: 'matched',
  match: null,
  candidates: [],
  decision: 'catalogue',
  error: null,
  unsearched: false,
  ...over,
});
