import { describe, expect, it } from 'vitest';
import {
  arrivedQuantity,
  SHIPPING_STATUSES,
  SHIPPING_STATUS_PHRASES,
  shippingMessages,
  SHIPPING_TRANSITIONS,
  convertPackaging,
  dedupeUpload,
  hasShippingDeliveryOption,
  isConfirmedStatus,
  isReturnShippingForm,
  shippingAbilities,
  shippingDeletion,
  shippingEditRefusal,
  shippingNextStatuses,
  shippingTransition,
  type ShippingRole,
  type ShippingStatus,
} from './rules';
import { createReturnBody, deliveryStatusBody, packagingItemBody, shippingAddressInput, updateShippingFormBody } from './schemas';

const editor: ShippingRole = { editor: true, receiver: false, staff: false };
const receiver: ShippingRole = { editor: false, receiver: true, staff: false };
const viewer: ShippingRole = { editor: false, receiver: false, staff: false };
const staff: ShippingRole = { editor: false, receiver: false, staff: true };
const ok = { hasDeliveryOption: true, itemCount: 1 };

/** The table as a dispatcher reads it (decision record 015): every pair, for the warehouse. */
const EXPECTED: Record<ShippingStatus, ShippingStatus[]> = {
  canceled: [],
  pending: ['ready-to-ship', 'storage', 'will call', 'canceled'],
  'ready-to-ship': ['pending', 'storage', 'in transit', 'canceled'],
  storage: ['pending', 'ready-to-ship', 'will call', 'canceled'],
  'will call': ['pending', 'storage', 'picked', 'canceled'],
  picked: ['will call', 'delivered'],
  'in transit': ['ready-to-ship', 'delivered'],
  delivered: [],
};

describe('the shipping transition table', () => {
  it.each(SHIPPING_STATUSES.flatMap((from) => SHIPPING_STATUSES.map((to) => [from, to] as const)))('%s → %s for the warehouse', (from, to) => {
    const allowed = EXPECTED[from].includes(to);
    const r = shippingTransition(from, to, editor, { ...ok, confirmed: isConfirmedStatus(to) });
    expect(r.ok).toBe(allowed);
    if (!r.ok) expect(r.status).toBe(409);
  });

  it('matches the table in code', () => {
    for (const s of SHIPPING_STATUSES) expect([...SHIPPING_TRANSITIONS[s]].sort()).toEqual([...EXPECTED[s]].sort());
  });

  it('in transit and delivered only through the confirm dialog; others never through it', () => {
    expect(shippingTransition('ready-to-ship', 'in transit', editor, { ...ok, confirmed: false })).toMatchObject({ ok: false, error: expect.stringContaining('confirm dialog') });
    expect(shippingTransition('pending', 'storage', editor, { ...ok, confirmed: true }).ok).toBe(false);
  });

  it('ready-to-ship (and in transit) need a delivery option first, in the spec’s words', () => {
    expect(shippingTransition('pending', 'ready-to-ship', editor, { hasDeliveryOption: false, confirmed: false })).toEqual({ ok: false, status: 409, error: 'Please select a delivery option first.' });
    expect(shippingTransition('ready-to-ship', 'in transit', editor, { hasDeliveryOption: false, confirmed: true })).toMatchObject({ error: 'Please select a delivery option first.' });
    expect(shippingTransition('pending', 'storage', editor, { hasDeliveryOption: false, confirmed: false }).ok).toBe(true);
  });

  it('a delivery option is a contact group or the typed name of who carries it', () => {
    expect(hasShippingDeliveryOption({ contactGroupId: 4, name: '' })).toBe(true);
    expect(hasShippingDeliveryOption({ contactGroupId: null, name: 'Luis truck' })).toBe(true);
    expect(hasShippingDeliveryOption({ contactGroupId: null, name: '  ' })).toBe(false);
    expect(hasShippingDeliveryOption({ contactGroupId: null, name: '' })).toBe(false);
  });

  it('a return is a form made from a delivery, or one for a return request', () => {
    expect(isReturnShippingForm({ returnOfId: 12, requestType: 'return' })).toBe(true);
    expect(isReturnShippingForm({ returnOfId: null, requestType: 'return' })).toBe(true);
    expect(isReturnShippingForm({ returnOfId: 12, requestType: 'non_return' })).toBe(true);
    expect(isReturnShippingForm({ returnOfId: null, requestType: 'non_return' })).toBe(false);
    expect(isReturnShippingForm({ returnOfId: null, requestType: null })).toBe(false);
  });

  it('an empty form does not leave the warehouse', () => {
    expect(shippingTransition('pending', 'ready-to-ship', editor, { hasDeliveryOption: true, confirmed: false, itemCount: 0 }).ok).toBe(false);
    expect(shippingTransition('pending', 'canceled', editor, { hasDeliveryOption: true, confirmed: false, itemCount: 0 }).ok).toBe(true);
  });

  it('canceled and delivered are final except for staff, who reopen them', () => {
    for (const to of SHIPPING_STATUSES) {
      expect(shippingTransition('delivered', to, editor, { ...ok, confirmed: isConfirmedStatus(to) }).ok).toBe(false);
      expect(shippingTransition('canceled', to, editor, { ...ok, confirmed: isConfirmedStatus(to) }).ok).toBe(false);
    }
    expect(shippingTransition('canceled', 'pending', staff, { ...ok, confirmed: false }).ok).toBe(true);
    expect(shippingTransition('delivered', 'in transit', staff, { ...ok, confirmed: true }).ok).toBe(true);
    expect(shippingNextStatuses('delivered', staff)).toEqual(['in transit']);
  });

  it('the receiving side only signs for the delivery; others are refused with 403', () => {
    expect(shippingTransition('in transit', 'delivered', receiver, { ...ok, confirmed: true }).ok).toBe(true);
    expect(shippingTransition('picked', 'delivered', receiver, { ...ok, confirmed: true }).ok).toBe(true);
    expect(shippingTransition('ready-to-ship', 'in transit', receiver, { ...ok, confirmed: true })).toMatchObject({ ok: false, status: 403 });
    expect(shippingTransition('in transit', 'delivered', viewer, { ...ok, confirmed: true })).toMatchObject({ ok: false, status: 403 });
    expect(shippingNextStatuses('pending', viewer)).toEqual([]);
  });
});

