import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { signXml } from '@node-saml/node-saml/lib/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, TEST_PASSWORD } from '../../../test/factories';
import { buildTestApp, sessionFrom, type TestApp } from '../../../test/helper';

/** A throw-away identity provider: its key pair and certificate are made with openssl for this run. */
interface TestIdp {
  key: string;
  cert: string;
  entityId: string;
}

let t: TestApp;
let dir: string;
let idp: TestIdp;
let otherIdp: TestIdp;
let staff: { token: string };
let company: { id: number };
let user: { id: number; email: string };

function makeIdp(name: string): TestIdp {
  const keyFile = path.join(dir, `${name}.key`);
  const certFile = path.join(dir, `${name}.crt`);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '2', '-subj', `/CN=${name}`, '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' });
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), entityId: `https://${name}.example.test/saml` };
}

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

interface ResponseOptions {
  requestId: string;
  email: string;
  audience: string;
  acsUrl: string;
  idp?: TestIdp;
  issuer?: string;
  notBeforeMs?: number;
  notOnOrAfterMs?: number;
  signAssertion?: boolean;
  signResponse?: boolean;
}

/** A SAML Response as an IdP would post it (base64), signed on assertion and response unless told otherwise. */
function samlResponse(o: ResponseOptions): string {
  const signer = o.idp ?? idp;
  const issuer = o.issuer ?? signer.entityId;
  const id = () => `_${randomBytes(16).toString('hex')}`;
  const assertionId = id();
  const notBefore = iso(o.notBeforeMs ?? -60_000);
  const notOnOrAfter = iso(o.notOnOrAfterMs ?? 5 * 60_000);
  let assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(0)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${o.email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${o.requestId}" NotOnOrAfter="${notOnOrAfter}" Recipient="${o.acsUrl}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${o.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(0)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `</saml:Assertion>`;
  const signing = { privateKey: signer.key, publicCert: signer.cert, signatureAlgorithm: 'sha256' as const, digestAlgorithm: 'sha256' };
  if (o.signAssertion !== false) {
    assertion = signXml(assertion, "//*[local-name(.)='Assertion']", { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' }, signing);
  }
  let response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${iso(0)}" Destination="${o.acsUrl}" InResponseTo="${o.requestId}">` +
    `<saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  if (o.signResponse !== false) {
    response = signXml(response, "/*[local-name(.)='Response']", { reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']", action: 'after' }, signing);
  }
  return Buffer.from(response).toString('base64');
}

/** Starts a login the way the web app does and reads the AuthnRequest id out of the redirect URL. */
async function startLogin(email: string): Promise<{ url: URL; requestId: string }> {
  const res = await t.as(null)({ method: 'POST', url: '/api/v1/sso/saml/', payload: { email } });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  return { url, requestId: xml.match(/ID="([^"]+)"/)![1] };
}

async function spOf(companyId: number) {
  const res = await t.as(staff)({ method: 'GET', url: `/api/v1/sso/saml/config/${companyId}/` });
  return res.json() as { sp_entity_id: string; acs_url: string; metadata_url: string };
}

function postAcs(companyId: number, samlResponseB64: string) {
  // The IdP's page posts a form: no CSRF header, no cookies.
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/sso/saml/${companyId}/acs/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponseB64, RelayState: '' }).toString(),
  });
}

async function configure(companyId: number, provider: TestIdp) {
  return t.as(staff)({
    method: 'PUT',
    url: `/api/v1/sso/saml/config/${companyId}/`,
    payload: { idp_entity_id: provider.entityId, sso_url: 'https://idp.example.test/sso', certificate: provider.cert },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'jobsite-idp-'));
  idp = makeIdp('idp-one');
  otherIdp = makeIdp('idp-two');
  t = await buildTestApp();
  const home = await makeCompany(t.db);
  staff = await t.signIn((await makeAccount(t.db, home.id, { isStaff: true })).id, home.id);
  company = await makeCompany(t.db);
  user = await makeAccount(t.db, company.id);
  expect((await configure(company.id, idp)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SAML configuration (staff)', () => {
  it('stores the IdP and answers what to give the IdP administrator', async () => {
    const res = await configure(company.id, idp);
    expect(res.json()).toMatchObject({
      company_id: company.id,
      idp_entity_id: idp.entityId,
      sso_url: 'https://idp.example.test/sso',
      acs_url: expect.stringMatching(new RegExp(`/api/v1/sso/saml/${company.id}/acs/$`)),
      sp_entity_id: expect.stringMatching(new RegExp(`/api/v1/sso/saml/${company.id}/metadata/$`)),
    });
    expect(res.json().certificate).toContain('BEGIN CERTIFICATE');
  });

  it('serves the service-provider metadata', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/sso/saml/${company.id}/metadata/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain('AssertionConsumerService');
    expect(res.body).toContain(`/api/v1/sso/saml/${company.id}/acs/`);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/sso/saml/999999/metadata/` })).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const member = await t.signIn(user.id, company.id);
    const put = await t.as(member)({ method: 'PUT', url: `/api/v1/sso/saml/config/${company.id}/`, payload: { idp_entity_id: 'x', sso_url: 'https://evil.example/sso', certificate: idp.cert } });
    expect(put.statusCode).toBe(403);
    expect((await t.as(member)({ method: 'GET', url: `/api/v1/sso/saml/config/${company.id}/` })).statusCode).toBe(403);
    expect((await t.as(member)({ method: 'DELETE', url: `/api/v1/sso/saml/config/${company.id}/` })).statusCode).toBe(403);
  });

  it('rejects a bad certificate, a bad URL and missing fields', async () => {
    const bad = await t.as(staff)({ method: 'PUT', url: `/api/v1/sso/saml/config/${company.id}/`, payload: { idp_entity_id: 'x', sso_url: 'https://idp.example.test/sso', certificate: 'not a cert' } });
    expect(bad.json()).toEqual({ certificate: ['Enter a valid X.509 certificate (PEM).'] });
    const url = await t.as(staff)({ method: 'PUT', url: `/api/v1/sso/saml/config/${company.id}/`, payload: { idp_entity_id: 'x', sso_url: 'javascript:alert(1)', certificate: idp.cert } });
    expect(url.statusCode).toBe(400);
    expect(url.json()).toHaveProperty('sso_url');
    const missing = await t.as(staff)({ method: 'PUT', url: `/api/v1/sso/saml/config/${company.id}/`, payload: {} });
    expect(Object.keys(missing.json()).sort()).toEqual(['certificate', 'idp_entity_id', 'sso_url']);
    expect((await t.as(staff)({ method: 'PUT', url: `/api/v1/sso/saml/config/abc/`, payload: {} })).statusCode).toBe(400);
    expect((await t.as(staff)({ method: 'GET', url: `/api/v1/sso/saml/config/999999/` })).statusCode).toBe(404);
  });

  it('removes a configuration', async () => {
    const other = await makeCompany(t.db);
    await configure(other.id, otherIdp);
    expect((await t.as(staff)({ method: 'DELETE', url: `/api/v1/sso/saml/config/${other.id}/` })).statusCode).toBe(204);
    expect((await t.as(staff)({ method: 'GET', url: `/api/v1/sso/saml/config/${other.id}/` })).statusCode).toBe(404);
  });
});

