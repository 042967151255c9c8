import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, makeUserGroup } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { assetModels, exportJobs, warehouses } from '../../db/schema/index';
import { claimNextJob, requeueStaleJobs, startExportWorker, type ExportWorker } from './worker';

let t: TestApp;
let worker: ExportWorker;
let ours: { id: number };
let asOurs: ReturnType<TestApp['as']>;
let asTheirs: ReturnType<TestApp['as']>;
const ROWS = 100_000;

beforeAll(async () => {
  t = await buildTestApp();
  // a slow poll: the tests wake the worker through POST exports/ like the app does
  worker = startExportWorker(t.app, { pollMs: 60_000 });
  ours = await makeCompany(t.db, { services: ['tool'] });
  asOurs = t.as(await t.signIn((await makeAccount(t.db, ours.id)).id, ours.id));
  const theirs = await makeCompany(t.db, { services: ['tool'] });
  asTheirs = t.as(await t.signIn((await makeAccount(t.db, theirs.id)).id, theirs.id));
  const [warehouse] = await t.db.insert(warehouses).values({ companyId: ours.id, name: 'Main yard', type: 'Tools' }).returning();
  const [model] = await t.db.insert(assetModels).values({ companyId: ours.id, service: 'tool', code: 'DR-18V', name: 'Drill, 18 V, "kit"' }).returning();
  // seeded directly: 100,000 items in one statement
  await t.db.execute(sql`
    insert into asset_items (company_id, service, model_id, warehouse_id, serial_number)
    select ${ours.id}, 'tool', ${model.id}, ${warehouse.id}, 'SN-' || g from generate_series(1, ${ROWS}) g`);
}, 120_000);
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const get = (as: typeof asOurs, url: string) => as({ method: 'GET', url });
const start = (as: typeof asOurs, payload: object) => as({ method: 'POST', url: '/api/v1/exports/', payload });

