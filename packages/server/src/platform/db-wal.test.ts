import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { tempFolders } from '../../test/helper';
import { openDatabase, pgliteFolder } from './db';

// Made in the test: on the PostgreSQL pass both tests are skipped, and so is every afterAll.
const tempDir = tempFolders('jobsite-wal-');

const walFiles = (dataDir: string) => readdirSync(path.join(pgliteFolder(dataDir), 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f));

it.runIf(process.env.TEST_DB !== 'postgres')('keeps no spent WAL file in an embedded data folder (wal_recycle off)', async () => {
  const dataDir = tempDir();
  const database = await openDatabase({ dataDir });
  // Four WAL files written and left behind; with recycling on, the checkpoint would keep each one,
  // renamed for reuse.
  for (let i = 0; i < 4; i++) {
    await database.db.execute(sql`insert into mail_outbox (recipient, body, status) values ('x@example.test', 'b', 'logged')`);
    await database.db.execute(sql`select pg_switch_wal()`);
  }
  await database.db.execute(sql`checkpoint`);
  await database.close();
  expect(walFiles(dataDir).length).toBeLessThanOrEqual(2);
  const reopened = await openDatabase({ dataDir });
  const { rows } = (await reopened.db.execute(sql`select count(*)::int as n from mail_outbox`)) as unknown as { rows: { n: number }[] };
  expect(rows[0].n).toBe(4);
  await reopened.close();
});

it.runIf(process.env.TEST_DB !== 'postgres')('opens the embedded database with the shared options: a 32 MB buffer pool and pg_trgm', async () => {
  const database = await openTestDatabase();
  const setting = (await database.db.execute(sql`select current_setting('shared_buffers') as v, similarity('thhn', 'thwn') > 0 as trgm`)) as unknown as { rows: { v: string; trgm: boolean }[] };
  expect(setting.rows[0]).toEqual({ v: '32MB', trgm: true });
  await database.close();
});
