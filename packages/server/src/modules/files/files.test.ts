import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { signFileLink } from '../../platform/files';
import { newFileKey } from '../../platform/storage';
import { FILE_LINK_EXPIRED_MESSAGE } from './routes';

type As = ReturnType<TestApp['as']>;
let t: TestApp;
let ours: { id: number };
let theirs: { id: number };
let asOurs: As;
let asTheirs: As;
let photoKey: string;
let theirKey: string;
const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);

const link = (p: { key: string; companyId: number; name?: string; contentType?: string }, ttlSeconds?: number, now?: number) =>
  signFileLink(t.app.config.sessionSecret, { name: 'Delivery photo (1).png', contentType: 'image/png', ...p }, ttlSeconds, now);

beforeAll(async () => {
  t = await buildTestApp();
  ours = await makeCompany(t.db);
  theirs = await makeCompany(t.db);
  asOurs = t.as(await t.signIn((await makeAccount(t.db, ours.id)).id, ours.id));
  asTheirs = t.as(await t.signIn((await makeAccount(t.db, theirs.id)).id, theirs.id));
  photoKey = newFileKey(ours.id, 'shipping');
  theirKey = newFileKey(theirs.id, 'shipping');
  await t.app.storage.put(photoKey, photo, 'image/png');
  await t.app.storage.put(theirKey, Buffer.from('%PDF-1.7 theirs'), 'application/pdf');
});
afterAll(() => t.close());

describe('GET /api/v1/files/:token/:name', () => {
  it('streams the file to a member of its company, shown inline and locked down', async () => {
    expect(t.app.storage.kind).toBe('disk');
    const res = await asOurs({ method: 'GET', url: link({ key: photoKey, companyId: ours.id }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(photo)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(photo.length),
      'content-disposition': "inline; filename*=UTF-8''Delivery%20photo%20%281%29.png",
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, max-age=300',
    });
  });

  it('offers it as an attachment with ?download=1', async () => {
    const res = await asOurs({ method: 'GET', url: `${link({ key: photoKey, companyId: ours.id, name: 'Übergabe.png' })}?download=1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''%C3%9Cbergabe.png");
    expect(res.rawPayload.equals(photo)).toBe(true);
  });

  it('serves a type outside the allowed list as a download of bytes, never as a page', async () => {
    const res = await asOurs({ method: 'GET', url: link({ key: photoKey, companyId: ours.id, name: 'x.html', contentType: 'text/html' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''x.html");
  });

  it('asks for a sign-in without a session', async () => {
    const res = await t.as(null)({ method: 'GET', url: link({ key: photoKey, companyId: ours.id }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it("answers 404 to another company's member holding our link", async () => {
    const res = await asTheirs({ method: 'GET', url: link({ key: photoKey, companyId: ours.id }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it("answers 404 to a link that names our company but another company's key, either way round", async () => {
    for (const [as, key, companyId] of [
      [asOurs, theirKey, ours.id],
      [asTheirs, photoKey, theirs.id],
    ] as const) {
      const res = await as({ method: 'GET', url: link({ key, companyId }) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 404 to a forged or mangled token', async () => {
    const forged = signFileLink('not-the-server-secret-not-the-server-00', { key: photoKey, companyId: ours.id, name: 'a.png', contentType: 'image/png' });
    const good = link({ key: photoKey, companyId: ours.id });
    for (const url of [forged, good.replace(/\.([A-Za-z0-9_-])/, '.x$1'), '/api/v1/files/nonsense/a.png', '/api/v1/files/a.b.c/a.png']) {
      const res = await asOurs({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 410 to an expired link of ours', async () => {
    const res = await asOurs({ method: 'GET', url: link({ key: photoKey, companyId: ours.id }, 900, Date.now() - 901_000) });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ detail: FILE_LINK_EXPIRED_MESSAGE });
  });

  it('answers 404 when the file is gone', async () => {
    const res = await asOurs({ method: 'GET', url: link({ key: newFileKey(ours.id, 'shipping'), companyId: ours.id }) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});
