import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { migrationsFolder } from './db';
import { assetItems, assetModels, cartItems, projects, purchaseOrders, shippingForms, warehouses } from '../db/schema/index';
import { cartWorld, type CartWorld } from '../modules/cart/test-world';
import { notify } from '../modules/notifications/service';

/*
 * The counts list_counts keeps (migration 0026) against counting the rows themselves, after
 * every kind of change the triggers must follow: inserts, deletes, a line moved to another
 * project, a project's status changed, a group deleted (its jobs become top level through the
 * foreign key), tool items and shipping forms changing status (migration 0027), notifications
 * read, unread and deleted (migration 0033), and a rolled-back transaction.
 */

let t: TestApp;
let w: CartWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
});
afterAll(() => t.close());

type Row = { list: string; owner_id: number; bucket: string; n: number };
const rowsOf = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows.map((r) => ({ ...r, n: Number(r.n) })).sort((a, b) => `${a.list}${a.owner_id}${a.bucket}`.localeCompare(`${b.list}${b.owner_id}${b.bucket}`));

/** Every non-zero kept count, and the same counted from the rows: they must be equal. */
async function expectCountsTrue() {
  const kept = await rowsOf(sql`select list, owner_id, bucket, n from list_counts where n <> 0`);
  const counted = await rowsOf(sql`
    select 'projects' as list, company_id as owner_id, status || case when parent_id is null then '|top' else '|child' end as bucket, count(*) as n from projects group by 2, 3
    union all
    select 'cart_items', project_id, '', count(*) from cart_items group by 2
    union all
    select 'asset_items', company_id, service || '|' || status, count(*) from asset_items group by 2, 3
    union all
    select 'shipping_forms', company_id, status, count(*) from shipping_forms group by 2, 3
    union all
    select 'base_items', category_id, '', count(*) from base_items group by 2
    union all
    select 'notifications', account_id, company_id || case when read then '|read' else '|unread' end, count(*) from notifications group by 2, 3`);
  expect(kept).toEqual(counted);
  const keptDays = await rowsOf(sql`select 'orders' as list, owner_id, side || '|' || status || '|' || day as bucket, n from order_day_counts where n <> 0`);
  const countedDays = await rowsOf(sql`
    select 'orders' as list, owner_id, side || '|' || status || '|' || day as bucket, count(*) as n from (
      select company_id as owner_id, 'buyer' as side, status, (created_at at time zone 'UTC')::date as day from purchase_orders
      union all
      select supplying_company_id, 'seller', status, (created_at at time zone 'UTC')::date from purchase_orders where supplying_company_id is not null
    ) o group by 2, 3`);
  expect(keptDays).toEqual(countedDays);
}

