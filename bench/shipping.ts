/**
 * The shipping benchmark: 50,000 shipping forms (two items each, every status, on 300
 * projects) for one contractor, then driven with autocannon against the real server: the
 * list's first page, filtered by status, by project, a search by tracking number, and one
 * whole form (items, bins, packaging, CC, change log, abilities). Writes
 * results/shipping.json (or shipping-postgres.json). It measures; it never fails a test run.
 *
 *   npm run bench -- shipping
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- shipping
 *   BENCH_FORMS=10000 BENCH_SECONDS=10 npm run bench -- shipping
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SHIPPING_STATUSES } from '@jobsite/core';
import { assetModels, projects, shippingChanges, shippingForms, shippingItems, warehouses } from '../packages/server/src/db/schema/index';
import { createAccount } from '../packages/server/src/modules/accounts/service';
import { createCompany } from '../packages/server/src/modules/companies/service';
import { openDatabase } from '../packages/server/src/platform/db';
import { driveGet, login, machineInfo, startServer, writeResults } from './support';

const FORMS = Number(process.env.BENCH_FORMS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (databaseUrl ? 8 : 1));
const PASSWORD = 'bench-pass-2026';

async function seed(dataDir: string | null) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const tag = randomBytes(3).toString('hex');
    const company = await createCompany(db, { name: `Bench Shipper ${tag}`, systemType: 'buyer', services: ['tool'], isVerified: true });
    const email = `bench-ship-${tag}@bench.test`;
    const account = await createAccount(db, { email, password: PASSWORD, firstName: 'Bench', lastName: 'Dispatch', companyId: company.id, emailVerified: true });
    const [crib] = await db.insert(warehouses).values({ companyId: company.id, name: `Bench crib ${tag}`, type: 'Tools' }).returning();
    const [model] = await db.insert(assetModels).values({ companyId: company.id, service: 'tool', code: `SBM-${tag}`, name: 'Bench drill' }).returning();
    const projectIds = (
      await db
        .insert(projects)
        .values(Array.from({ length: 300 }, (_, i) => ({ companyId: company.id, name: `Ship job ${i + 1}`, mainJobNum: `S-${tag}-${i + 1}` })))
        .returning({ id: projects.id })
    ).map((r) => r.id);
    const address = { note: '', Field_1: '1800 Blake St', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA', type: '', work_phone: '' };
    const batch = 1000;
    let sampleId = 0;
    for (let start = 0; start < FORMS; start += batch) {
      const forms = await db
        .insert(shippingForms)
        .values(
          Array.from({ length: Math.min(batch, FORMS - start) }, (_, k) => {
            const i = start + k;
            return {
              companyId: company.id,
              status: SHIPPING_STATUSES[i % SHIPPING_STATUSES.length],
              projectId: projectIds[i % projectIds.length],
              pickupWarehouseId: crib.id,
              externalTrackingNum: `TRK-${String(i + 1).padStart(6, '0')}`,
              shippingAddress: address,
              shippingDate: new Date(Date.now() - (i % 60) * 86_400_000).toISOString().slice(0, 10),
              createdById: account.id,
            };
          }),
        )
        .returning({ id: shippingForms.id });
      await db.insert(shippingItems).values(forms.flatMap((f) => [1, 2].map((n) => ({ companyId: company.id, formId: f.id, type: 'tool' as const, modelId: model.id, name: 'Bench drill', code: model.code, serialNumber: `SN-${f.id}-${n}`, quantity: 1 }))));
      await db.insert(shippingChanges).values(forms.map((f) => ({ companyId: company.id, formId: f.id, accountId: account.id, text: 'Created' })));
      sampleId ||= forms[0].id;
    }
    await db.execute(sql`vacuum analyze shipping_forms`);
    await db.execute(sql`vacuum analyze shipping_items`);
    return { email, projectId: projectIds[10], formId: sampleId };
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'jobsite-bench-shipping-'));
  console.log(`Seeding ${FORMS.toLocaleString()} shipping forms into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`} ...`);
  const started = Date.now();
  const seeded = await seed(dataDir);
  const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`Seeded in ${seedSeconds} s. Starting the server ...`);
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: '' });
  const scenarios = [
    { name: 'ShippingForms/list/ first page', path: '/api/v1/ShippingForms/list/' },
    { name: 'ShippingForms/list/ in transit', path: '/api/v1/ShippingForms/list/?status=in%20transit' },
    { name: 'ShippingForms/list/ one project', path: `/api/v1/ShippingForms/list/?project_id=${seeded.projectId}` },
    { name: 'ShippingForms/list/ search tracking #', path: '/api/v1/ShippingForms/list/?search=TRK-004242' },
    { name: 'ShippingForms/{id}/get/', path: `/api/v1/ShippingForms/${seeded.formId}/get/` },
  ];
  try {
    const auth = await login(server.baseUrl, seeded.email, PASSWORD);
    const rows = [];
    for (const s of scenarios) rows.push(await driveGet(server.baseUrl, auth.cookie, s.name, s.path, { connections: CONNECTIONS, seconds: SECONDS }));
    writeResults(databaseUrl ? 'shipping-postgres.json' : 'shipping.json', {
      benchmark: 'shipping',
      generated_at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      forms: FORMS,
      seed_seconds: seedSeconds,
      seconds_per_scenario: SECONDS,
      connections: CONNECTIONS,
      machine: machineInfo(),
      scenarios: rows,
    });
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export default main;
