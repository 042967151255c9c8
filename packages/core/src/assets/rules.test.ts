import { describe, expect, it } from 'vitest';
import { isAppCode } from '../scanning/schemas';
import { binQrValue } from '../warehouses/schemas';
import { listItemQrValue, siteBinQrValue } from '../product-lists/rules';
import { createToolRequestBody, toolItemBody, toolItemUpdateBody } from './schemas';
import {
  assetItemName,
  assetMessages,
  checkoutRefusal,
  checkoutWindow,
  isSerialised,
  isWebAddress,
  statusAfterShort,
  expectedReturnRange,
  expectedReturnStatus,
  itemBarcodeValue,
  parseItemCode,
  type RequestActor,
  type RequestState,
  returnQuantityError,
  returnSelectionError,
  returnsBeforeNeeded,
  STATUSES_BY_REQUEST_TYPE,
  TOOL_ITEM_STATUSES,
  TOOL_REQUEST_ACTIONS,
  TOOL_REQUEST_STATUS_LABELS,
  TOOL_REQUEST_TYPES,
  toolRequestActionsFor,
  toolRequestTransition,
} from './rules';

const field: RequestActor = { requester: true, fieldLeader: false, warehouse: false };
const leader: RequestActor = { requester: false, fieldLeader: true, warehouse: false };
const warehouse: RequestActor = { requester: false, fieldLeader: false, warehouse: true };
const bystander: RequestActor = { requester: false, fieldLeader: false, warehouse: false };
const state = (over: Partial<RequestState>): RequestState => ({ type: 'non_return', status: 'submitted', awaitingApproval: false, requested: 3, picked: 0, shipped: 0, received: 0, ...over });