const listTotal = async (query: string) => {
  const res = await w.asBuyer({ method: 'GET', url: `/api/v1/ListProject/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
};
const totalOf = async (url: string) => {
  const res = await w.asBuyer({ method: 'GET', url: `/api/v1/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count as number;
};
const linesTotal = async (projectId: number) => (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${projectId}/retrieve_cart_items/?page_size=1` })).json().count as number;

describe('list_counts', () => {
  it('follows lines added, moved and deleted, and the BOM total reads it', async () => {
    const ids = await w.addLines(w.project.id, [
      { baseItemId: w.items.conduit, packageCount: 1 },
      { baseItemId: w.items.breaker, packageCount: 2 },
      { baseItemId: w.items.wire, packageCount: 3 },
    ]);
    await w.addCustom(w.project.id, [{ description: 'Bracket', code: 'B-1', unit: 'EA', unitPrice: 1, manufacturerName: '', packageCount: 1 }]);
    await expectCountsTrue();
    expect(await linesTotal(w.project.id)).toBe(4);

    await t.db.update(cartItems).set({ projectId: w.project2.id }).where(eq(cartItems.id, ids[0]));
    await t.db.update(cartItems).set({ itemComments: 'no move' }).where(eq(cartItems.projectId, w.project.id));
    await expectCountsTrue();
    expect([await linesTotal(w.project.id), await linesTotal(w.project2.id)]).toEqual([3, 1]);

    await t.db.delete(cartItems).where(inArray(cartItems.id, ids.slice(1)));
    await expectCountsTrue();
    expect(await linesTotal(w.project.id)).toBe(1);
  });

  it('follows project statuses, groups and deletions, and ListProject totals read it', async () => {
    const counted = async (where: ReturnType<typeof sql>) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(projects).where(sql`${projects.companyId} = ${w.company.id} and ${where}`))[0].n;
    // page_size=1: a total is read only when more pages follow. The first page of all projects and
    // of the top level (any sort) carries its kept total in a prepared statement; a status filter
    // in the ordinary one (decision record 026).
    const expectListTotals = async () => {
      const top = await counted(sql`${projects.parentId} is null`);
      expect(top).toBeGreaterThan(1);
      expect(await listTotal('page_size=1')).toBe(await counted(sql`true`));
      expect(await listTotal('page_size=1&parent_id=0')).toBe(top);
      expect(await listTotal('page_size=1&parent_id=0&sR=-created_at')).toBe(top);
      expect(await listTotal('page_size=1&page=2&parent_id=0')).toBe(top);
      expect(await listTotal('page_size=1&parent_id=0&status=active,completed')).toBe(await counted(sql`${projects.parentId} is null and ${projects.status} in ('active', 'completed')`));
    };
    const before = { active: await listTotal('status=active&parent_id=0'), all: await listTotal('') };
    const group = await w.make({ name: `Counted group ${w.tag}`, is_create_group: true });
    const job = await w.make({ name: `Counted job ${w.tag}`, parent_id: group.id });
    const closed = await w.make({ name: `Counted completed ${w.tag}`, status: 'completed' });
    await expectCountsTrue();
    await expectListTotals();
    expect(await listTotal('status=active&parent_id=0')).toBe(before.active + 1);
    expect(await listTotal('')).toBe(before.all + 3);
    expect(await listTotal('status=completed')).toBe((await t.db.select({ n: sql<number>`count(*)::int` }).from(projects).where(sql`${projects.companyId} = ${w.company.id} and ${projects.status} = 'completed'`))[0].n);

    await t.db.update(projects).set({ status: 'active' }).where(eq(projects.id, closed.id));
    await t.db.update(projects).set({ name: `Renamed ${w.tag}` }).where(eq(projects.id, job.id));
    await expectCountsTrue();
    expect(await listTotal('status=active&parent_id=0')).toBe(before.active + 2);

    // Deleting the group makes its job top level (ON DELETE SET NULL): an update the counts follow too.
    await t.db.delete(projects).where(eq(projects.id, group.id));
    await expectCountsTrue();
    await expectListTotals();
    expect(await listTotal('status=active&parent_id=0')).toBe(before.active + 2);
    expect(await listTotal('')).toBe(before.all + 2);
  });

  it('follows tool items by service and status, and the items screen reads it', async () => {
    const [warehouse] = await t.db.insert(warehouses).values({ companyId: w.company.id, name: `Counted yard ${w.tag}`, type: 'Tools' }).returning();
    const [drill] = await t.db.insert(assetModels).values({ companyId: w.company.id, service: 'tool', code: `DR-${w.tag}`, name: 'Drill' }).returning();
    const [cable] = await t.db.insert(assetModels).values({ companyId: w.company.id, service: 'stock', code: `CB-${w.tag}`, name: 'Cable' }).returning();
    // page_size=1: a total is only read when more than one page follows (pagedRows).
    const item = (modelId: number, service: 'tool' | 'stock', status: 'ok' | 'need repair', serialNumber: string) => ({ companyId: w.company.id, service, modelId, warehouseId: warehouse.id, status, serialNumber });
    const made = await t.db
      .insert(assetItems)
      .values([item(drill.id, 'tool', 'ok', 'D1'), item(drill.id, 'tool', 'ok', 'D2'), item(drill.id, 'tool', 'need repair', 'D3'), item(cable.id, 'stock', 'ok', 'C1')])
      .returning();
    await expectCountsTrue();
    expect(await totalOf('tool_items/?service=tool&page_size=1')).toBe(3);
    expect(await totalOf('tool_items/?service=tool&status=need%20repair&page_size=1')).toBe(1);
    // A filter the kept counts do not cover is counted: the same answer either way.
    expect(await totalOf(`tool_items/?service=tool&search=D&page_size=1`)).toBe(3);

    await t.db.update(assetItems).set({ status: 'need repair' }).where(eq(assetItems.id, made[0].id));
    await t.db.update(assetItems).set({ notes: 'no status change' }).where(eq(assetItems.modelId, drill.id));
    await expectCountsTrue();
    expect(await totalOf('tool_items/?service=tool&status=need%20repair,ok&page_size=1')).toBe(3);
    expect(await totalOf('tool_items/?service=tool&status=need%20repair&page_size=1')).toBe(2);

    await t.db.delete(assetItems).where(eq(assetItems.id, made[1].id));
    await expectCountsTrue();
    expect(await totalOf('tool_items/?service=tool&page_size=1')).toBe(2);

    /**
     * A first page as the screen opens it (one service, any statuses) is one prepared statement
     * (decision record 026): its rows and total against the list's items in the list's order,
     * read apart (tool_items_by_ids, what the other pages use), and the page after it; the
     * stock item and the other statuses stay out.
     */
    const more = await t.db
      .insert(assetItems)
      .values([item(drill.id, 'tool', 'ok', 'D4'), { ...item(drill.id, 'tool', 'need repair', 'D5'), projectId: w.project.id, custodianId: w.buyer.id, expectedReturnDate: '2020-01-02' }, item(cable.id, 'stock', 'need repair', 'C2')])
      .returning();
    await expectCountsTrue();
    const expectFirstPage = async (service: 'tool', query: string, statuses: ('ok' | 'servicing' | 'need repair')[] | null) => {
      const listed = and(eq(assetItems.companyId, w.company.id), eq(assetItems.service, service), statuses ? inArray(assetItems.status, statuses) : undefined);
      const ids = (await t.db.select({ id: assetItems.id }).from(assetItems).where(listed).orderBy(desc(assetItems.id))).map((r) => r.id);
      const labels = ids.length ? await w.asBuyer({ method: 'GET', url: `/api/v1/tool_items/labels/?ids=${ids.join(',')}` }) : null;
      expect(labels?.statusCode ?? 200, labels?.body).toBe(200);
      const rows = labels?.json().results ?? [];
      for (const size of [1, 2, 100]) {
        const first = await w.asBuyer({ method: 'GET', url: `/api/v1/tool_items/?service=${service}&page_size=${size}${query}` });
        expect(first.statusCode, first.body).toBe(200);
        expect([first.json().count, first.json().results]).toEqual([ids.length, rows.slice(0, size)]);
      }
      const second = await w.asBuyer({ method: 'GET', url: `/api/v1/tool_items/?service=${service}&page_size=1&page=2${query}` });
      expect([second.json().count, second.json().results]).toEqual([ids.length, rows.slice(1, 2)]);
    };
    await expectFirstPage('tool', '', null);
    await expectFirstPage('tool', '&status=need%20repair', ['need repair']);
    await expectFirstPage('tool', '&status=ok,need%20repair,ok', ['ok', 'need repair']);
    await expectFirstPage('tool', '&status=servicing', ['servicing']);
    // PGlite ran those first pages as EXECUTEs of statements prepared once (platform/db.ts).
    if (t.database.kind === 'pglite') {
      const { rows } = (await t.db.execute(sql`select name from pg_prepared_statements where name like 'tool_item_list_%'`)) as unknown as { rows: { name: string }[] };
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['tool_item_list_tool_all_2', 'tool_item_list_tool_8_3', 'tool_item_list_tool_9_101']));
    }
    await t.db.delete(assetItems).where(inArray(assetItems.id, more.map((m) => m.id)));
  });

  it('follows shipping forms by status, and the shipping screen reads it', async () => {
    const made = await t.db
      .insert(shippingForms)
      .values([
        { companyId: w.company.id, projectId: w.project.id, status: 'pending' },
        { companyId: w.company.id, projectId: w.project.id, status: 'pending' },
        { companyId: w.company.id, projectId: w.project2.id, status: 'in transit' },
      ])
      .returning();
    await expectCountsTrue();
    expect(await totalOf('ShippingForms/list/?page_size=1')).toBe(3);
    expect(await totalOf('ShippingForms/list/?status=pending&page_size=1')).toBe(2);
    expect(await totalOf(`ShippingForms/list/?project_id=${w.project2.id}&page_size=1`)).toBe(1);

    await t.db.update(shippingForms).set({ status: 'in transit', updatedAt: new Date() }).where(eq(shippingForms.id, made[0].id));
    await t.db.update(shippingForms).set({ instructions: 'Gate 3', updatedAt: new Date() }).where(inArray(shippingForms.id, made.map((f) => f.id)));
    await expectCountsTrue();
    expect(await totalOf('ShippingForms/list/?status=in%20transit,pending&page_size=1')).toBe(3);
    expect(await totalOf('ShippingForms/list/?status=in%20transit&page_size=1')).toBe(2);

    await t.db.delete(shippingForms).where(eq(shippingForms.id, made[2].id));
    await expectCountsTrue();
    expect(await totalOf('ShippingForms/list/?page_size=1')).toBe(2);
  });

  it('follows purchase orders by side, status and day, and both orders screens read it', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const windowStart = now - 90 * day;
    const order = (status: (typeof purchaseOrders.$inferInsert)['status'], createdAt: number, supplyingCompanyId: number | null = w.supplier.id) => ({
      companyId: w.company.id,
      projectId: w.project.id,
      supplyingCompanyId,
      status,
      createdAt: new Date(createdAt),
    });
    const made = await t.db
      .insert(purchaseOrders)
      .values([
        order('pending', now),
        order('ordered', now - 10 * day),
        // the day the 90-day window starts in: five minutes inside it, five minutes before it
        order('ordered', windowStart + 5 * 60_000),
        order('backordered', windowStart - 5 * 60_000),
        order('shipped complete', now - 100 * day, null),
        order('canceled', now),
        order('received', now - 5 * day),
      ])
      .returning();
    /**
     * The total of a first page of one order against the orders the list holds. A first page as
     * the screens open it is one prepared statement (decision record 026); the second page of one
     * order is the ordinary statements: each page holds the order the whole list has there.
     */
    const expectTotal = async (as: CartWorld['asBuyer'], query: string, expected: number) => {
      const all = await as({ method: 'GET', url: `/api/v1/orders/?page_size=100&${query}` });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().results).toHaveLength(expected);
      const first = await as({ method: 'GET', url: `/api/v1/orders/?page_size=1&${query}` });
      expect(first.json().count).toBe(expected);
      expect(first.json().results).toEqual(all.json().results.slice(0, 1));
      const second = await as({ method: 'GET', url: `/api/v1/orders/?page_size=1&page=2&${query}` });
      expect([second.json().count, second.json().results]).toEqual([expected, all.json().results.slice(1, 2)]);
    };
    await expectCountsTrue();
    await expectTotal(w.asBuyer, '', 3);
    await expectTotal(w.asBuyer, 'date_limit=0', 5);
    await expectTotal(w.asBuyer, 'date_limit=0&status=canceled,received', 2);
    await expectTotal(w.asBuyer, 'date_limit=30&status=ordered,canceled,received,pending', 4);
    // the supplier never counts a buyer's draft, nor an order not addressed to it
    await expectTotal(w.asSeller, '', 2);
    await expectTotal(w.asSeller, 'date_limit=0&status=pending,ordered,backordered', 3);

    await t.db.update(purchaseOrders).set({ status: 'order acknowledged' }).where(eq(purchaseOrders.id, made[1].id));
    await t.db.update(purchaseOrders).set({ status: 'canceled' }).where(eq(purchaseOrders.id, made[2].id));
    await t.db.update(purchaseOrders).set({ supplyingCompanyId: null }).where(eq(purchaseOrders.id, made[3].id));
    await t.db.update(purchaseOrders).set({ notes: 'no count change' }).where(eq(purchaseOrders.companyId, w.company.id));
    await expectCountsTrue();
    await expectTotal(w.asBuyer, '', 2);
    await expectTotal(w.asBuyer, 'date_limit=0&status=canceled,received', 3);
    await expectTotal(w.asSeller, 'date_limit=0&status=pending,ordered,backordered,order acknowledged,canceled', 3);

    await t.db.delete(purchaseOrders).where(eq(purchaseOrders.id, made[5].id));
    await expectCountsTrue();
    await expectTotal(w.asBuyer, 'date_limit=0&status=canceled,received', 2);
    // PGlite ran those first pages as EXECUTEs of statements prepared once, the window's start written in (platform/db.ts).
    if (t.database.kind === 'pglite') {
      const { rows } = (await t.db.execute(sql`select name from pg_prepared_statements where name like 'order_list_%'`)) as unknown as { rows: { name: string }[] };
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['order_list_buyer_days_61_2', 'order_list_buyer_all_384_2', 'order_list_seller_days_61_2', 'order_list_seller_all_21_2']));
    }
  });

  it('follows notifications sent, read, unread and deleted, and the list and the bell read it', async () => {
    const notifications = (query: string) => totalOf(`ListNotification/?page_size=1${query}`);
    const unread = async () => (await w.asBuyer({ method: 'GET', url: '/api/v1/GetUnreadNotificationCount' })).json().count as number;
    const update = async (payload: object) => {
      const res = await w.asBuyer({ method: 'POST', url: '/api/v1/UpdateNotification', payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { changed: number; unread_count: number };
    };
    await update({ action: 'remove_all' });
    const sent = await notify(t.db, { accountIds: [w.buyer.id, w.colleague.id], companyId: w.company.id, content: 'Counted 1' });
    await notify(t.db, { accountIds: [w.buyer.id], companyId: w.company.id, content: 'Counted 2' });
    await notify(t.db, { accountIds: [w.buyer.id], companyId: w.company.id, content: 'Counted 3' });
    // The same account's notifications in another company are another bucket: not in this company's totals.
    await notify(t.db, { accountIds: [w.buyer.id], companyId: w.other.id, content: 'Elsewhere' });
    await expectCountsTrue();
    expect([await notifications(''), await notifications('&notification_filter=unread'), await notifications('&notification_filter=read'), await unread()]).toEqual([3, 3, 0, 3]);

    const mine = sent.find((n) => n.accountId === w.buyer.id)!;
    expect(await update({ action: 'mark_read', notification_id: mine.id })).toMatchObject({ changed: 1, unread_count: 2 });
    await expectCountsTrue();
    expect([await notifications(''), await notifications('&notification_filter=unread'), await notifications('&notification_filter=read')]).toEqual([3, 2, 1]);

    expect(await update({ action: 'mark_all_read' })).toMatchObject({ changed: 2, unread_count: 0 });
    expect(await update({ action: 'mark_unread', notification_id: mine.id })).toMatchObject({ changed: 1, unread_count: 1 });
    await expectCountsTrue();
    expect(await update({ action: 'delete_this', notification_id: mine.id })).toMatchObject({ changed: 1, unread_count: 0 });
    await expectCountsTrue();
    expect([await notifications(''), await notifications('&notification_filter=read'), await unread()]).toEqual([2, 2, 0]);
    expect(await update({ action: 'remove_all' })).toMatchObject({ changed: 2, unread_count: 0 });
    await expectCountsTrue();
    expect(await notifications('')).toBe(0);
  });

  it("gives an existing database's rows the totals the triggers keep (the migrations' backfill)", async () => {
    // the rows the tests above left, counted again by the backfill statements of migrations 0026-0028, 0030 and 0033
    const backfills = ['0026_list_counts.sql', '0027_kept_counts_items_and_forms.sql', '0028_order_day_counts.sql', '0030_catalogue_browse_counts.sql', '0033_notification_counts.sql'].flatMap((file) =>
      readFileSync(path.join(migrationsFolder, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter((statement) => statement.startsWith('INSERT INTO')),
    );
    expect(backfills).toHaveLength(7);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from list_counts`);
      await tx.execute(sql`delete from order_day_counts`);
      for (const statement of backfills) await tx.execute(sql.raw(statement));
    });
    await expectCountsTrue();
  });

  it('keeps nothing of a rolled-back change', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.delete(cartItems).where(eq(cartItems.projectId, w.project.id));
        await tx.delete(assetItems).where(eq(assetItems.companyId, w.company.id));
        await tx.update(shippingForms).set({ status: 'delivered' }).where(eq(shippingForms.companyId, w.company.id));
        await tx.update(purchaseOrders).set({ status: 'received' }).where(eq(purchaseOrders.companyId, w.company.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectCountsTrue();
  });
});