async function untilFinished(id: number, onTick?: (job: { status: string; progress_done: number }) => Promise<void>) {
  for (;;) {
    const job = (await get(asOurs, `/api/v1/exports/${id}/`)).json();
    if (onTick) await onTick(job);
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('background exports', () => {
  it('exports 100,000 items (the asset list report) in the background while the server keeps answering', async () => {
    const queued = await start(asOurs, { kind: 'export_asset_list_wrapper', params: { service: 'tool', format: 'csv' } });
    expect(queued.statusCode, queued.body).toBe(201);
    expect(queued.json()).toMatchObject({ kind: 'export_asset_list_wrapper', kind_display: 'Asset list report', format: 'csv', download_url: null });
    expect(['queued', 'running']).toContain(queued.json().status);

    let answeredWhileRunning = 0;
    const seen: number[] = [];
    const job = await untilFinished(queued.json().id, async (j) => {
      if (j.status !== 'running') return;
      seen.push(j.progress_done);
      const health = await get(asOurs, '/api/v1/health/');
      if (health.statusCode === 200) answeredWhileRunning++;
    });
    expect(job.status, job.error).toBe('done');
    expect(job).toMatchObject({ row_count: ROWS, progress_done: ROWS, progress_total: ROWS, percent: 100 });
    expect(job.file_name).toMatch(/^asset-list-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
    // other calls were answered during the run, and progress moved through pages
    expect(answeredWhileRunning).toBeGreaterThan(0);
    expect(seen.some((n) => n > 0 && n < ROWS)).toBe(true);

    const file = await get(asOurs, job.download_url);
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 1).toBe(ROWS + 1);
    expect(lines[0]).toBe('Model code,Model,Type,Serial #,Barcode,Status,Quantity,Warehouse,Bin,Project,Job #,Custodian,Expected return,Return status,Certification due,Calibration due,Daily rate,Notes');
    expect(lines[1]).toBe(`DR-18V,"Drill, 18 V, ""kit""",,SN-${ROWS},,OK,1,Main yard,,,,,,ok,,,0,`);
    // every item once, newest first, across the pages (each read below the last id of the one before)
    const serials = lines.slice(1, -1).map((l) => Number(/,SN-(\d+),/.exec(l)?.[1]));
    expect(serials.every((n, i) => n === ROWS - i)).toBe(true);

    // another company never lists it, reads it or downloads it
    expect((await get(asTheirs, '/api/v1/exports/')).json().results.map((j: { id: number }) => j.id)).not.toContain(job.id);
    expect((await get(asTheirs, `/api/v1/exports/${job.id}/`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await get(asTheirs, job.download_url)).statusCode);
    expect((await t.as(null)({ method: 'GET', url: job.download_url })).statusCode).toBe(401);
    expect((await get(asOurs, '/api/v1/exports/')).json().results[0]).toMatchObject({ id: job.id, status: 'done' });
  }, 300_000);

  it('exports a filtered asset list (a search) and My tools (ordered by due date) with what the screen would list', async () => {
    const csvSerials = async (params: object) => {
      const queued = await start(asOurs, { kind: 'export_asset_list_wrapper', params: { service: 'tool', format: 'csv', ...params } });
      expect(queued.statusCode, queued.body).toBe(201);
      const job = await untilFinished(queued.json().id);
      expect(job.status, job.error).toBe('done');
      const lines = (await get(asOurs, job.download_url)).body.replace(/^\uFEFF/, '').split('\r\n').slice(1, -1);
      return { rowCount: job.row_count, serials: lines.map((l: string) => /,(SN-\d+),/.exec(l)?.[1]) };
    };
    // SN-9999 and SN-99990 to SN-99999, newest first
    expect(await csvSerials({ search: 'SN-9999' })).toEqual({ rowCount: 11, serials: ['SN-99999', 'SN-99998', 'SN-99997', 'SN-99996', 'SN-99995', 'SN-99994', 'SN-99993', 'SN-99992', 'SN-99991', 'SN-99990', 'SN-9999'] });
    // none of the items is in the caller's custody
    expect(await csvSerials({ mine: 'true' })).toEqual({ rowCount: 0, serials: [] });
  }, 120_000);

  it('writes XLSX too (orders), and lists the newest first with filters', async () => {
    const queued = (await start(asOurs, { kind: 'orders', params: { format: 'xlsx', date_limit: 0 } })).json();
    const job = await untilFinished(queued.id);
    expect(job).toMatchObject({ status: 'done', row_count: 0, format: 'xlsx' });
    const file = await asOurs({ method: 'GET', url: job.download_url });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, 'PO number', 'Status', 'Project', 'Job #', 'Buyer', 'Supplier', 'Lines', 'Total', 'Need by', 'Promised', 'Created', 'Submitted']);
    const list = (await get(asOurs, '/api/v1/exports/?kind=orders')).json();
    expect(list.results.map((j: { id: number }) => j.id)).toEqual([job.id]);
    expect((await get(asOurs, '/api/v1/exports/?status=failed')).json().count).toBe(0);
  });

  it('refuses what the synchronous export would: unknown kinds, bad params, a service the company lacks, another company’s project', async () => {
    expect((await start(asOurs, { kind: 'everything' })).statusCode).toBe(400);
    expect((await start(asOurs, { kind: 'tool_charges', params: { from: 'yesterday', to: '2026-01-01' } })).statusCode).toBe(400);
    expect((await start(asOurs, { kind: 'export_asset_list_wrapper', params: { service: 'prefab' } })).statusCode).toBe(403);
    expect((await start(asTheirs, { kind: 'bom', params: { project_id: 2147483000 } })).statusCode).toBe(404);
    const seller = await makeCompany(t.db, { systemType: 'seller' });
    const asSeller = t.as(await t.signIn((await makeAccount(t.db, seller.id)).id, seller.id));
    expect((await start(asSeller, { kind: 'job_site_stock' })).statusCode).toBe(403);
  });

  it("refuses each kind core's exportKindsFor leaves out (what /exports offers): a seller's and a contractor's without services", async () => {
    const seller = await makeCompany(t.db, { systemType: 'seller', services: ['tool'] });
    const asSeller = t.as(await t.signIn((await makeAccount(t.db, seller.id)).id, seller.id));
    const plain = await makeCompany(t.db, { services: [] });
    const asPlain = t.as(await t.signIn((await makeAccount(t.db, plain.id)).id, plain.id));
    const bodies = { bom: { project_id: 1 }, tool_charges: { from: '2026-01-01', to: '2026-01-31' } } as Record<string, object>;
    for (const [as, kinds] of [
      [asSeller, ['bom', 'tool_charges', 'job_site_stock', 'export_asset_list_wrapper', 'shipping_forms']],
      [asPlain, ['tool_charges', 'export_asset_list_wrapper', 'shipping_forms']],
    ] as const) {
      for (const kind of kinds) {
        const res = await start(as, { kind, params: bodies[kind] ?? {} });
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(403);
      }
    }
  });

  it("refuses the BOM to a group that hides the project material, in that restriction's words, but not to staff in such a group", async () => {
    const field = await makeUserGroup(t.db, ours.id, { hide_project_material: true });
    const asField = t.as(await t.signIn((await makeAccount(t.db, ours.id, { userGroupId: field.id })).id, ours.id));
    const refused = await start(asField, { kind: 'bom', params: { project_id: 2147483000 } });
    expect([refused.statusCode, refused.json().detail]).toEqual([403, expect.stringContaining('does not use project material')]);
    expect((await start(asField, { kind: 'orders', params: { date_limit: 0 } })).statusCode).toBe(201);
    const asStaff = t.as(await t.signIn((await makeAccount(t.db, ours.id, { userGroupId: field.id, isStaff: true })).id, ours.id));
    // past the access check: the project named is not the company's
    expect((await start(asStaff, { kind: 'bom', params: { project_id: 2147483000 } })).statusCode).toBe(404);
  });

  it('a job is claimed by one worker only, and one left running by a dead process runs again', async () => {
    await worker.idle();
    const [a, b] = await t.db
      .insert(exportJobs)
      .values([
        { companyId: ours.id, kind: 'orders', params: { format: 'csv' } },
        { companyId: ours.id, kind: 'orders', params: { format: 'csv' } },
      ])
      .returning();
    const claims = await Promise.all([claimNextJob(t.db), claimNextJob(t.db), claimNextJob(t.db)]);
    expect(claims.map((c) => c?.id ?? null).sort()).toEqual([a.id, b.id, null].sort());
    // b's process died: its heartbeat is old
    await t.db.update(exportJobs).set({ heartbeatAt: new Date(Date.now() - 10 * 60_000) }).where(eq(exportJobs.id, b.id));
    expect(await requeueStaleJobs(t.db)).toBe(1);
    const [again] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, b.id));
    expect(again).toMatchObject({ status: 'queued', attempts: 1 });
    await t.db.update(exportJobs).set({ status: 'failed' }).where(eq(exportJobs.id, a.id));
    worker.wake();
    await worker.idle();
    const [done] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, b.id));
    expect(done).toMatchObject({ status: 'done', attempts: 2, rowCount: 0 });
  });
});

