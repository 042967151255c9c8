import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companies } from '../../db/schema/index';

let t: TestApp;
let mine: Awaited<ReturnType<typeof makeCompany>>;
let other: Awaited<ReturnType<typeof makeCompany>>;
let me: { token: string };
let staff: { token: string };
let outsider: { token: string };

const address = { Field_1: '1600 Market St', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' };

beforeAll(async () => {
  t = await buildTestApp();
  mine = await makeCompany(t.db, { name: 'Granite Peak Electric' });
  other = await makeCompany(t.db, { name: 'Other Builders Inc' });
  me = await t.signIn((await makeAccount(t.db, mine.id)).id, mine.id);
  outsider = await t.signIn((await makeAccount(t.db, other.id)).id, other.id);
  staff = await t.signIn((await makeAccount(t.db, other.id, { isStaff: true })).id, other.id);
});
afterAll(() => t.close());

describe('POST companies/ (self-registration)', () => {
  it('creates an unverified company with its address, anonymously', async () => {
    const res = await t.as(null)({
      method: 'POST',
      url: '/api/v1/companies/',
      payload: { name: 'Lakeside Plumbing', website_URL: 'https://www.lakeside-plumbing.example/', system_type: 'buyer', type: 'Plumbing', address },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Lakeside Plumbing', is_verified: false, system_type: 'buyer', address: { ...address, type: 'company' } });
  });

  it('refuses a website already registered, ignoring protocol and www', async () => {
    // nobody is in Lakeside yet (its founder has not registered): nobody could let a newcomer in, so only staff see it
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/?search=lakeside&include_unverified=true' })).json().count).toBe(0);
    expect((await t.as(staff)({ method: 'GET', url: '/api/v1/ListCompany/?search=lakeside&include_unverified=true' })).json().count).toBe(1);
    // once someone is in, its website is taken
    const [lakeside] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Lakeside Plumbing'));
    await makeAccount(t.db, lakeside.id);
    const res = await t.as(null)({
      method: 'POST',
      url: '/api/v1/companies/',
      payload: { name: 'Lakeside Again', website_URL: 'lakeside-plumbing.example', system_type: 'buyer', address },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ website_URL: ['A company with this website already exists.'] });
  });

  it.each([
    [{ ...address, state: '' }, { 'address.state': ['State is missing.'] }],
    [{ ...address, zip: '8020' }, { 'address.zip': ['Invalid zip'] }],
    [{ ...address, Field_1: '' }, { address: ['Please complete the address'] }],
    [{ ...address, country: 'Canada', zip: '80202' }, { 'address.zip': ['Invalid zip'] }],
  ])('applies the address rules (%#)', async (bad, errors) => {
    const res = await t.as(null)({ method: 'POST', url: '/api/v1/companies/', payload: { name: 'Bad Address Co', system_type: 'buyer', address: bad } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('requires a name and a known system type', async () => {
    const res = await t.as(null)({ method: 'POST', url: '/api/v1/companies/', payload: { name: '', system_type: 'pirate', address } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['name', 'system_type']);
  });
});

describe('GET companies/ and companies/{id}/', () => {
  it('lists only the companies you belong to; staff see all', async () => {
    const mineList = await t.as(me)({ method: 'GET', url: '/api/v1/companies/' });
    expect(mineList.json().results.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    const all = await t.as(staff)({ method: 'GET', url: '/api/v1/companies/?page_size=200' });
    expect(all.json().count).toBeGreaterThanOrEqual(3);
  });

  it("answers 404 for another company's record, and shows your own", async () => {
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/companies/${other.id}/` })).statusCode).toBe(404);
    const own = await t.as(me)({ method: 'GET', url: `/api/v1/companies/${mine.id}/` });
    expect(own.json()).toMatchObject({ id: mine.id, name: 'Granite Peak Electric' });
    expect((await t.as(staff)({ method: 'GET', url: `/api/v1/companies/${mine.id}/` })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/companies/' })).statusCode).toBe(401);
  });
});

describe('ListCompany/', () => {
  it('finds companies by part of the name once more than 3 characters are typed', async () => {
    const res = await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/?search=granite' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual(['Granite Peak Electric']);
    const short = await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/?search=gra' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ search: ['Enter more than 3 characters to search.'] });
  });

  it('takes % and _ literally', async () => {
    const res = await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/?search=%25%25%25%25' });
    expect(res.json().count).toBe(0);
  });

  it('lists a newly registered (unverified) company to anyone who asks with include_unverified, as registration does', async () => {
    // Nothing verifies a self-registered company: without this its colleagues could never find it to join.
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/?search=lakeside' })).json().count).toBe(0);
    for (const caller of [null, me, staff]) {
      const res = await t.as(caller)({ method: 'GET', url: '/api/v1/ListCompany/?search=lakeside&include_unverified=true' });
      expect(res.statusCode).toBe(200);
      expect(res.json().results[0]).toMatchObject({ name: 'Lakeside Plumbing', is_verified: false, address: '1600 Market St, Denver, CO 80202, USA' });
    }
    const byWebsite = await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/?include_unverified=true&web_url=lakeside-plumbing.example' });
    expect(byWebsite.json().results.map((c: { name: string }) => c.name)).toEqual(['Lakeside Plumbing']);
  });

  it('finds a name like the one being registered for the similar-company check: a legal form added, a letter or two off', async () => {
    for (const name of ['Lakeside Plumbing Inc', 'Lakeside Plumbing, LLC', 'Lakeside Plumbers', 'lakeside plumbing co.']) {
      const res = await t.as(null)({ method: 'GET', url: `/api/v1/ListCompany/?include_unverified=true&similar_to=${encodeURIComponent(name)}` });
      expect([name, res.json().results.map((c: { name: string }) => c.name)]).toEqual([name, ['Lakeside Plumbing']]);
    }
    const unlike = await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/?include_unverified=true&similar_to=Mountain%20Roofing' });
    expect(unlike.json().results.map((c: { name: string }) => c.name)).not.toContain('Lakeside Plumbing');
  });

  it('matches web_url with protocol and www stripped', async () => {
    const res = await t.as(staff)({ method: 'GET', url: '/api/v1/ListCompany/?include_unverified=true&web_url=http://lakeside-plumbing.example' });
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual(['Lakeside Plumbing']);
  });

  it('filters by type and refuses a bad flag', async () => {
    const res = await t.as(staff)({ method: 'GET', url: '/api/v1/ListCompany/?include_unverified=true&type=plumbing&search=lak' });
    expect(res.statusCode).toBe(400);
    const ok = await t.as(staff)({ method: 'GET', url: '/api/v1/ListCompany/?include_unverified=1&type=plumbing&search=lakeside' });
    expect(ok.json().count).toBe(1);
    expect((await t.as(staff)({ method: 'GET', url: '/api/v1/ListCompany/?include_unverified=maybe' })).statusCode).toBe(400);
  });

  it('does not let anonymous callers page through the whole directory', async () => {
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/ListCompany/' })).statusCode).toBe(400);
  });
});

describe('GET companies/{id}/join_details/ (the join link, /register_one/{id}/)', () => {
  const details = (id: number | string, session: { token: string } | null = null, ip = '10.9.0.1') =>
    t.as(session)({ method: 'GET', url: `/api/v1/companies/${id}/join_details/`, headers: { 'x-forwarded-for': ip } });

  it('names the company and its two-way authentication, to anyone, and nothing else of it', async () => {
    const secure = await makeCompany(t.db, { name: 'Secure Builders', twoWayAuth: true });
    const res = await details(secure.id);
    expect([res.statusCode, res.json()]).toEqual([200, { id: secure.id, name: 'Secure Builders', two_way_authentication_enabled: true }]);
    expect((await details(mine.id)).json()).toEqual({ id: mine.id, name: 'Granite Peak Electric', two_way_authentication_enabled: false });
  });

  it('finds a company registered a minute ago (not verified by staff), as the Team tab gives its link at once', async () => {
    const registered = await t.as(null)({
      method: 'POST',
      url: '/api/v1/companies/',
      payload: { name: 'Brand New Electric', system_type: 'buyer', address },
      headers: { 'x-forwarded-for': '10.9.1.1' },
    });
    expect(registered.json().is_verified).toBe(false);
    expect((await details(registered.json().id)).json()).toEqual({ id: registered.json().id, name: 'Brand New Electric', two_way_authentication_enabled: false });
  });

  it("answers a signed-in user of another company the same public details, no more, and changes nothing", async () => {
    expect((await details(mine.id, outsider)).json()).toEqual({ id: mine.id, name: 'Granite Peak Electric', two_way_authentication_enabled: false });
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.as(outsider)({ method, url: `/api/v1/companies/${mine.id}/join_details/`, payload: { name: 'Taken over', two_way_authentication_enabled: true } });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await details(mine.id)).json()).toEqual({ id: mine.id, name: 'Granite Peak Electric', two_way_authentication_enabled: false });
  });

  it('is not found for an id that is no company, and refuses an id that is no id', async () => {
    const res = await details(2147483000);
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
    expect((await details('abc')).statusCode).toBe(400);
  });

  it('does not let one address walk the directory by id', async () => {
    for (let i = 0; i < 100; i++) expect((await details(mine.id, null, '10.9.2.2')).statusCode).toBe(200);
    expect((await details(mine.id, null, '10.9.2.2')).statusCode).toBe(429);
    expect((await details(mine.id, null, '10.9.2.3')).statusCode).toBe(200);
  });
});

describe('update_company/', () => {
  it("changes the current company's profile and address", async () => {
    const res = await t.as(me)({
      method: 'POST',
      url: '/api/v1/update_company/',
      payload: { description: 'Electrical', website_URL: 'granite-peak.example', address: { ...address, Field_1: '2 Main St', country: 'canada', state: 'ON', zip: 'm5v 3l9' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, description: 'Electrical', address: { Field_1: '2 Main St', country: 'Canada', zip: 'M5V 3L9' } });
    const again = await t.as(me)({ method: 'POST', url: '/api/v1/update_company/', payload: { address: { ...address, Field_1: '3 Main St' } } });
    expect(again.json().address).toMatchObject({ id: res.json().address.id, Field_1: '3 Main St', country: 'USA' });
  });

  it('rejects an incomplete address and a taken website', async () => {
    const bad = await t.as(me)({ method: 'POST', url: '/api/v1/update_company/', payload: { address: { ...address, city: '' } } });
    expect(bad.json()).toEqual({ address: ['Please complete the address'] });
    await t.as(outsider)({ method: 'POST', url: '/api/v1/update_company/', payload: { website_URL: 'https://other.example' } });
    const taken = await t.as(me)({ method: 'POST', url: '/api/v1/update_company/', payload: { website_URL: 'www.other.example' } });
    expect(taken.json()).toEqual({ website_URL: ['A company with this website already exists.'] });
  });
});

describe('company settings', () => {
  const phase = [{ id: 9_999_999_999, code: '100', name: 'Rough-in' }, { id: 12, code: '200', name: 'Trim' }];

  it('saves popular phase and cost codes in order', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { popular_phase_codes: phase, popular_cost_codes: [] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().popular_phase_codes).toEqual(phase);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/company_settings/' })).json().popular_phase_codes).toEqual(phase);
  });

  it('refuses an entry without code or name, a repeated code, and an id over 9999999999', async () => {
    const blank = await t.as(me)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { popular_cost_codes: [{ id: 1, code: ' ', name: 'Labor' }] } });
    expect(blank.statusCode).toBe(400);
    const twice = await t.as(me)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { popular_phase_codes: [...phase, { id: 3, code: '100', name: 'Again' }] } });
    expect(twice.json()).toEqual({ popular_phase_codes: ['Phase code 100 is already in the list.'] });
    const big = await t.as(me)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { popular_phase_codes: [{ id: 10_000_000_000, code: '1', name: 'x' }] } });
    expect(big.statusCode).toBe(400);
  });

  it('lets only staff change services, and only staff name another company', async () => {
    const services = await t.as(me)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { tool_services: true } });
    expect(services.statusCode).toBe(403);
    const cross = await t.as(me)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { company_id: other.id, two_way_authentication_enabled: true } });
    expect(cross.statusCode).toBe(403);
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/company_settings/?company_id=${other.id}` })).statusCode).toBe(403);
    const byStaff = await t.as(staff)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { company_id: mine.id, tool_services: true } });
    expect(byStaff.json()).toMatchObject({ company_id: mine.id, tool_services: true, popular_phase_codes: phase });
  });
});

describe('RetrieveCountries/', () => {
  it('answers every country rule, publicly', async () => {
    const res = await t.as(null)({ method: 'GET', url: '/api/v1/RetrieveCountries/' });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['USA', 'Canada', 'UK', 'Japan', 'Hong Kong']));
    expect(res.json().find((c: { name: string }) => c.name === 'Canada')).toMatchObject({ requires_state: true });
  });
});
