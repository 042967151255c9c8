import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyScope } from '../../platform/scope';
import { makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { allocatePoNumber } from './po-numbers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// PGlite has one connection, so real concurrency exists only on PostgreSQL.
describe.runIf(process.env.TEST_DB === 'postgres')('PO number allocation under concurrency (PostgreSQL)', () => {
  it('hands out 50 distinct, consecutive numbers to 50 purchase orders created at once', async () => {
    const company = await makeCompany(t.db);
    const scope = companyScope(company.id);
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => t.db.transaction(async (tx) => allocatePoNumber(tx, scope, {}))),
    );
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => `PO-${String(i + 1).padStart(4, '0')}`));
  });

  it('gives the number of a rolled-back purchase order to the next one, still without repeats', async () => {
    const company = await makeCompany(t.db);
    const scope = companyScope(company.id);
    await t.db.transaction(async (tx) => {
      await allocatePoNumber(tx, scope, {});
      tx.rollback();
    }).catch(() => undefined);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.db.transaction((tx) => allocatePoNumber(tx, scope, {}))));
    expect(new Set(results).size).toBe(10);
    expect([...results].sort()[0]).toBe('PO-0001');
  });
});

describe('PO number allocation', () => {
  it('numbers per project within a company, each counter on its own', async () => {
    const company = await makeCompany(t.db);
    const scope = companyScope(company.id);
    const { poNumberSettings } = await import('../../db/schema/index');
    await t.db.insert(poNumberSettings).values({ companyId: company.id, generationType: 'project_specific' });
    const a = { project: { id: 1, main_job_num: '2417' } };
    const b = { project: { id: 2, main_job_num: '2501' } };
    expect(await allocatePoNumber(t.db, scope, a)).toBe('2417-0001');
    expect(await allocatePoNumber(t.db, scope, b)).toBe('2501-0001');
    expect(await allocatePoNumber(t.db, scope, a)).toBe('2417-0002');
  });
});
