import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, sessionFrom, type TestApp } from '../../../test/helper';
import { accounts, addresses, binLocations, companies, purchaseOrders, suppliers, warehouses } from '../../db/schema/index';
import { companyScope } from '../../platform/scope';
import { addCustomLines } from '../cart/lines';
import { createProject } from '../projects/service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const done = (res: { json(): { steps: { key: string; done: boolean }[] } }) =>
  res
    .json()
    .steps.filter((s) => s.done)
    .map((s) => s.key);

describe('the quick start checklist', () => {
  it("ticks each step from the company's own data, never another company's", async () => {
    const company = await makeCompany(t.db);
    const buyer = await makeAccount(t.db, company.id);
    await t.db.update(accounts).set({ directToQuickStart: true }).where(eq(accounts.id, buyer.id));
    const as = t.as(await t.signIn(buyer.id, company.id));
    const get = () => as({ method: 'GET', url: '/api/v1/quick_start_checklist/' });

    // another company that has done everything changes nothing here
    const other = await makeCompany(t.db);
    await makeAccount(t.db, other.id);
    await makeAccount(t.db, other.id);
    await t.db.insert(suppliers).values({ companyId: other.id, name: 'Theirs' });

    const first = await get();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ done_count: 0, total: 7, percent: 0, complete: false, direct_to_quick_start: true });
    expect(first.json().steps[0]).toEqual({ key: 'company_address', title: 'Add your company address', description: 'Your company has an address with street, city and zip.', done: false, link: '/settings/company/profile' });

    const scope = companyScope(company.id);
    const [address] = await t.db.insert(addresses).values({ companyId: company.id, field1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202', type: 'company' }).returning();
    await t.db.update(companies).set({ addressId: address.id }).where(eq(companies.id, company.id));
    const [warehouse] = await t.db.insert(warehouses).values({ companyId: company.id, name: 'Yard', type: 'Stock' }).returning();
    expect(done(await get())).toEqual(['company_address']);
    await t.db.insert(binLocations).values({ companyId: company.id, warehouseId: warehouse.id, name: 'A1', code: 'A1' });
    await makeAccount(t.db, company.id);
    const project = await t.db.transaction((tx) => createProject(tx, scope, { id: buyer.id, isStaff: false }, { name: 'First job', main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }));
    expect(done(await get())).toEqual(['company_address', 'warehouse_with_bins', 'invite_users', 'project']);
    await t.db.transaction((tx) => addCustomLines(tx, { scope, project: { id: project.id }, accountId: buyer.id }, [{ description: 'Box', code: '', unit: 'EA', unitPrice: null, manufacturerName: '', packageCount: 1 }]));
    await t.db.insert(suppliers).values({ companyId: company.id, name: 'Metro' });
    const [order] = await t.db.insert(purchaseOrders).values({ companyId: company.id, projectId: project.id }).returning();
    const almost = await get();
    expect(almost.json()).toMatchObject({ done_count: 6, percent: 85, complete: false, direct_to_quick_start: true });
    expect(almost.json().steps.find((s: { key: string }) => s.key === 'first_po').done).toBe(false);

    // the first submitted order completes it, and login stops landing here by itself
    await t.db.update(purchaseOrders).set({ status: 'ordered', submittedAt: new Date() }).where(eq(purchaseOrders.id, order.id));
    expect((await get()).json()).toMatchObject({ done_count: 7, percent: 100, complete: true, direct_to_quick_start: false });
    expect((await t.db.select().from(accounts).where(eq(accounts.id, buyer.id)))[0].directToQuickStart).toBe(false);
  });

  it('dismiss turns direct_to_quick_start off and keeps the checklist reachable; a supplier has none', async () => {
    const company = await makeCompany(t.db);
    const buyer = await makeAccount(t.db, company.id);
    await t.db.update(accounts).set({ directToQuickStart: true }).where(eq(accounts.id, buyer.id));
    const as = t.as(await t.signIn(buyer.id, company.id));
    const dismissed = await as({ method: 'POST', url: '/api/v1/quick_start_checklist/dismiss/' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ direct_to_quick_start: false, done_count: 0 });
    expect((await as({ method: 'GET', url: '/api/v1/accounts/' + buyer.id + '/' })).json().direct_to_quick_start).toBe(false);
    expect((await as({ method: 'GET', url: '/api/v1/quick_start_checklist/' })).statusCode).toBe(200);

    const seller = await makeCompany(t.db, { systemType: 'seller' });
    const asSeller = t.as(await t.signIn((await makeAccount(t.db, seller.id)).id, seller.id));
    expect((await asSeller({ method: 'GET', url: '/api/v1/quick_start_checklist/' })).statusCode).toBe(403);
    expect((await asSeller({ method: 'POST', url: '/api/v1/quick_start_checklist/dismiss/' })).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/quick_start_checklist/' })).statusCode).toBe(401);
  });

  it('a buyer who registers a new company lands on quick start; one who joins an existing company does not', async () => {
    let ip = 0;
    const post = (url: string, payload: object) => t.as(null)({ method: 'POST', url: `/api/v1/${url}`, payload, headers: { 'x-forwarded-for': `10.19.0.${++ip}` } });
    const address = { Field_1: '1 Main St', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' };
    const register = async (companyId: number, extra: object) => {
      const email = `founder-${Date.now()}-${ip}@example.test`;
      const res = await post('accounts/', { first_name: 'Fo', last_name: 'Under', company: companyId, password: 'a-long-secret-1', email, email_verification: true, ...extra });
      expect(res.statusCode, res.body).toBe(201);
      const link = t.mailer.lastLinkTo(email)!;
      const verify = await post(`accounts/${res.json().id}/activate_user/`, { email_verification_code: link.searchParams.get('email_verification_code')! });
      return { account: verify.json().account, session: sessionFrom(verify) };
    };
    const buyerCo = (await post('companies/', { name: `Founders ${Date.now()}`, system_type: 'buyer', address })).json();
    const founder = await register(buyerCo.id, { founder_token: buyerCo.founder_token });
    expect(founder.account.direct_to_quick_start).toBe(true);
    const joiner = await register(buyerCo.id, {});
    expect(joiner.account.direct_to_quick_start).toBe(false);
    const sellerCo = (await post('companies/', { name: `Sellers ${Date.now()}`, system_type: 'seller', address })).json();
    expect((await register(sellerCo.id, { founder_token: sellerCo.founder_token })).account.direct_to_quick_start).toBe(false);
  });
});