describe('the tool request transition table', () => {
  it('every result of every action, status and actor is one of the statuses of its kind, or a refusal with a reason', () => {
    for (const type of TOOL_REQUEST_TYPES) {
      for (const status of STATUSES_BY_REQUEST_TYPE[type]) {
        for (const action of TOOL_REQUEST_ACTIONS) {
          for (const actor of [field, leader, warehouse, bystander]) {
            for (const fill of [0, 1, 3]) {
              const r = toolRequestTransition(state({ type, status, picked: fill, shipped: fill, received: fill }), action, actor);
              if (r.ok) expect(STATUSES_BY_REQUEST_TYPE[type], `${type} ${status} ${action} -> ${r.to}`).toContain(r.to);
              else expect(r.error.length).toBeGreaterThan(10);
            }
          }
        }
      }
    }
  });

  it('canceled and complete are final: nothing moves them', () => {
    for (const type of TOOL_REQUEST_TYPES) {
      for (const status of ['canceled', 'complete', 'received'] as const) {
        for (const actor of [field, leader, warehouse]) expect(toolRequestActionsFor(state({ type, status }), actor)).toEqual([]);
      }
    }
  });

  it('someone outside the request and the warehouse may do nothing', () => {
    for (const type of TOOL_REQUEST_TYPES) for (const status of STATUSES_BY_REQUEST_TYPE[type]) expect(toolRequestActionsFor(state({ type, status }), bystander)).toEqual([]);
  });

  it('walks a delivery request: submit, acknowledge, pick part, ship part (Back-ordered), pick the rest, ship, receive', () => {
    expect(toolRequestTransition(state({ status: 'pending' }), 'submit', field)).toEqual({ ok: true, to: 'submitted' });
    expect(toolRequestTransition(state({}), 'acknowledge', warehouse)).toEqual({ ok: true, to: 'acked' });
    expect(toolRequestTransition(state({ status: 'acked', picked: 2 }), 'pick', warehouse)).toEqual({ ok: true, to: 'partly picked' });
    expect(toolRequestTransition(state({ status: 'partly picked', picked: 2, shipped: 2 }), 'ship', warehouse)).toEqual({ ok: true, to: 'partly shipped' });
    expect(TOOL_REQUEST_STATUS_LABELS['partly shipped']).toBe('Back-ordered');
    expect(toolRequestTransition(state({ status: 'partly shipped', picked: 3, shipped: 2 }), 'pick', warehouse)).toEqual({ ok: true, to: 'picked' });
    expect(toolRequestTransition(state({ status: 'picked', picked: 3, shipped: 3 }), 'ship', warehouse)).toEqual({ ok: true, to: 'in transit' });
    expect(toolRequestTransition(state({ status: 'in transit', picked: 3, shipped: 3, received: 1 }), 'receive', field)).toEqual({ ok: true, to: 'partly received' });
    expect(toolRequestTransition(state({ status: 'partly received', picked: 3, shipped: 3, received: 3 }), 'receive', field)).toEqual({ ok: true, to: 'complete' });
    // received what came while the warehouse still owes some: back-ordered, and no Receive until more ships
    expect(toolRequestTransition(state({ status: 'partly shipped', picked: 1, shipped: 1, received: 1 }), 'receive', field)).toEqual({ ok: true, to: 'partly shipped' });
    expect(toolRequestActionsFor(state({ status: 'partly shipped', picked: 1, shipped: 1, received: 1 }), field)).not.toContain('receive');
    expect(toolRequestActionsFor(state({ status: 'partly shipped', picked: 1, shipped: 1, received: 0 }), field)).toContain('receive');
    // the warehouse picks or stages more while the first shipment is on its way: that shipment is still received, and the request stays where the warehouse has it
    for (const status of ['partly picked', 'picked', 'awaiting shipment'] as const) {
      const picking = state({ status, requested: 3, picked: 2, shipped: 1, received: 0 });
      expect(toolRequestActionsFor(picking, field)).toContain('receive');
      expect(toolRequestTransition({ ...picking, received: 1 }, 'receive', field)).toEqual({ ok: true, to: status });
      expect(toolRequestActionsFor({ ...picking, received: 1 }, field)).not.toContain('receive');
    }
    expect(toolRequestActionsFor(state({ status: 'partly picked', requested: 3, picked: 2, shipped: 1, received: 1 }), warehouse)).toContain('ship');
  });

  it('only the warehouse acknowledges, picks and ships; the field cannot', () => {
    for (const action of ['acknowledge', 'pick', 'ship', 'stage'] as const) {
      const r = toolRequestTransition(state({ status: action === 'ship' || action === 'stage' ? 'picked' : 'submitted' }), action, field);
      expect(r).toEqual({ ok: false, status: 403, error: `Only warehouse staff can ${action} a request.` });
    }
  });

  it('a project that requires approval holds a submitted request for its field leader', () => {
    expect(toolRequestTransition(state({ status: 'pending' }), 'submit', field, true)).toEqual({ ok: true, to: 'pending' });
    expect(toolRequestTransition(state({ status: 'pending' }), 'submit', leader, true)).toEqual({ ok: true, to: 'submitted' });
    const waiting = state({ status: 'pending', awaitingApproval: true });
    expect(toolRequestTransition(waiting, 'approve', field, true)).toEqual({ ok: false, status: 403, error: "Only the project's field leader can approve this request." });
    expect(toolRequestTransition(waiting, 'approve', warehouse, true).ok).toBe(false);
    expect(toolRequestTransition(waiting, 'approve', leader, true)).toEqual({ ok: true, to: 'submitted' });
    expect(toolRequestTransition(waiting, 'submit', field, true)).toMatchObject({ ok: false, status: 409 });
    expect(toolRequestTransition(state({ status: 'pending' }), 'approve', leader)).toEqual({ ok: false, status: 409, error: 'This request is not waiting for approval.' });
  });

  it('a request is canceled only before anything left the shelf', () => {
    expect(toolRequestTransition(state({ status: 'acked' }), 'cancel', field)).toEqual({ ok: true, to: 'canceled' });
    expect(toolRequestTransition(state({ status: 'partly picked' }), 'cancel', warehouse)).toEqual({ ok: false, status: 409, error: 'A partly picked request cannot be canceled.' });
  });

  it('walks a return: the field ships, the warehouse receives part then all', () => {
    const ret = (over: Partial<RequestState>) => state({ type: 'return', ...over });
    expect(toolRequestTransition(ret({}), 'ship', field)).toEqual({ ok: true, to: 'in transit' });
    expect(toolRequestTransition(ret({ status: 'in transit', received: 1 }), 'receive', warehouse)).toEqual({ ok: true, to: 'partly received' });
    expect(toolRequestTransition(ret({ status: 'partly received', received: 3 }), 'receive', warehouse)).toEqual({ ok: true, to: 'received' });
    expect(toolRequestTransition(ret({ status: 'in transit' }), 'receive', field)).toMatchObject({ ok: false, status: 403 });
    expect(toolRequestTransition(ret({}), 'pick', warehouse)).toEqual({ ok: false, status: 409, error: 'A return request cannot be picked.' });
  });
});

