import { cartItemsResponseSchema } from '@jobsite/core';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { type RecordedPayloads, recordPayloads, zodBody } from '../../test/serializer-check';
import { isCompiledResponse } from '../platform/compiled-response';
import { accounts, cartItems, projects } from '../db/schema/index';
import { findAccountByEmail } from '../modules/accounts/service';
import { DEMO_PASSWORD, seedDemo } from './demo';

/**
 * The demo world a new user meets, seeded once for this file: seeding it (11,000 catalogue items,
 * projects, BOMs, orders, assets, shipping, product lists) is the slow part of every test that
 * reads it, and five files each seeded their own copy (decision record 024).
 */
let t: TestApp;
let logins: Awaited<ReturnType<typeof seedDemo>>['logins'];
/** Every answer's payload before serialisation, for the compiled serializers' check (the last describe). */
const payloads: RecordedPayloads = new Map();

beforeAll(async () => {
  t = await buildTestApp({ extend: recordPayloads(payloads) });
  ({ logins } = await seedDemo(t.db, { storage: t.app.storage }));
}, 240_000);
afterAll(() => t.close());

const post = (url: string, payload: object) => t.as(null)({ method: 'POST', url: `/api/v1/${url}`, payload });

// Reading first: the tests after them sign in, auto-match a line onto DMC Tower A, and so on.
describe('demo notifications', () => {
  it('gives the demo buyer notifications: three from the app (one read, one with a link) and the demo orders\', tool requests\' and requisitions\' news, unread', async () => {
    const buyer = (await findAccountByEmail(t.db, 'buyer@demo.test'))!;
    const s = await t.signIn(buyer.id, buyer.companyId);
    const body = (await t.as(s)({ method: 'GET', url: '/api/v1/ListNotification/?page_size=100' })).json();
    const fromOrders = body.results.filter((n: { link: string }) => /^\/((all_)?orders\?order_id|invoices\?invoice_id|buyer_quotes\?quote_id|(tool|prefab|stock|temp_power)_requests\?request_id|dashboard\?requisition_id)=\d+$/.test(n.link));
    expect(fromOrders.length).toBeGreaterThanOrEqual(3);
    expect(body.count).toBe(3 + fromOrders.length);
    expect((await t.as(s)({ method: 'GET', url: '/api/v1/GetUnreadNotificationCount' })).json().count).toBe(body.count - 1);
    expect(body.results.filter((n: { link: string }) => n.link === '/settings/account')).toHaveLength(1);
  });
});

describe('demo projects', () => {
  it('give the demo buyer a working project list: groups with jobs, two countries, every status', async () => {
    const [buyer] = await t.db.select().from(accounts).where(eq(accounts.email, 'buyer@demo.test'));
    const as = t.as(await t.signIn(buyer.id, buyer.companyId));
    const top = (await as({ method: 'GET', url: '/api/v1/ListProject/?parent_id=0&page_size=50' })).json();
    const groups = top.results.filter((p: { is_group: boolean }) => p.is_group);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.every((g: { children_count: number }) => g.children_count >= 2)).toBe(true);
    const all = (await as({ method: 'GET', url: '/api/v1/ListProject/?page_size=100' })).json().results;
    expect(new Set(all.map((p: { country: string }) => p.country).filter(Boolean))).toEqual(new Set(['USA', 'Canada']));
    expect(new Set(all.map((p: { status: string }) => p.status))).toEqual(new Set(['active', 'completed', 'archived']));
    expect(all.some((p: { is_work_order: boolean }) => p.is_work_order)).toBe(true);
    const mine = (await as({ method: 'GET', url: `/api/v1/ListProject/?owner_id=${buyer.id}` })).json();
    expect(mine.count).toBeGreaterThan(5);
    const [foreman] = await t.db.select().from(accounts).where(eq(accounts.email, 'foreman@demo.test'));
    const foremans = (await as({ method: 'GET', url: `/api/v1/ListProject/?owner_id=${foreman.id}` })).json();
    expect(foremans.count).toBeGreaterThan(3);
  });
});