describe('what may change when', () => {
  it('details, CC, items and packaging only in pending or storage; the delivery option also ready-to-ship and in transit', () => {
    for (const s of SHIPPING_STATUSES) {
      expect(shippingEditRefusal(s, editor, 'details') === null, s).toBe(s === 'pending' || s === 'storage');
      expect(shippingEditRefusal(s, editor, 'delivery_option') === null, s).toBe(['pending', 'storage', 'ready-to-ship', 'in transit'].includes(s));
      expect(shippingEditRefusal(s, receiver, 'details')).toMatchObject({ status: 403 });
    }
  });

  it('deleting: pending is deleted, other open forms canceled, final ones refused; staff delete outright', () => {
    expect(shippingDeletion('pending', editor)).toEqual({ ok: true, outcome: 'deleted' });
    for (const s of ['storage', 'will call', 'ready-to-ship'] as const) expect(shippingDeletion(s, editor)).toEqual({ ok: true, outcome: 'canceled' });
    for (const s of ['in transit', 'picked', 'delivered', 'canceled'] as const) expect(shippingDeletion(s, editor).ok).toBe(false);
    expect(shippingDeletion('pending', receiver)).toMatchObject({ ok: false, status: 403 });
    expect(shippingAbilities('delivered', staff).delete_staff).toBe(true);
    expect(shippingAbilities('delivered', editor).delete_staff).toBe(false);
  });

  it('the field adds proof of delivery and asks for a return once it has the material', () => {
    expect(shippingAbilities('pending', receiver)).toMatchObject({ upload: false, create_return: false, confirm: [] });
    expect(shippingAbilities('in transit', receiver)).toMatchObject({ upload: true, confirm: ['delivered'] });
    expect(shippingAbilities('delivered', receiver)).toMatchObject({ upload: true, create_return: true });
    expect(shippingAbilities('pending', editor)).toMatchObject({ edit_details: true, statuses: ['storage', 'will call', 'ready-to-ship', 'canceled'] });
  });
});

describe('packaging units', () => {
  it('converts in to mm (x25.4) and lb to kg (x0.453592), rounded to 2 decimals, and back', () => {
    expect(convertPackaging({ length: 48, width: 40, height: 6.5, weight: 100 }, 'US', 'metric')).toEqual({ length: 1219.2, width: 1016, height: 165.1, weight: 45.36 });
    expect(convertPackaging({ length: 1219.2, width: 1016, height: 165.1, weight: 45.36 }, 'metric', 'US')).toEqual({ length: 48, width: 40, height: 6.5, weight: 100 });
    expect(convertPackaging({ length: 1, width: null, height: 0.333, weight: null }, 'US', 'metric')).toEqual({ length: 25.4, width: null, height: 8.46, weight: null });
    expect(convertPackaging({ length: 3, width: 3, height: 3, weight: 3 }, 'US', 'US')).toEqual({ length: 3, width: 3, height: 3, weight: 3 });
  });

  it('a packaging line defaults to quantity 1 in US units', () => {
    expect(packagingItemBody.parse({ type: 'box' })).toMatchObject({ quantity: 1, unit_type: 'US' });
    expect(packagingItemBody.safeParse({ type: 'box', quantity: 0 }).error?.issues[0].message).toBe('Quantity must be greater than 0');
  });
});

