import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { registerScanResolver, ScanRegistry } from './registry';

let t: TestApp;
let session: { token: string };
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      // A resolver the way a domain registers one: codes "COMPANY-<id>" name a company, and
      // only the caller's own company is found (the scope).
      registerScanResolver(app, 'company_badge', async (code, { scope }) => {
        const m = /^COMPANY-(\d+)$/.exec(code);
        if (!m) return null;
        const [row] = await app.db
          .select()
          .from(companies)
          .where(and(eq(companies.id, Number(m[1])), eq(companies.id, scope.companyId)));
        return row ? { id: row.id, label: row.name, link: '/settings/company' } : null;
      });
    },
  });
  const company = await makeCompany(t.db, { name: 'Badge Co' });
  companyId = company.id;
  session = await t.signIn((await makeAccount(t.db, company.id)).id, company.id);
});
afterAll(() => t.close());

const resolve = (payload: object) => t.as(session)({ method: 'POST', url: '/api/v1/scan/resolve/', payload });

describe('POST scan/resolve/', () => {
  it('answers what a registered resolver finds', async () => {
    const res = await resolve({ code: ` COMPANY-${companyId} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'company_badge', id: companyId, label: 'Badge Co', link: '/settings/company' });
  });

  it('answers 404 with a clear detail when nothing matches, including another company\'s code', async () => {
    const other = await makeCompany(t.db);
    for (const code of ['NOPE-1', `COMPANY-${other.id}`]) {
      const res = await resolve({ code });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Nothing matches this code.' });
    }
  });

  it('asks for a value when the code is empty', async () => {
    const res = await resolve({ code: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ['Please enter barcode value'] });
  });

  it('says a code too long to be a label is too long, not that it is empty', async () => {
    const res = await resolve({ code: 'A'.repeat(5000) });
    expect([res.statusCode, res.json()]).toEqual([400, { code: ['This code is too long. A code has at most 500 characters.'] }]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/scan/resolve/', payload: { code: 'x' } })).statusCode).toBe(401);
  });
});

describe('the scan registry', () => {
  it('asks resolvers in registration order and tags the match with its kind', async () => {
    const registry = new ScanRegistry();
    const asked: string[] = [];
    registry.register('bin', async (code) => {
      asked.push('bin');
      return code.startsWith('BIN') ? { id: 1, label: 'Bin A1', link: '' } : null;
    });
    registry.register('tool_item', async (code) => {
      asked.push('tool_item');
      return code.startsWith('T') ? { id: 9, label: 'Hammer drill', link: '/tool_items/9' } : null;
    });
    const request = {} as Parameters<typeof registry.resolve>[1];
    expect(await registry.resolve('T-9', request)).toEqual({ kind: 'tool_item', id: 9, label: 'Hammer drill', link: '/tool_items/9' });
    expect(asked).toEqual(['bin', 'tool_item']);
    expect(await registry.resolve('BIN-1', request)).toMatchObject({ kind: 'bin' });
    expect(await registry.resolve('zzz', request)).toBeNull();
  });

  it('refuses a second resolver for the same kind', () => {
    const registry = new ScanRegistry();
    registry.register('bin', async () => null);
    expect(() => registry.register('bin', async () => null)).toThrow(/bin/);
    expect(registry.kinds()).toEqual(['bin']);
  });
});
