import { describe, expect, it } from 'vitest';
import {
  REQUISITION_ACTIONS,
  REQUISITION_STATUSES,
  REQUISITION_TRANSITIONS,
  requisitionAbilities,
  requisitionListViewLimit,
  requisitionMessages,
  requisitionTransition,
  type RequisitionAction,
  type RequisitionRole,
  type RequisitionStatus,
} from './rules';
import { createRequisitionBody, rejectBody, requisitionLineInput, requisitionListQuery } from './schemas';

const purchaser: RequisitionRole = { requester: false, purchaser: true };
const requester: RequisitionRole = { requester: true, purchaser: false };
const both: RequisitionRole = { requester: true, purchaser: true };
const bystander: RequisitionRole = { requester: false, purchaser: false };

/** The table as a purchaser reads it: for each status, the actions that are allowed. */
const PURCHASER: Record<RequisitionStatus, RequisitionAction[]> = {
  submitted: ['approve', 'reject', 'cancel'],
  approved: ['cancel', 'to_purchase_order', 'to_stock_request'],
  rejected: [],
  ordered: [],
  stocked: [],
  canceled: [],
};
/** The person who asked: withdraws it while it waits, nothing else. */
const REQUESTER: Record<RequisitionStatus, RequisitionAction[]> = {
  submitted: ['cancel'],
  approved: [],
  rejected: [],
  ordered: [],
  stocked: [],
  canceled: [],
};

const pairs = REQUISITION_STATUSES.flatMap((s) => REQUISITION_ACTIONS.map((a) => [s, a] as const));

describe('the requisition transition table', () => {
  it.each(pairs)('%s + %s for a purchaser', (from, action) => {
    const r = requisitionTransition(from, action, purchaser);
    expect(r.ok).toBe(PURCHASER[from].includes(action));
    if (!r.ok) expect(r.status).toBe(409);
  });

  it.each(pairs)('%s + %s for the requester', (from, action) => {
    const r = requisitionTransition(from, action, requester);
    expect(r.ok).toBe(REQUESTER[from].includes(action));
    // a move the status allows but the requester may not make is 403; a move no one may make is 409
    if (!r.ok) expect(r.status).toBe(PURCHASER[from].includes(action) ? 403 : 409);
  });

  it.each(pairs)('%s + %s for someone else in the company', (from, action) => {
    const r = requisitionTransition(from, action, bystander);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.status).toBe(PURCHASER[from].includes(action) ? 403 : 409);
  });

  it.each(pairs)('%s + %s for a purchaser who asked for it is the purchaser’s answer', (from, action) => {
    expect(requisitionTransition(from, action, both).ok).toBe(PURCHASER[from].includes(action));
  });

  it('matches the table in code, and every final status is a dead end', () => {
    const targets: Record<RequisitionAction, RequisitionStatus> = { approve: 'approved', reject: 'rejected', cancel: 'canceled', to_purchase_order: 'ordered', to_stock_request: 'stocked' };
    for (const s of REQUISITION_STATUSES) expect([...REQUISITION_TRANSITIONS[s]].sort()).toEqual(PURCHASER[s].map((a) => targets[a]).sort());
    for (const s of ['rejected', 'ordered', 'stocked', 'canceled'] as const) expect(REQUISITION_TRANSITIONS[s]).toEqual([]);
  });

  it('says what to do in words', () => {
    expect(requisitionTransition('submitted', 'to_purchase_order', purchaser)).toEqual({ ok: false, status: 409, error: 'Approve the requisition first.' });
    expect(requisitionTransition('approved', 'approve', purchaser)).toMatchObject({ error: 'The requisition is already approved.' });
    expect(requisitionTransition('ordered', 'cancel', purchaser)).toMatchObject({ error: 'A requisition that is ordered cannot be canceled.' });
    expect(requisitionTransition('submitted', 'approve', requester)).toMatchObject({ status: 403, error: expect.stringContaining('Allow Edit All Orders') });
  });

  it('abilities are the transition function per action', () => {
    expect(requisitionAbilities('submitted', purchaser)).toEqual({ approve: true, reject: true, cancel: true, to_purchase_order: false, to_stock_request: false });
    expect(requisitionAbilities('approved', requester)).toEqual({ approve: false, reject: false, cancel: false, to_purchase_order: false, to_stock_request: false });
  });
});