describe('demo company setup', () => {
  let buyer: { token: string };
  beforeAll(async () => {
    const account = (await findAccountByEmail(t.db, 'buyer@demo.test'))!;
    buyer = await t.signIn(account.id, account.companyId);
  });

  it('gives the contractor a complete company to look at', async () => {
    const get = (url: string) => t.as(buyer)({ method: 'GET', url: `/api/v1/${url}` }).then((r) => r.json());
    const warehouses = await get('warehouses/');
    expect(warehouses.results.map((w: { type: string }) => w.type).sort()).toEqual(['Prefab', 'Stock', 'Temp Power', 'Tools']);
    expect(warehouses.results.every((w: { bin_count: number }) => w.bin_count === 3)).toBe(true);
    expect((await get('company_branch/')).count).toBe(2);
    expect((await get('taxcode/')).count).toBe(4);
    expect((await get('shippingaddresses/')).results.map((a: { country: string }) => a.country).sort()).toEqual(['Canada', 'USA']);
    expect((await get('user_groups/')).count).toBe(3);
    expect(await get('po_number/')).toMatchObject({ prefix: 'SEC', can_edit: true, example: 'SEC-00005' });
    expect((await get('company_settings/')).popular_phase_codes).toHaveLength(4);
    expect((await get('default_warehouse/')).warehouse).toMatchObject({ name: 'Denver Tool Crib' });
  });

  it('gives it suppliers, contacts, GL codes, notes, address tax codes, subscriptions and a token', async () => {
    const get = (url: string) => t.as(buyer)({ method: 'GET', url: `/api/v1/${url}` }).then((r) => r.json());
    const suppliers = await get('suppliers/');
    expect(suppliers.count).toBe(3);
    expect(suppliers.results.find((s: { name: string }) => s.name === 'Metro Electric Supply')).toMatchObject({ branch_count: 2, supplier_company: { name: 'Metro Electric Supply' } });
    const groups = await get('contact_groups/?search=metro');
    expect(groups.results[0]).toMatchObject({ company_supplier: { name: 'Metro Electric Supply' }, company_supplier_branch: { name: 'Downtown counter' } });
    expect(groups.results[0].contacts).toHaveLength(2);
    expect((await get('contacts/')).count).toBe(4);
    expect((await get('gl_codes/?active=true')).count).toBe(4);
    expect((await get('company_notes/')).count).toBe(3);
    expect((await get('address_tax_codes/')).results[0]).toMatchObject({ tax_code_name: 'CO-DENVER' });
    expect((await get('subscription_notifications/')).kinds.filter((k: { subscribed: boolean }) => k.subscribed)).toHaveLength(3);
    expect((await get('api_tokens/')).results[0].revoked_at).not.toBeNull();
  });
});

const linesOf = async (name: string) => {
  const [project] = await t.db.select().from(projects).where(eq(projects.name, name));
  const lines = await t.db.select().from(cartItems).where(eq(cartItems.projectId, project.id)).orderBy(asc(cartItems.position));
  return { project, lines };
};

