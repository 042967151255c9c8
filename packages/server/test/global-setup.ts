import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/platform/db';
import { PGLITE_OPTIONS } from '../src/platform/pglite-options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied, as a tar (server-pglite). */
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database each test file copies (server-postgres). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run instead of once per test file: the PGlite pass dumps one migrated data
 * folder that each file loads, the PostgreSQL pass keeps one migrated database that each file
 * copies (CREATE DATABASE ... TEMPLATE). test/database.ts falls back to migrating when neither is given.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `jobsite_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // The databases the workers kept (test/database.ts names them after the template), then it.
      const { rows } = await dropper.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${name}\\_w%`]);
      for (const { datname } of rows) await dropper.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  const client = await PGlite.create(PGLITE_OPTIONS);
  await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder });
  // Not compressed: 47 MB in the temporary folder, written in 0.24 s where gzip took 1.3 s of the
  // run's start, and each worker loads it in 0.9 s instead of 1.3 s.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'jobsite-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