describe('uploads and payloads', () => {
  it('de-duplicates names; the same name and size is the same file', () => {
    const have = [
      { name: 'slip.pdf', size: 10 },
      { name: 'slip (2).pdf', size: 11 },
    ];
    expect(dedupeUpload(have, { name: 'slip.pdf', size: 10 })).toEqual({ name: 'slip.pdf', duplicate: true });
    expect(dedupeUpload(have, { name: 'slip.pdf', size: 12 })).toEqual({ name: 'slip (3).pdf', duplicate: false });
    expect(dedupeUpload(have, { name: 'README', size: 1 })).toEqual({ name: 'README', duplicate: false });
    expect(dedupeUpload([{ name: 'README', size: 1 }], { name: 'README', size: 2 })).toEqual({ name: 'README (2)', duplicate: false });
  });

  it('speaks the spec’s messages', () => {
    expect(createReturnBody.safeParse({ shipping_date: '2026-12-01', return_items: [] }).error?.issues[0].message).toBe('Please select at least one item to return');
    expect(updateShippingFormBody.safeParse({ field_to_update: 'shipping_date', shipping_date: '' }).error?.issues[0].message).toBe('Please select a shipping date');
    expect(updateShippingFormBody.safeParse({ field_to_update: 'pickup_warehouse', pickup_warehouse_id: null }).error?.issues[0].message).toBe('Please select a warehouse');
    expect(deliveryStatusBody.safeParse({ new_status: 'delivered', user_name: 'Sam' }).error?.issues[0]).toMatchObject({ path: ['received_by'] });
    // who is asked for by what the step is: the carrier in transit, the delivery person at delivery
    const issues = (body: object) => deliveryStatusBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ new_status: 'in transit', user_name: ' ' })).toEqual([['user_name', 'Enter who carries it.']]);
    expect(issues({ new_status: 'delivered', user_name: '' })).toEqual([
      ['user_name', 'Enter who delivered it.'],
      ['received_by', 'Enter who received the delivery.'],
    ]);
    expect(shippingAddressInput.parse('Will Call')).toBe('Will Call');
    expect(shippingAddressInput.safeParse({ Field_1: '1 Main', city: 'Austin', country: 'USA', zip: '7870' }).error?.issues[0]).toMatchObject({ message: 'Invalid zip', path: ['zip'] });
    expect(shippingAddressInput.safeParse({ Field_1: '', city: 'Austin', country: 'USA', zip: '78701' }).error?.issues[0].message).toBe('Please complete the address');
  });
});

describe('statuses in sentences', () => {
  it('read "is in storage", "is ready for will call", "is picked up", where the labels would make "is storage", "is will call"', () => {
    expect(SHIPPING_STATUSES.map((status) => `is ${SHIPPING_STATUS_PHRASES[status]}`)).toEqual([
      'is canceled',
      'is pending',
      'is ready to ship',
      'is in storage',
      'is ready for will call',
      'is picked up',
      'is in transit',
      'is delivered',
    ]);
    expect(shippingMessages.sameStatus('storage')).toBe('The shipping form is already in storage.');
    expect(shippingMessages.notAllowed('will call', 'ready-to-ship')).toBe('A shipping form that is ready for will call cannot be moved to ready to ship.');
    expect(shippingMessages.deliveryOptionLocked('picked')).toBe('The delivery option cannot change once the form is picked up.');
  });
});

describe('what of a line arrived', () => {
  it('a short line arrived less its short count; a damaged line arrived whole', () => {
    expect(arrivedQuantity({ quantity: 50, exception: 'short', exception_quantity: 10 })).toBe(40);
    expect(arrivedQuantity({ quantity: 1, exception: 'short', exception_quantity: 1 })).toBe(0);
    expect(arrivedQuantity({ quantity: 5, exception: 'damaged', exception_quantity: 2 })).toBe(5);
    expect(arrivedQuantity({ quantity: 5, exception: null, exception_quantity: 0 })).toBe(5);
  });
});
