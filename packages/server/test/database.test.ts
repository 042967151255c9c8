import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openTestDatabase } from './database';
import { makeAccount, makeCompany } from './factories';

const count = async (database: Awaited<ReturnType<typeof openTestDatabase>>, table: string) => {
  const { rows } = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return rows[0].n;
};

it("lends the worker's database to the next file emptied: no row left, ids from 1 again", async () => {
  const first = await openTestDatabase();
  // Rows that refer to each other (an account of a company), and a table past the few pages that
  // are deleted row by row (truncated instead).
  const company = await makeCompany(first.db);
  await makeAccount(first.db, company.id);
  await first.db.execute(sql`insert into mail_outbox (recipient, subject, body, status) select 'x@example.test', 's', repeat('b', 200), 'logged' from generate_series(1, 2000)`);
  expect(await count(first, 'mail_outbox')).toBe(2000);
  await first.close();

  const second = await openTestDatabase();
  try {
    for (const table of ['companies', 'accounts', 'company_memberships', 'mail_outbox']) expect(await count(second, table)).toBe(0);
    expect((await makeCompany(second.db)).id).toBe(1);
    const { rows } = (await second.db.execute(sql`insert into mail_outbox (recipient, body, status) values ('y@example.test', 'b', 'logged') returning id`)) as unknown as { rows: { id: number }[] };
    expect(rows[0].id).toBe(1);
  } finally {
    await second.close();
  }
});