describe('expected return dates', () => {
  it('is overdue after the date, a warning within 30 days, ok beyond or without a date', () => {
    expect(expectedReturnStatus(null, '2026-11-25')).toBe('ok');
    expect(expectedReturnStatus('2026-11-24', '2026-11-25')).toBe('overdue');
    expect(expectedReturnStatus('2026-11-25', '2026-11-25')).toBe('warning');
    expect(expectedReturnStatus('2026-12-25', '2026-11-25')).toBe('warning');
    expect(expectedReturnStatus('2026-12-26', '2026-11-25')).toBe('ok');
  });
  it('gives the same answer as a date range for the SQL filter', () => {
    const today = '2026-02-27';
    for (const s of ['ok', 'warning', 'overdue'] as const) {
      const r = expectedReturnRange(s, today);
      for (let d = -40; d <= 40; d++) {
        const date = new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
        const inRange = (!r.before || date < r.before) && (!r.from || date >= r.from) && (!r.through || date <= r.through);
        expect(inRange, `${s} ${date}`).toBe(expectedReturnStatus(date, today) === s);
      }
    }
  });
});

describe('checkout and selection rules', () => {
  it('refuses an item that is not ok or whose certification or calibration is past due', () => {
    const ok = { status: 'ok' as const, certification_due: '2027-01-01', calibration_due: null };
    expect(checkoutRefusal(ok, '2026-11-25')).toBeNull();
    expect(checkoutRefusal({ ...ok, status: 'need repair' }, '2026-11-25')).toBe('its status is needs repair');
    expect(checkoutRefusal({ ...ok, certification_due: '2026-11-24' }, '2026-11-25')).toBe('its certification expired on 2026-11-24');
    expect(checkoutRefusal({ ...ok, calibration_due: '2026-10-01' }, '2026-11-25')).toBe('its calibration was due on 2026-10-01');
  });
  it('starts a return only for items of one project and one source', () => {
    expect(returnSelectionError([])).toBe('Please select item(s)');
    expect(returnSelectionError([{ project_id: 1, warehouse_id: 2 }, { project_id: 3, warehouse_id: 2 }])).toBe('Please select tools from the same project');
    expect(returnSelectionError([{ project_id: 1, warehouse_id: 2 }, { project_id: 1, warehouse_id: 4 }])).toBe('Items selected from multiple sources');
    expect(returnSelectionError([{ project_id: null, warehouse_id: 2 }])).toBe('Only items out on a project can be returned.');
    expect(returnSelectionError([{ project_id: 1, warehouse_id: 2 }, { project_id: 1, warehouse_id: 2 }])).toBeNull();
  });
  it('labels an item by its barcode, or by a code the scanner resolves', () => {
    expect(itemBarcodeValue({ id: 7, barcode: 'HD-0042' })).toBe('HD-0042');
    expect(parseItemCode(itemBarcodeValue({ id: 7, barcode: null }))).toBe(7);
    expect(parseItemCode('jobsite:bin:7')).toBeNull();
  });
  it('names an item as the warehouse sees it: its serial, else its model and bin, else its model and warehouse', () => {
    expect(assetItemName({ serial_number: 'HD-7', model: 'Hammer drill', bin: 'RA-1', warehouse: 'Crib' })).toBe('HD-7');
    expect(assetItemName({ serial_number: '', model: 'Wire nut red', bin: 'A-3', warehouse: 'Stock room' })).toBe('Wire nut red in bin A-3');
    expect(assetItemName({ serial_number: '', model: 'Wire nut red', bin: null, warehouse: 'Stock room' })).toBe('Wire nut red at Stock room');
    expect(assetItemName({ serial_number: '', model: 'Wire nut red', bin: null, warehouse: null })).toBe('Wire nut red');
  });
});

describe('a request after short lines came off it', () => {
  it('follows what is left: received in part (back-ordered while the warehouse owes the rest), still on its way, or back to the warehouse to pick', () => {
    // 2 of 3 arrived, the third never shipped: the warehouse owes it
    expect(statusAfterShort(state({ status: 'in transit', picked: 2, shipped: 2, received: 2 }))).toBe('partly shipped');
    expect(statusAfterShort(state({ status: 'in transit', picked: 3, shipped: 3, received: 1 }))).toBe('in transit');
    expect(statusAfterShort(state({ status: 'in transit', picked: 1, shipped: 0, received: 0 }))).toBe('partly picked');
    expect(statusAfterShort(state({ status: 'in transit', picked: 0, shipped: 0, received: 0 }))).toBe('acked');
    expect(statusAfterShort(state({ status: 'in transit', picked: 3, shipped: 3, received: 3 }))).toBe('complete');
  });
});