describe('deleting an export', () => {
  let company: { id: number };
  let starter: { id: number };
  let asStarter: ReturnType<TestApp['as']>;
  let asColleague: ReturnType<TestApp['as']>;
  let asManager: ReturnType<TestApp['as']>;
  const remove = (as: typeof asOurs, id: number) => as({ method: 'DELETE', url: `/api/v1/exports/${id}/` });
  const jobOf = async (id: number) => (await t.db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0];
  // finished or running rows of their own: the worker never claims them
  const row = async (values: Partial<typeof exportJobs.$inferInsert> = {}) =>
    (await t.db.insert(exportJobs).values({ companyId: company.id, accountId: starter.id, kind: 'orders', params: { format: 'csv' }, status: 'failed', ...values }).returning())[0];

  beforeAll(async () => {
    company = await makeCompany(t.db);
    // a group manages the company settings, so the grant is no longer open to every member
    const managers = await makeUserGroup(t.db, company.id, { allow_manage_company: true });
    asManager = t.as(await t.signIn((await makeAccount(t.db, company.id, { userGroupId: managers.id })).id, company.id));
    starter = await makeAccount(t.db, company.id);
    asStarter = t.as(await t.signIn(starter.id, company.id));
    asColleague = t.as(await t.signIn((await makeAccount(t.db, company.id)).id, company.id));
  });

  it('removes a finished export with its file for the one who started it', async () => {
    const queued = (await start(asStarter, { kind: 'orders', params: { format: 'csv', date_limit: 0 } })).json();
    let job: { status: string; download_url: string };
    for (;;) {
      job = (await get(asStarter, `/api/v1/exports/${queued.id}/`)).json();
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(job.status).toBe('done');
    const { fileKey } = await jobOf(queued.id);
    expect(await t.app.storage.get(fileKey!)).not.toBeNull();

    const res = await remove(asStarter, queued.id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(asStarter, `/api/v1/exports/${queued.id}/`)).statusCode).toBe(404);
    expect((await get(asStarter, '/api/v1/exports/')).json().results.map((j: { id: number }) => j.id)).not.toContain(queued.id);
    expect(await t.app.storage.get(fileKey!)).toBeNull();
    expect((await get(asStarter, job.download_url)).statusCode).toBe(404);
  });

  it("is refused to a colleague who did not start it, and allowed to one who manages the company settings", async () => {
    const job = await row();
    const refused = await remove(asColleague, job.id);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: 'Only the user who started this export, or one who manages the company settings, can delete it.' }]);
    expect(await jobOf(job.id)).toBeDefined();
    expect((await remove(asManager, job.id)).statusCode).toBe(204);
    expect(await jobOf(job.id)).toBeUndefined();
  });

  it('waits while the export runs', async () => {
    const job = await row({ status: 'running', startedAt: new Date(), heartbeatAt: new Date() });
    const refused = await remove(asStarter, job.id);
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: 'This export is running. Delete it once it is ready or has failed.' }]);
    expect((await jobOf(job.id))?.status).toBe('running');
    await t.db.delete(exportJobs).where(eq(exportJobs.id, job.id));
  });

  it("is not found for another company's user, who changes nothing, nor for an id that is no export", async () => {
    const job = await row();
    for (const as of [asTheirs, asOurs]) {
      const res = await remove(as, job.id);
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
      expect((await get(as, `/api/v1/exports/${job.id}/`)).statusCode).toBe(404);
    }
    expect(await jobOf(job.id)).toBeDefined();
    expect((await remove(asStarter, 2147483000)).statusCode).toBe(404);
    expect((await remove(asStarter, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});
