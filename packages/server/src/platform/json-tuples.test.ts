import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, taxCodes } from '../db/schema/index';
import { makeCompany } from '../../test/factories';
import { openTestDatabase } from '../../test/database';
import type { Database } from './db';
import { jsonList, jsonTuple } from './json-tuples';

let database: Database;
let companyId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  companyId = (await makeCompany(database.db, { name: 'Tuple "Electric" & Sons' })).id;
  await database.db.insert(taxCodes).values([
    { companyId, taxCode: 'T2', taxRate: 7.25, description: 'State' },
    { companyId, taxCode: 'T1', taxRate: 0.5, description: 'City, "downtown"' },
  ]);
});

afterAll(async () => {
  await database?.close();
});

type Code = { code: string; rate: number | string };
type CompanyRow = { id: number; name: string; verified: boolean; codes: Code[]; first: Code | null; missing: Code | null };

const codeRow = jsonTuple<Code>({ code: sql`t.tax_code`, rate: sql`t.tax_rate` });
const codesOf = (order: string) =>
  jsonList(codeRow, (row) => sql`(select json_agg(${row} order by t.tax_code ${sql.raw(order)}) from ${taxCodes} t where t.company_id = ${companies.id})`);
const companyRow = jsonTuple<CompanyRow>({
  id: companies.id,
  name: companies.name,
  verified: companies.isVerified,
  codes: codesOf('asc'),
  first: { sql: sql`(select ${codeRow.sql} from ${taxCodes} t where t.company_id = ${companies.id} order by t.tax_code limit 1)`, read: codeRow.read },
  missing: { sql: sql`(select ${codeRow.sql} from ${taxCodes} t where t.company_id = ${companies.id} and false)`, read: codeRow.read },
});

describe('jsonTuple', () => {
  it('writes a row as one JSON array, its fields in order, and reads it back under their keys', async () => {
    const [written] = await database.db.select({ row: sql<unknown>`${companyRow.sql}` }).from(companies).where(eq(companies.id, companyId));
    expect(written.row).toEqual([companyId, 'Tuple "Electric" & Sons', true, [['T1', 0.5], ['T2', 7.25]], ['T1', 0.5], null]);
    expect(companyRow.read(written.row)).toEqual({
      id: companyId,
      name: 'Tuple "Electric" & Sons',
      verified: true,
      codes: [
        { code: 'T1', rate: 0.5 },
        { code: 'T2', rate: 7.25 },
      ],
      first: { code: 'T1', rate: 0.5 },
      missing: null,
    });
  });

  it('reads null as null, and a list with no rows as an empty list', async () => {
    const other = await makeCompany(database.db);
    const [written] = await database.db.select({ row: sql<unknown>`${companyRow.sql}` }).from(companies).where(eq(companies.id, other.id));
    expect(companyRow.read(written.row)).toMatchObject({ id: other.id, codes: [], first: null, missing: null });
    expect(companyRow.read(null)).toBeNull();
  });

  it('keeps a list in the order its aggregate gives', async () => {
    const descending = codesOf('desc');
    const [written] = await database.db.select({ codes: sql<unknown>`${descending.sql}` }).from(companies).where(eq(companies.id, companyId)).orderBy(asc(companies.id));
    expect(descending.read(written.codes).map((c) => c.code)).toEqual(['T2', 'T1']);
  });
});

describe('tuples of the same shape', () => {
  it('each read with their own nested readers', () => {
    const upper = jsonTuple<{ a: string; b: string }>({ a: sql`1`, b: { sql: sql`2`, read: (v) => String(v).toUpperCase() } });
    const length = jsonTuple<{ a: string; b: number }>({ a: sql`1`, b: { sql: sql`2`, read: (v) => String(v).length } });
    expect(upper.read(['x', 'yes'])).toEqual({ a: 'x', b: 'YES' });
    expect(length.read(['x', 'yes'])).toEqual({ a: 'x', b: 3 });
  });
});
