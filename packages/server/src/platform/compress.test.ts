import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helper';
import { chooseEncoding } from './compress';

describe('the encoding an answer goes in', () => {
  it('is brotli, else gzip, as the client accepts, and none when it accepts neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressed API answers', () => {
  let t: TestApp;
  let as: ReturnType<TestApp['as']>;

  beforeAll(async () => {
    t = await buildTestApp();
    const company = await makeCompany(t.db);
    as = t.as(await t.signIn((await makeAccount(t.db, company.id)).id, company.id));
    for (let i = 1; i <= 15; i++) await as({ method: 'POST', url: '/api/v1/projects/', payload: { name: `Tower ${i} - Core and Shell`, main_job_num: `J-${i}` } });
  }, 60_000);
  afterAll(() => t?.close());

  const list = (acceptEncoding?: string) => as({ method: 'GET', url: '/api/v1/ListProject/?page_size=50', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('go in brotli or gzip to a client that accepts it, and read the same', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave a small answer as it is', async () => {
    const health = await as({ method: 'GET', url: '/api/v1/health/', headers: { 'accept-encoding': 'br' } });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: expect.any(String) });
  });
});