describe('how much of a row a return sends back', () => {
  it('is more than 0 and no more than is on the job', () => {
    const row = { quantity: 1200, name: 'EMT connector' };
    expect(returnQuantityError(20, row)).toBeNull();
    expect(returnQuantityError(1200, row)).toBeNull();
    expect(returnQuantityError(0, row)).toBe('Quantity must be greater than 0');
    expect(returnQuantityError(-3, row)).toBe('Quantity must be greater than 0');
    expect(returnQuantityError(Number.NaN, row)).toBe('Quantity must be greater than 0');
    expect(returnQuantityError(1201, row)).toBe('EMT connector: at most 1,200.');
  });
});

describe('a link the app shows (a model picture, a certificate)', () => {
  it('is http(s) or a path of the app, never a script', () => {
    for (const ok of ['', 'https://certs.example.com/HD-7.pdf', 'http://intranet/cert', '/api/v1/files/12/']) expect(isWebAddress(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'certs.example.com']) expect(isWebAddress(bad), bad).toBe(false);
  });
});

describe("a request's dates", () => {
  it('refuses an expected return before the need-by date, at the expected return date; the same day or either unset is fine', () => {
    expect(returnsBeforeNeeded('2031-05-10', '2031-05-09')).toBe(true);
    expect(returnsBeforeNeeded('2031-05-10', '2031-05-10')).toBe(false);
    expect(returnsBeforeNeeded('2031-05-10', null)).toBe(false);
    expect(returnsBeforeNeeded(null, '2031-05-09')).toBe(false);
    const body = { service: 'tool', project_id: 4, lines: [{ model_id: 2, quantity: 1 }] };
    const early = createToolRequestBody.safeParse({ ...body, need_by_date: '2031-05-10', expected_return_date: '2031-05-09' });
    expect(early.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['expected_return_date', 'The expected return date cannot be before the need-by date.']]);
    expect(createToolRequestBody.safeParse({ ...body, need_by_date: '2031-05-10', expected_return_date: '2031-05-10' }).success).toBe(true);
  });
});

describe("an item's own barcode", () => {
  it("may not be written in the app's label format, which the scan dialog reads as the label it copies", () => {
    for (const label of [itemBarcodeValue({ id: 6, barcode: null }), binQrValue({ id: 2 }), siteBinQrValue(3), listItemQrValue(9), ' JOBSITE:ITEM:6']) expect(isAppCode(label), label).toBe(true);
    for (const own of ['HD-0042', 'D-A1', '0123456789012', 'job site 4']) expect(isAppCode(own), own).toBe(false);
    const refused = "A barcode cannot start with jobsite: (the app's own labels). Leave it empty and the app prints its own label.";
    expect(toolItemUpdateBody.safeParse({ barcode: 'jobsite:bin:2' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['barcode', refused]]);
    expect(toolItemBody.safeParse({ model_id: 1, warehouse_id: 1, barcode: 'jobsite:item:6' }).error?.issues.map((i) => i.message)).toEqual([refused]);
    expect(toolItemBody.safeParse({ model_id: 1, warehouse_id: 1, barcode: 'HD-0042' }).success).toBe(true);
  });
});

describe('serial numbers', () => {
  it('are one item each for tools, prefab and temp power; stock is counted, so its lot numbers may repeat', () => {
    expect((['tool', 'prefab', 'temp_power', 'stock'] as const).map(isSerialised)).toEqual([true, true, true, false]);
  });
});

describe('what may go out today, as a list filter', () => {
  it('lets out exactly what checkoutRefusal lets out: the status, and due dates not before the day', () => {
    const today = '2031-06-15';
    const window = checkoutWindow(today);
    const dues = [null, '2031-06-14', today, '2031-06-16'];
    for (const status of TOOL_ITEM_STATUSES)
      for (const certification_due of dues)
        for (const calibration_due of dues) {
          const filtered = status === window.status && (certification_due === null || certification_due >= window.dueFrom) && (calibration_due === null || calibration_due >= window.dueFrom);
          expect([status, certification_due, calibration_due, filtered]).toEqual([status, certification_due, calibration_due, checkoutRefusal({ status, certification_due, calibration_due }, today) === null]);
        }
  });
});

describe('a pick over its line', () => {
  it('says how many the line still needs and how many the pick puts on it', () => {
    expect(assetMessages.pickOverLine(1, 2)).toBe('This line needs 1 more; 2 is more than that.');
    expect(assetMessages.pickOverLine(25, 99_999)).toBe('This line needs 25 more; 99,999 is more than that.');
    expect(assetMessages.pickOverLine(0, 1)).toBe('This line is picked in full already; 1 more is too many.');
  });
});
