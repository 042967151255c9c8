import type { AssetModel, AuditSummary, StockOrder, StockOrderItem, ToolCharge, ToolItem, ToolRequest } from '@jobsite/core';
import { signInForTest } from '../../test/session';

/** Signs in a contractor with tools and inventory turned on, as the asset screens' tests need. */
export const signInContractor = () => signInForTest({ services: { tool_services: true, inventory_services: true } });

/** A 403 answer: the query fails at once (no retries), so a test sees the list's error state. */
export const forbidden = [403, { detail: 'You do not have permission to perform this action.' }] as [number, unknown];

export const request = (id: number, over: Partial<ToolRequest> = {}): ToolRequest => ({
  id,
  number: `TR-000${id}`,
  service: 'tool',
  request_type: 'non_return',
  status: 'submitted',
  status_display: 'Submitted',
  awaiting_approval: false,
  project: { id: 5, name: 'DMC Tower A', main_job_num: 'J-1042' },
  warehouse: { id: 2, name: 'Denver Tool Crib' },
  requested_by: { id: 7, name: 'Luis Navarro' },
  need_by_date: '2026-12-01',
  expected_return_date: null,
  submitted_on: '2026-11-20T14:00:00Z',
  created_at: '2026-11-20T14:00:00Z',
  line_count: 2,
  quantity: 3,
  picked_quantity: 0,
  shipped_quantity: 1,
  received_quantity: 0,
  notes: '',
  ...over,
});

export const model = (id: number, over: Partial<AssetModel> = {}): AssetModel => ({
  id,
  service: 'tool',
  code: `HD-${id}`,
  name: 'SDS-Plus hammer drill',
  category: 'Power tools',
  manufacturer: 'Hilti',
  description: '',
  image_url: '',
  specs: {},
  kit_items: [],
  num_of_kit_items: 0,
  unit: 'EA',
  reorder_point: null,
  daily_rate: 18,
  cost_code: '',
  item_count: 4,
  available_count: 3,
  ...over,
});

export const audit = (id: number, over: Partial<AuditSummary> = {}): AuditSummary => ({
  id,
  name: 'Crib count, March',
  service: 'tool',
  status: 'open',
  owner_type: 'warehouse',
  owner: { id: 2, name: 'Denver Tool Crib' },
  created_by: { id: 8, name: 'Wes Ortega' },
  created_at: '2026-03-02T09:00:00Z',
  closed_at: null,
  expected_count: 4,
  found_count: 3,
  missing_count: 1,
  unexpected_count: 0,
  ...over,
});

export const charge = (over: Partial<ToolCharge> = {}): ToolCharge => ({
  project: { id: 5, name: 'DMC Tower A', main_job_num: 'J-1042' },
  cost_code: '01-500',
  item: { id: 1, serial_number: 'HD-001', model_name: 'SDS-Plus hammer drill', model_code: 'HD-SDS' },
  quantity: 1,
  from: '2026-11-01',
  to: '2026-11-10',
  days: 10,
  daily_rate: 18,
  amount: 180,
  ...over,
});

export const stockOrder = (id: number, over: Partial<StockOrder> = {}): StockOrder => ({
  id,
  number: `SO-000${id}`,
  status: 'draft',
  status_display: 'Draft',
  warehouse: { id: 3, name: 'Stock Room' },
  supplier: { id: 9, name: 'Metro Electric Supply' },
  notes: '',
  created_by: { id: 8, name: 'Wes Ortega' },
  created_at: '2026-11-18T10:00:00Z',
  ordered_at: null,
  received_at: null,
  line_count: 2,
  total: 412.5,
  ...over,
});

export const stockOrderItem = (id: number, over: Partial<StockOrderItem> = {}): StockOrderItem => ({
  id,
  model: { id: 4, code: 'EMT-34', name: 'EMT conduit 3/4 in', unit: 'FT' },
  quantity: 500,
  received_quantity: 200,
  unit_cost: 0.825,
  extended_cost: 412.5,
  order: { id: 11, number: 'SO-00011', status: 'partly received', status_display: 'Partly received' },
  warehouse: { id: 3, name: 'Stock Room' },
  ...over,
});

/** A tool item on a shelf of the Denver Tool Crib (bin D-A1). */
export const item = (id: number, over: Partial<ToolItem> = {}): ToolItem => ({
  id,
  service: 'tool',
  model: { id: 3, code: 'HD-SDS', name: 'SDS-Plus hammer drill', unit: 'EA' },
  model_type: 'Power tools',
  serial_number: `HD-00${id}`,
  barcode: '',
  barcode_value: `jobsite:item:${id}`,
  status: 'ok',
  status_display: 'OK',
  quantity: 1,
  warehouse: { id: 2, name: 'Denver Tool Crib' },
  bin: { id: 9, code: 'D-A1' },
  project: null,
  custodian: null,
  expected_return_date: null,
  expected_return_status: 'ok',
  certification_due: null,
  calibration_due: null,
  certificate_url: '',
  checkout_refusal: null,
  kit_items: [],
  num_of_kit_items: 0,
  project_id: null,
  project_name: null,
  project_main_job_num: null,
  project_field_leader: null,
  project_require_foremen_approval: false,
  daily_rate: 18,
  notes: '',
  ...over,
});
