import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { projects, shippingForms } from '../../db/schema/index';
import { startExportWorker, type ExportWorker } from './worker';

/*
 * The bodies the lists' Export menus send to POST exports/ when a list is larger than a download
 * (web components/exports/ExportMenu): each must be a valid job that runs to the end. A list's
 * filters come as the list's query gives them (comma lists, 'true' for a flag, numbers).
 */

let t: TestApp;
let worker: ExportWorker;
let asOurs: ReturnType<TestApp['as']>;
let asTheirs: ReturnType<TestApp['as']>;
let theirsId: number;
let projectId: number;
let theirProjectId: number;

beforeAll(async () => {
  t = await buildTestApp();
  worker = startExportWorker(t.app, { pollMs: 60_000 });
  const ours = await makeCompany(t.db, { services: ['tool'] });
  asOurs = t.as(await t.signIn((await makeAccount(t.db, ours.id)).id, ours.id));
  const theirs = await makeCompany(t.db, { services: ['tool'] });
  theirsId = theirs.id;
  asTheirs = t.as(await t.signIn((await makeAccount(t.db, theirs.id)).id, theirs.id));
  [{ id: projectId }] = await t.db.insert(projects).values({ companyId: ours.id, name: 'Tower', mainJobNum: 'T-1' }).returning({ id: projects.id });
  [{ id: theirProjectId }] = await t.db.insert(projects).values({ companyId: theirs.id, name: 'Theirs', mainJobNum: 'X-1' }).returning({ id: projects.id });
}, 120_000);
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function finished(id: number, as = asOurs) {
  for (;;) {
    const job = (await as({ method: 'GET', url: `/api/v1/exports/${id}/` })).json();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the lists' background export bodies", () => {
  const bodies = () => [
    { kind: 'orders', params: { status: 'pending,ordered', search: 'PO', date_limit: 90, format: 'csv' } },
    { kind: 'invoices', params: { search: 'INV', format: 'xlsx' } },
    { kind: 'tool_charges', params: { service: 'tool', from: '2026-11-01', to: '2026-11-25', project_id: projectId, format: 'csv' } },
    { kind: 'job_site_stock', params: { project_id: projectId, bin_id: 0, search: 'wire', in_stock: 'true', format: 'csv' } },
    { kind: 'bom', params: { project_id: projectId, format: 'xlsx' } },
    { kind: 'export_asset_list_wrapper', params: { service: 'tool', status: 'ok,need repair', expected_return_status: 'overdue', location: 'out', search: 'drill', project_id: projectId, format: 'csv' } },
    { kind: 'shipping_forms', params: { status: 'in transit,delivered', search: 'SF-1', project_id: projectId, format: 'csv' } },
  ];

  it('queues each and runs it to the end', async () => {
    for (const body of bodies()) {
      const queued = await asOurs({ method: 'POST', url: '/api/v1/exports/', payload: body });
      expect(queued.statusCode, `${body.kind}: ${queued.body}`).toBe(201);
      expect(queued.json()).toMatchObject({ kind: body.kind, format: body.params.format });
      worker.wake();
      const job = await finished(queued.json().id);
      expect(job, body.kind).toMatchObject({ status: 'done', row_count: 0, error: null });
      // kept as the list's query gives the filters, so the worker reads them with the same schema
      if (body.kind === 'job_site_stock') expect(job.params).toMatchObject({ in_stock: 'true', bin_id: 0 });
      if (body.kind === 'export_asset_list_wrapper') expect(job.params).toMatchObject({ status: 'ok,need repair' });
    }
  }, 120_000);

  it("refuses another company's project in any of them, queueing nothing", async () => {
    for (const body of bodies().filter((b) => 'project_id' in b.params)) {
      const theirs = { ...body, params: { ...body.params, project_id: theirProjectId } };
      expect((await asOurs({ method: 'POST', url: '/api/v1/exports/', payload: theirs })).statusCode, body.kind).toBe(404);
    }
    const kinds = (await asOurs({ method: 'GET', url: '/api/v1/exports/?page_size=50' })).json().results.map((j: { params: { project_id?: number } }) => j.params.project_id);
    expect(kinds).not.toContain(theirProjectId);
  });

  it('exports the shipping forms list with its filters, and only the caller company’s forms', async () => {
    const companyOf = (await t.db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, projectId)))[0].companyId;
    await t.db.insert(shippingForms).values([
      ...Array.from({ length: 5 }, () => ({ companyId: companyOf, projectId, status: 'in transit' as const })),
      ...Array.from({ length: 3 }, () => ({ companyId: companyOf, projectId, status: 'delivered' as const })),
      { companyId: companyOf, status: 'pending' as const },
      ...Array.from({ length: 4 }, () => ({ companyId: theirsId, projectId: theirProjectId, status: 'in transit' as const })),
    ]);
    const run = async (as: typeof asOurs, params: object) => {
      const queued = await as({ method: 'POST', url: '/api/v1/exports/', payload: { kind: 'shipping_forms', params } });
      expect(queued.statusCode, queued.body).toBe(201);
      worker.wake();
      return finished(queued.json().id, as);
    };
    // the list's own count for the same filters is the file's row count
    const listed = (await asOurs({ method: 'GET', url: '/api/v1/ShippingForms/list/?status=in%20transit,delivered' })).json().count;
    expect(listed).toBe(8);
    const job = await run(asOurs, { status: 'in transit,delivered', format: 'csv' });
    expect(job).toMatchObject({ status: 'done', row_count: 8, file_name: expect.stringMatching(/^shipping-forms-\d{4}-\d{2}-\d{2}-\d+\.csv$/) });
    const lines = (await asOurs({ method: 'GET', url: job.download_url })).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Form #,Status,Tool request,Project,Pickup warehouse,Shipping date,Ship to,Delivery by,Items,Return,Updated');
    expect(lines).toHaveLength(9);
    expect(lines.slice(1).every((l) => l.includes(',Tower,'))).toBe(true);
    expect((await run(asOurs, { format: 'xlsx' })).row_count).toBe(9);
    // the other company sees its four only; ours is not its to read, filter on or download
    expect((await run(asTheirs, { format: 'csv' })).row_count).toBe(4);
    expect((await asTheirs({ method: 'POST', url: '/api/v1/exports/', payload: { kind: 'shipping_forms', params: { project_id: projectId } } })).statusCode).toBe(404);
    expect((await asTheirs({ method: 'GET', url: `/api/v1/exports/${job.id}/` })).statusCode).toBe(404);
    expect([403, 404]).toContain((await asTheirs({ method: 'GET', url: job.download_url })).statusCode);
    // a company without an asset service may not export them, as it may not list them
    const plain = await makeCompany(t.db);
    const asPlain = t.as(await t.signIn((await makeAccount(t.db, plain.id)).id, plain.id));
    expect((await asPlain({ method: 'POST', url: '/api/v1/exports/', payload: { kind: 'shipping_forms' } })).statusCode).toBe(403);
  }, 120_000);
});