describe('the demo bill of materials', () => {
  it.each(['DMC Tower A - Core and Shell', 'Lakewood Elementary Renovation', 'Boulder Tech Office Fit-Out'])('leaves %s empty for the BOM journeys to fill', async (name) => {
    expect((await linesOf(name)).lines).toEqual([]);
  });

  it.each([
    ['Calgary DC Phase 1 - Warehouse', 45, 60],
    ['Golden High School Science Wing', 18, 30],
    ['DMC Parking Structure', 9, 14],
  ])('%s has a realistic BOM under its own phase codes', async (name, min, max) => {
    const { project, lines } = await linesOf(name);
    expect(lines.length).toBeGreaterThanOrEqual(min);
    expect(lines.length).toBeLessThanOrEqual(max);
    const codes = new Set(project.popularPhaseCodes.map((c) => `${c.code} ${c.name}`));
    for (const l of lines) expect(codes.has(`${l.phaseCode} ${l.phaseCodeName}`)).toBe(true);
  });

  it('has custom lines, a rental and a spool on the warehouse', async () => {
    const { lines } = await linesOf('Calgary DC Phase 1 - Warehouse');
    expect(lines.filter((l) => l.customItemId !== null)).toHaveLength(2);
    expect(lines.filter((l) => l.isRental).map((l) => [l.rentalStartDate, l.rentalEndDate, l.costCode])).toEqual([['2026-04-06', '2026-06-26', 'E']]);
    expect(lines.filter((l) => l.spoolId !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('the demo buyer reads the warehouse BOM as cart items with prices', async () => {
    const login = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: 'buyer@demo.test', password: 'demo-pass-2026' } });
    const session = { token: login.cookies.find((c) => c.name === 'sessionid')!.value };
    const { project } = await linesOf('Calgary DC Phase 1 - Warehouse');
    const res = await t.as(session)({ method: 'GET', url: `/api/v1/projects/${project.id}/bom_export/?format=csv` });
    const rows = res.body.trim().split('\r\n');
    expect(rows.length).toBeGreaterThan(45);
    expect(rows[1]).toMatch(/^1200,FT,[A-Z]+-EMT050,"1\/2 in EMT Electrical Metallic Tubing, 10 ft",[^,]+,26-05-33,Raceways and Boxes,M,Material,,,[\d.]+,[\d.]+$/);
  });
});

describe('demo data', () => {
  it.each(['buyer@demo.test', 'seller@demo.test', 'staff@demo.test'])('lets %s sign in with a regular login', async (email) => {
    expect((await post('auth/LoginValidation/', { email })).json()).toEqual({ action: 'regular_login' });
    const res = await post('auth/login/', { email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.email_validation_status).toBe(true);
  });

  it('has a two-way authentication login that signs in with the mailed code', async () => {
    expect(logins.map((l) => l.email)).toContain('twoway@demo.test');
    expect((await post('auth/LoginValidation/', { email: 'twoway@demo.test' })).json()).toMatchObject({ action: 'two_way_auth', delivery_method: 'email' });
    const code = t.mailer.lastCodeTo('twoway@demo.test');
    const res = await post('auth/login/', { email: 'twoway@demo.test', password: DEMO_PASSWORD, auth_code_from_user: code! });
    expect(res.statusCode).toBe(200);
  });

  it('makes the demo buyer a user manager who can switch to the second contractor', async () => {
    const res = await post('auth/login/', { email: 'buyer@demo.test', password: DEMO_PASSWORD });
    expect(res.json().account.user_group_settings.allow_manage_users).toBe(true);
    const session = { token: res.cookies.find((c) => c.name === 'sessionid')!.value };
    const companies = await t.as(session)({ method: 'GET', url: '/api/v1/switchable_companies' });
    expect(companies.json().map((c: { name: string }) => c.name)).toEqual(['Ridgeline Mechanical']);
  });

  it('holds material for the demo contractor that auto-match finds on a DMC Tower A line', async () => {
    const res = await post('auth/login/', { email: 'buyer@demo.test', password: DEMO_PASSWORD });
    const as = t.as({ token: res.cookies.find((c) => c.name === 'sessionid')!.value });
    const held = (await as({ method: 'POST', url: '/api/v1/SearchHoldForReleaseItems/', payload: { search_text: 'HFR-24101' } })).json();
    expect(held.count).toBeGreaterThanOrEqual(4);
    const tie = held.results.find((h: { release_number: string }) => h.release_number === 'HFR-24101-01');
    const job = (await as({ method: 'GET', url: '/api/v1/ListProject/?st=J-24101&skt=main_job_num' })).json().results[0];
    expect(tie.project_id).toBe(job.id);
    const added = (await as({ method: 'POST', url: `/api/v1/projects/${job.id}/`, payload: { func: 'add_item', id: tie.base_item_id, package_count: 2 } })).json();
    const matched = (await as({ method: 'POST', url: `/api/v1/projects/${job.id}/`, payload: { func: 'auto_match_hfr_item', id_list: [added.items[0].id] } })).json();
    expect(matched.items[0].hfr_item).toMatchObject({ release_number: 'HFR-24101-01', quantity_available: 4000 });
  });

  it('gives the supplier real work on /orders and the buyer orders in every stage', async () => {
    const signIn = async (email: string) => t.as({ token: (await post('auth/login/', { email, password: DEMO_PASSWORD })).cookies.find((c) => c.name === 'sessionid')!.value });
    const seller = await signIn('seller@demo.test');
    const incoming = (await seller({ method: 'GET', url: '/api/v1/orders/' })).json();
    expect(incoming.results.map((o: { status: string }) => o.status).sort()).toEqual(['backordered', 'ordered', 'shipped complete']);
    expect(incoming.results.every((o: { buyer_company: { name: string } }) => o.buyer_company.name === 'Summit Electrical Contractors')).toBe(true);
    expect((await seller({ method: 'GET', url: '/api/v1/orders/action_needed_count/' })).json().count).toBe(2);
    const buyer = await signIn('buyer@demo.test');
    const all = (await buyer({ method: 'GET', url: '/api/v1/orders/?status=pending,ordered,order acknowledged,backordered,shipped complete,received' })).json();
    expect(all.results.map((o: { status: string }) => o.status).sort()).toEqual(['backordered', 'ordered', 'pending', 'pending', 'pending', 'received', 'shipped complete']);
    // Each order is taxed where it is delivered: Alberta's GST on the Calgary jobs, Denver's tax on the Colorado ones.
    const taxes = await Promise.all(
      all.results.filter((o: { status: string }) => o.status !== 'pending').map(async (o: { id: number; project: { name: string } }) => [o.project.name.startsWith('Calgary'), (await buyer({ method: 'GET', url: `/api/v1/orders/${o.id}/` })).json().tax_code?.tax_code]),
    );
    expect(new Set(taxes.map(([calgary, code]) => `${calgary ? 'Calgary' : 'Colorado'} ${code}`))).toEqual(new Set(['Calgary AB-GST', 'Colorado CO-DENVER']));
    const backordered = all.results.find((o: { status: string }) => o.status === 'backordered');
    const lines = (await buyer({ method: 'GET', url: `/api/v1/projects/${backordered.project.id}/ordered_lines/` })).json().lines;
    expect(lines.some((l: { backordered: boolean; promised_date: string | null }) => l.backordered && l.promised_date)).toBe(true);
    const quotes = (await seller({ method: 'GET', url: '/api/v1/quotes/' })).json().results;
    expect(quotes.map((q: { name: string; suppliers: { status: string }[] }) => [q.name, q.suppliers[0].status]).sort()).toEqual([
      ['Lab bench devices', 'responded'],
      ['Science wing lighting package', 'requested'],
    ]);
    // Graybar, outside the app, has not answered Lab bench devices: the buyer may type in the prices it gives by phone
    const labBench = (await buyer({ method: 'GET', url: '/api/v1/quotes/' })).json().results.find((q: { name: string }) => q.name === 'Lab bench devices');
    const graybar = labBench.suppliers.find((s: { supplier: { name: string } }) => s.supplier.name === 'Graybar');
    expect(graybar).toMatchObject({ status: 'requested', supplying_company: null });
    expect((await buyer({ method: 'GET', url: `/api/v1/quotes/${labBench.id}/` })).json().enter_answer_for).toEqual([graybar.id]);
    const invoices = (await buyer({ method: 'GET', url: '/api/v1/invoices/' })).json().results;
    expect(invoices.map((i: { invoice_number: string; match_status: string }) => [i.invoice_number, i.match_status]).sort()).toEqual([
      ['MES-880412', 'matched'],
      ['MES-880433', 'exceptions'],
    ]);
  });
});

describe('demo warehouse assets', () => {
  const signIn = async (email: string) => {
    const res = await post('auth/login/', { email, password: DEMO_PASSWORD });
    return t.as({ token: res.cookies.find((c) => c.name === 'sessionid')!.value });
  };
  it('has tools on jobs (one overdue), in servicing and needing certification, open requests and a closed audit', async () => {
    const foreman = await signIn('foreman@demo.test');
    const get = async (url: string) => (await foreman({ method: 'GET', url: `/api/v1/${url}` })).json();
    expect((await get('tool_items/?service=tool&expected_return_status=overdue')).count).toBe(2);
    expect((await get('tool_items/?service=tool&status=servicing')).count).toBe(1);
    expect((await get('tool_items/?service=tool&status=need%20certification')).results[0].checkout_refusal).toMatch(/certification/);
    const statuses = (await get('tool_requests/?service=tool&status=submitted,partly%20shipped,complete,in%20transit&date_limit=0')).results.map((r: { status_display: string }) => r.status_display);
    expect(statuses).toEqual(expect.arrayContaining(['Submitted', 'Back-ordered', 'Complete', 'In transit']));
    expect((await get('tool_items/?service=stock')).count).toBeGreaterThanOrEqual(3);
    const [audit] = (await get('asset_audits/')).results;
    expect(audit).toMatchObject({ status: 'closed', missing_count: 1 });
    // the foreman requests; he does not hold the warehouse role, the crew does
    expect(await get('tool_access/')).toEqual({ warehouse: false });
    const crew = await signIn('warehouse@demo.test');
    expect((await crew({ method: 'GET', url: '/api/v1/tool_access/' })).json()).toEqual({ warehouse: true });
  });
});

describe('demo shipping forms', () => {
  it('has a form in every status, packaging, proof of delivery files the foreman can open, and a return of the damaged line', async () => {
    const res = await post('auth/login/', { email: 'foreman@demo.test', password: DEMO_PASSWORD });
    const foreman = t.as({ token: res.cookies.find((c) => c.name === 'sessionid')!.value });
    const get = async (url: string) => (await foreman({ method: 'GET', url: `/api/v1/${url}` })).json();
    const forms = (await get('ShippingForms/list/?page_size=50')).results as { id: number; status: string; is_return: boolean }[];
    expect(new Set(forms.map((f) => f.status))).toEqual(new Set(['pending', 'ready-to-ship', 'storage', 'will call', 'picked', 'in transit', 'delivered', 'canceled']));
    const delivered = await get(`ShippingForms/${forms.find((f) => f.status === 'delivered')!.id}/get/`);
    expect(delivered.attachments_json.map((a: { kind: string }) => a.kind)).toEqual(['photo', 'signature']);
    expect(delivered.deliveries.at(-1)).toMatchObject({ received_by: 'Luis Navarro', attachment_keys: delivered.attachments_json.map((a: { key: string }) => a.key) });
    expect(delivered.return_forms).toHaveLength(1);
    expect(delivered.packaging_items[0]).toMatchObject({ type: 'custom', unit_type: 'metric' });
    const photo = await foreman({ method: 'GET', url: delivered.attachments_json[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(forms.filter((f) => f.is_return)).toHaveLength(1);
    // the Tower A request with the in-transit form moved with it
    const transit = await get(`ShippingForms/${forms.find((f) => f.status === 'in transit')!.id}/get/`);
    expect((await get(`tool_requests/${transit.tool_request.id}/`)).status).toBe('in transit');
  });
});

describe('demo product lists', () => {
  const login = async (email: string) => {
    const res = await post('auth/login/', { email, password: DEMO_PASSWORD });
    const as = t.as({ token: res.cookies.find((c) => c.name === 'sessionid')!.value });
    return async (url: string) => (await as({ method: 'GET', url: `/api/v1/${url}` })).json();
  };
  const projectId = async (name: string) => (await t.db.select({ id: projects.id }).from(projects).where(eq(projects.name, name)))[0].id;

  it('has lists with sublists and tags, items in job-site bins with stock on site, a list shared with Metro and two cable reels', async () => {
    const buyer = await login('buyer@demo.test');
    const school = await projectId('Golden High School Science Wing');
    const lists = await buyer(`GetProjectProductList/?project_id=${school}`);
    const main = lists.results.find((l: { name: string }) => l.name === 'Science wing rough-in');
    expect(main).toMatchObject({ sub_list_count: 2, tags: [{ name: 'Rough-in' }, { name: 'Urgent' }] });
    const items = (await buyer(`GetProjectProductListItem/?list_id=${main.id}`)).results;
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items[0]).toMatchObject({ bin: { code: 'GB-1' }, remaining: 0 });
    expect(items[0].received).toBeGreaterThan(0);
    const byBin = (await buyer(`ProjectProductList/job_warehouse_stock/?project_id=${school}`)).results;
    expect(byBin.map((b: { bin: { code: string } | null }) => b.bin?.code)).toEqual(['GB-1', 'TR-A']);

    const calgary = await projectId('Calgary DC Phase 1 - Warehouse');
    const reels = (await buyer(`GetCableReels/?project_id=${calgary}`)).results;
    expect(reels.map((r: { reel_number: string; length_left: number }) => [r.reel_number, r.length_left])).toEqual([
      ['R-101', 750],
      ['R-102', 500],
    ]);
    const withCompleted = await buyer(`GetProjectProductList/?project_id=${calgary}&include_completed=true`);
    expect(withCompleted.results.some((l: { completed: boolean }) => l.completed)).toBe(true);

    const seller = await login('seller@demo.test');
    const shared = await seller('GetProjectProductListSeller/');
    expect(shared.results.map((l: { name: string }) => l.name)).toEqual(['Warehouse switchgear room']);
    const sharedItems = await seller(`GetProjectProductListItemSeller/?list_id=${shared.results[0].id}`);
    expect(sharedItems.results[0].seller_note).toMatch(/Springs branch/);
    // its sublist is shared through it, with a rental item and its dates
    expect(shared.results[0].sub_list_count).toBe(1);
    const [panel] = (await seller(`GetSubProductListSeller/?list_id=${shared.results[0].id}`)).results;
    expect(panel).toMatchObject({ name: 'Panel MHA', parent_id: shared.results[0].id });
    const panelItems = (await seller(`GetProjectProductListItemSeller/?list_id=${panel.id}`)).results;
    expect(panelItems.find((i: { rental_start_date: string | null }) => i.rental_start_date)).toMatchObject({ rental_start_date: '2026-12-07', rental_end_date: '2027-03-26' });
    const typedWire = (await buyer(`GetProjectProductListItem/?list_id=${panel.id}`)).results.find((i: { code: string }) => i.code === 'FIELD-12B');
    expect(typedWire.base_item_id).toBeNull();
    expect((await buyer(`GetProjectProductListItemSuggestion/?list_item_id=${typedWire.id}`)).results.length).toBeGreaterThan(0);

    const foreman = await login('foreman@demo.test');
    expect((await foreman(`ProjectProductList/job_warehouse_stock_items/?project_id=${school}&in_stock=true`)).count).toBeGreaterThanOrEqual(2);
  });
});


describe('demo dashboard', () => {
  it('has a requisition from the foreman waiting for approval, one turned into a PO, a finished export, and the buyer lands on the dashboard', async () => {
    const res = await post('auth/login/', { email: 'buyer@demo.test', password: DEMO_PASSWORD });
    expect(res.json().account.direct_to_quick_start).toBe(false);
    const as = t.as({ token: res.cookies.find((c) => c.name === 'sessionid')!.value });
    const get = async (url: string) => (await as({ method: 'GET', url: `/api/v1/${url}` })).json();

    const waiting = await get('material_requisitions/?status=submitted');
    expect(waiting.count).toBe(1);
    expect(waiting.results[0]).toMatchObject({ requested_by: { name: 'Luis Navarro' }, line_count: 3 });
    expect((await get(`material_requisitions/${waiting.results[0].id}/`)).abilities).toMatchObject({ approve: true, reject: true });
    const ordered = (await get('material_requisitions/?status=ordered')).results;
    expect(ordered).toHaveLength(1);
    expect((await get(`orders/${ordered[0].purchase_order_id}/`))).toMatchObject({ status: 'pending', project: { name: 'Calgary DC Phase 2 - Offices' }, supplier: { name: 'Metro Electric Supply' } });

    const exports = (await get('exports/')).results;
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ kind: 'orders', status: 'done' });
    const file = await as({ method: 'GET', url: exports[0].download_url });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')).toHaveLength(exports[0].row_count + 2);

    expect((await get('quick_start_checklist/')).direct_to_quick_start).toBe(false);
  });
});

// Last: it rewrites a BOM line's codes. The hot lists' compiled serializers (decision record 023)
// on the demo data, here so the demo world is seeded once for both (it was platform/
// compiled-response.test.ts's own seed).
describe('the hot lists on the demo data, through their compiled serializers', () => {
  const buyerProjectId = { value: 0 };

  beforeAll(async () => {
    const { rows } = (await t.db.execute(sql`select project_id from cart_items group by project_id order by count(*) desc limit 1`)) as unknown as { rows: { project_id: number }[] };
    buyerProjectId.value = rows[0]!.project_id;
    // Codes as a direct write (an import, an older row) could leave them: the response trims them as core's lineCodeSchema does.
    await t.db.execute(sql`update cart_items set phase_code = '  01-100 ', phase_code_name = ' Rough-in  ', cost_code = ' 200', cost_code_name = 'Labour ' where id = (select min(id) from cart_items where project_id = ${buyerProjectId.value})`);
  });

  const signIn = async (email: string) => {
    const res = await post('auth/login/', { email, password: DEMO_PASSWORD });
    return t.as({ token: res.cookies.find((c) => c.name === 'sessionid')!.value });
  };

  const calls = [
    { name: 'retrieve_cart_items', email: 'buyer@demo.test', method: 'GET' as const, url: () => `/api/v1/projects/${buyerProjectId.value}/retrieve_cart_items/?page_size=200` },
    { name: 'ListProject', email: 'buyer@demo.test', method: 'GET' as const, url: () => '/api/v1/ListProject/?page_size=100' },
    { name: 'searchproduct', email: 'buyer@demo.test', method: 'POST' as const, url: () => '/api/v1/searchproduct/?page_size=100', payload: { search_text: 'wire' } },
    { name: 'ListNotification', email: 'buyer@demo.test', method: 'GET' as const, url: () => '/api/v1/ListNotification/' },
    { name: 'orders (buyer)', email: 'buyer@demo.test', method: 'GET' as const, url: () => '/api/v1/orders/' },
    { name: 'orders (supplier)', email: 'seller@demo.test', method: 'GET' as const, url: () => '/api/v1/orders/' },
    { name: 'tool_items', email: 'warehouse@demo.test', method: 'GET' as const, url: () => '/api/v1/tool_items/?service=tool&page_size=100' },
    { name: 'ShippingForms/list', email: 'warehouse@demo.test', method: 'GET' as const, url: () => '/api/v1/ShippingForms/list/' },
  ];

  it.each(calls)('$name answers, through its compiled serializer, the bytes the zod serializer writes', async (call) => {
    const as = await signIn(call.email);
    for (const extra of [false, true]) {
      const res = await as({ method: call.method, url: call.url(), payload: call.payload, headers: extra ? { 'x-test-extra': '1' } : {} });
      expect(res.statusCode, res.body).toBe(200);
      const seen = payloads.get(res.headers['x-request-id'] as string)!;
      expect(isCompiledResponse(seen.schema)).toBe(true);
      const body = res.json() as { results: unknown[] };
      expect(body.results.length).toBeGreaterThan(0);
      expect(res.body).toBe(zodBody(seen.schema, seen.payload));
      expect(res.body).not.toContain('leaked');
    }
  });

  it("writes the BOM page as core's cartItemsResponseSchema does, codes trimmed", async () => {
    const as = await signIn('buyer@demo.test');
    const res = await as({ method: 'GET', url: `/api/v1/projects/${buyerProjectId.value}/retrieve_cart_items/?page_size=200` });
    const seen = payloads.get(res.headers['x-request-id'] as string)!;
    expect(res.body).toBe(zodBody(cartItemsResponseSchema, seen.payload));
    const lines = (res.json() as { results: { phase_code: unknown; cost_code: unknown }[] }).results;
    expect(lines).toContainEqual(expect.objectContaining({ phase_code: { code: '01-100', name: 'Rough-in' }, cost_code: { code: '200', name: 'Labour' } }));
  });
});