describe('the requisition list view limit (spec section 9)', () => {
  it('is the loaded count minus 5, never below none', () => {
    expect(requisitionListViewLimit(30)).toBe(25);
    expect(requisitionListViewLimit(5)).toBe(0);
    expect(requisitionListViewLimit(2)).toBe(0);
  });
});

describe('requisition payloads', () => {
  it('a line names exactly one thing', () => {
    expect(requisitionLineInput.safeParse({ base_item_id: 3, quantity: 2 }).success).toBe(true);
    expect(requisitionLineInput.safeParse({ project_product_list_item_id: 3, quantity: 2 }).success).toBe(true);
    expect(requisitionLineInput.safeParse({ description: '3/4" EMT strap', unit: 'EA', quantity: 40 }).success).toBe(true);
    expect(requisitionLineInput.safeParse({ quantity: 2 }).error?.issues[0].message).toBe('Choose a catalogue item or a product-list item, or describe the material.');
    expect(requisitionLineInput.safeParse({ base_item_id: 3, description: 'x', unit: 'EA', quantity: 2 }).error?.issues[0].message).toMatch(/one thing/);
    expect(requisitionLineInput.safeParse({ description: 'wire', quantity: 2 }).error?.issues[0].path).toEqual(['unit']);
    expect(requisitionLineInput.parse({ description: 'wire', unit: 'ft', quantity: 2 }).unit).toBe('FT');
    expect(requisitionLineInput.safeParse({ description: 'wire', unit: 'BUNDLE', quantity: 2 }).error?.issues[0].message).toMatch(/^Choose a unit: EA, FT/);
    expect(requisitionLineInput.safeParse({ base_item_id: 3, quantity: 0 }).error?.issues[0].message).toBe('Quantity must be greater than 0');
    expect(requisitionLineInput.safeParse({ base_item_id: 3, quantity: 1.0001 }).success).toBe(false);
  });

  it('needs a project and a line; the need-by date is a date', () => {
    expect(createRequisitionBody.safeParse({ project_id: 1, lines: [] }).error?.issues[0].message).toBe('Add at least one line.');
    expect(createRequisitionBody.safeParse({ project_id: 1, need_by_date: '25/11/2026', lines: [{ base_item_id: 1, quantity: 1 }] }).success).toBe(false);
    expect(createRequisitionBody.parse({ project_id: 1, lines: [{ base_item_id: 1, quantity: 1 }] })).toMatchObject({ need_by_date: null, note: '' });
  });

  it('a rejection says why; the list query knows its statuses', () => {
    expect(rejectBody.safeParse({ decision_note: ' ' }).error?.issues[0].message).toBe('Say why the requisition is rejected.');
    expect(requisitionListQuery.safeParse({ status: 'submitted,approved' }).success).toBe(true);
    expect(requisitionListQuery.safeParse({ status: 'submitted,lost' }).success).toBe(false);
    expect(requisitionListQuery.parse({ user_id: '7', search_text: ' strap ' })).toMatchObject({ user_id: 7, search_text: 'strap', page: 1 });
  });
});

describe('the sentences about a requisition', () => {
  it('read as sentences: a requisition turned into a stock request is "requested from stock", not "is stock requested"', () => {
    expect(requisitionMessages.decided('stocked', 'Offices')).toBe('Your material requisition for Offices is requested from stock.');
    expect(requisitionMessages.decided('approved', 'Offices')).toBe('Your material requisition for Offices is approved.');
    expect(requisitionMessages.sameStatus('stocked')).toBe('The requisition is already requested from stock.');
  });
});