describe('single sign-on', () => {
  it('tells the login screen to use single sign-on, with the IdP address', async () => {
    const res = await t.as(null)({ method: 'POST', url: '/api/v1/auth/LoginValidation/', payload: { email: user.email } });
    expect(res.json().action).toBe('sso');
    expect(res.json().url).toMatch(/^https:\/\/idp\.example\.test\/sso\?SAMLRequest=/);
  });

  it('answers sso/saml/ with the IdP address, and refuses accounts without single sign-on', async () => {
    const { url } = await startLogin(user.email);
    expect(url.origin + url.pathname).toBe('https://idp.example.test/sso');
    const plain = await makeAccount(t.db, (await makeCompany(t.db)).id);
    const res = await t.as(null)({ method: 'POST', url: '/api/v1/sso/saml/', payload: { email: plain.email } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Single sign-on is not set up for this account.' });
    expect((await t.as(null)({ method: 'POST', url: '/api/v1/sso/saml/', payload: {} })).json()).toEqual({ email: ['Please Enter Email'] });
  });

  it('signs the user in from a good response and sends the browser to the landing screen', async () => {
    const sp = await spOf(company.id);
    const { requestId } = await startLogin(user.email);
    const res = await postAcs(company.id, samlResponse({ requestId, email: user.email, audience: sp.sp_entity_id, acsUrl: sp.acs_url }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/sso?account_id=${user.id}`);
    const me = await t.as(sessionFrom(res))({ method: 'GET', url: `/api/v1/accounts/${user.id}/` });
    expect(me.statusCode).toBe(200);
    expect(me.json().company.id).toBe(company.id);
  });

  it('refuses a replayed response', async () => {
    const sp = await spOf(company.id);
    const { requestId } = await startLogin(user.email);
    const good = samlResponse({ requestId, email: user.email, audience: sp.sp_entity_id, acsUrl: sp.acs_url });
    expect((await postAcs(company.id, good)).statusCode).toBe(303);
    const replay = await postAcs(company.id, good);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'Single sign-on failed. Please try again or contact your administrator.' });
    expect(replay.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  const refusals: [string, (o: ResponseOptions) => string][] = [
    ['a tampered response (email changed after signing)', (o) => Buffer.from(Buffer.from(samlResponse(o), 'base64').toString().replaceAll(o.email, `x${o.email}`)).toString('base64')],
    ['an unsigned response', (o) => samlResponse({ ...o, signAssertion: false, signResponse: false })],
    ['a response whose assertion is not signed', (o) => samlResponse({ ...o, signAssertion: false })],
    ['a response whose envelope is not signed', (o) => samlResponse({ ...o, signResponse: false })],
    ['an expired response', (o) => samlResponse({ ...o, notBeforeMs: -20 * 60_000, notOnOrAfterMs: -5 * 60_000 })],
    ['a response signed by another key', (o) => samlResponse({ ...o, idp: otherIdp, issuer: idp.entityId })],
    ['a response from another issuer', (o) => samlResponse({ ...o, issuer: 'https://impostor.example.test/saml' })],
    ['a response for another audience', (o) => samlResponse({ ...o, audience: 'https://elsewhere.example.test/sp' })],
    ['a response to a request we never sent', (o) => samlResponse({ ...o, requestId: '_never-sent' })],
  ];
  for (const [name, make] of refusals) {
    it(`refuses ${name}`, async () => {
      const sp = await spOf(company.id);
      const { requestId } = await startLogin(user.email);
      const res = await postAcs(company.id, make({ requestId, email: user.email, audience: sp.sp_entity_id, acsUrl: sp.acs_url }));
      expect(res.statusCode).toBe(400);
      expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    });
  }

  it("refuses a company's IdP vouching for another company's user", async () => {
    const otherCompany = await makeCompany(t.db);
    const stranger = await makeAccount(t.db, otherCompany.id);
    const sp = await spOf(company.id);
    const { requestId } = await startLogin(user.email);
    const res = await postAcs(company.id, samlResponse({ requestId, email: stranger.email, audience: sp.sp_entity_id, acsUrl: sp.acs_url }));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a response for one company posted to another company’s endpoint', async () => {
    const second = await makeCompany(t.db);
    await configure(second.id, idp);
    const sp = await spOf(company.id);
    const { requestId } = await startLogin(user.email);
    const res = await postAcs(second.id, samlResponse({ requestId, email: user.email, audience: sp.sp_entity_id, acsUrl: sp.acs_url }));
    expect(res.statusCode).toBe(400);
  });

  it('answers a missing or malformed SAMLResponse with 400', async () => {
    const empty = await t.app.inject({ method: 'POST', url: `/api/v1/sso/saml/${company.id}/acs/`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('SAMLResponse');
    expect((await postAcs(company.id, 'bm90IHhtbA==')).statusCode).toBe(400);
    expect((await postAcs(company.id, '%%%')).statusCode).toBe(400);
  });

  it('makes users of a single sign-on company sign in there, not with a password', async () => {
    const res = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Please sign in with your company's single sign-on." });
  });

  it('tells a new user of a single sign-on company to sign in there after registering', async () => {
    const res = await t.as(null)({
      method: 'POST',
      url: '/api/v1/accounts/',
      payload: { first_name: 'New', last_name: 'User', company: company.id, password: 'a-long-secret-1', email: `new-${Date.now()}@example.test` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().sso_login).toBe(true);
  });
});
