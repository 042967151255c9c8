import type { ShippingAbilities, ShippingForm, ShippingItem } from '@jobsite/core';
import { signInForTest } from '../../../test/session';

/** Signs in a contractor with the tool service (the shipping screens' gate lets it in). */
export const signIn = () => signInForTest({ services: { tool_services: true }, account: { first_name: 'Wes', last_name: 'Turner' } });

export const editorAbilities: ShippingAbilities = {
  edit_details: true,
  edit_delivery_option: true,
  statuses: ['storage', 'will call', 'ready-to-ship'],
  confirm: [],
  delete: true,
  delete_staff: false,
  create_return: false,
  upload: true,
  remove_attachment: true,
};

export const readOnlyAbilities: ShippingAbilities = {
  edit_details: false,
  edit_delivery_option: false,
  statuses: [],
  confirm: [],
  delete: false,
  delete_staff: false,
  create_return: false,
  upload: false,
  remove_attachment: false,
};

export const shippingItem = (id: number, over: Partial<ShippingItem> = {}): ShippingItem => ({
  id,
  type: 'tool',
  name: id === 1 ? 'SDS-Plus hammer drill' : 'EMT hand bender 3/4 in',
  code: id === 1 ? 'HD-SDS' : 'BND-34',
  unit: 'EA',
  serial_number: id === 1 ? 'HD-SDS-001' : '',
  model_id: 3,
  item_id: id === 1 ? 11 : null,
  tool_request_line_id: 40 + id,
  quantity: id === 1 ? 1 : 2,
  shipping_item_details: [{ id: 100 + id, bin_location_id: 9, bin_location_name: 'D-A1', quantity: id === 1 ? 1 : 2 }],
  exception: null,
  exception_quantity: 0,
  ...over,
});

export function shippingForm(over: Partial<ShippingForm> = {}): ShippingForm {
  return {
    id: 12,
    number: 'SF-00012',
    status: 'pending',
    status_display: 'Pending',
    tool_request: { id: 5, number: 'TR-00005', service: 'tool', request_type: 'non_return' },
    production_step_item_id: null,
    project: { id: 2, name: 'DMC Parking Structure', main_job_num: '24-118' },
    pickup_warehouse: { id: 2, name: 'Denver Tool Crib' },
    external_tracking_num: '',
    shipping_address: null,
    shipping_address_display: '',
    will_call: false,
    shipping_date: null,
    instructions: '',
    delivery_by_contact_group: null,
    delivery_by_name: '',
    shipping_items: [shippingItem(1), shippingItem(2)],
    packaging_items: [],
    cc_email: [{ id: 8, name: 'Luis Navarro', email: 'foreman@demo.test' }],
    change_log: [{ id: 1, at: '2026-03-02T10:00:00Z', user: 'Wes Turner', text: 'Created the shipping form' }],
    attachments_json: [],
    deliveries: [],
    return_forms: [],
    return_of: null,
    // as the server answers it: a return by its delivery, or by its request
    is_return: Boolean(over.return_of) || over.tool_request?.request_type === 'return',
    sibling_forms: [],
    abilities: editorAbilities,
    created_by: 'Wes Turner',
    created_at: '2026-03-02T10:00:00Z',
    updated_at: '2026-03-02T10:00:00Z',
    ...over,
  };
}
