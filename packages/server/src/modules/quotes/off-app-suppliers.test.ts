import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { suppliers } from '../../db/schema/index';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * A quote asked of a supplier that does not use the app (a supplier entry without a seller
 * company) reached nobody: only suppliers in the app were notified. It is mailed to the supplier
 * entry's email now, as a submitted order's PDF is.
 */
let t: TestApp;
let w: CartWorld;
let graybarId: number;
let noEmailId: number;
let metroId: number;
let email: string;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  email = `quotes-${w.tag.toLowerCase()}@graybar.example`;
  [{ id: graybarId }, { id: noEmailId }, { id: metroId }] = await t.db
    .insert(suppliers)
    .values([
      { companyId: w.company.id, name: `Graybar ${w.tag}`, email },
      { companyId: w.company.id, name: `Corner store ${w.tag}` },
      { companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id, email: `metro-${w.tag.toLowerCase()}@metro.example` },
    ])
    .returning();
});
afterAll(() => t.close());

describe('a quote for a supplier outside the app', () => {
  it('mails the request, with its lines, to the email of the supplier entry when it is sent; a supplier in the app is told in the app only', async () => {
    const job = await w.make({ name: `Off-app quote ${w.tag}`, main_job_num: `J-${w.tag}` });
    const [breaker] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 4 }]);
    const created = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${job.id}/request_quote/`, payload: { cart_item_ids: [breaker], supplier_ids: [graybarId, noEmailId, metroId], name: 'Panel breakers' } });
    expect(created.statusCode, created.body).toBe(201);
    // nothing goes out while the quote is being edited
    await t.app.afterResponse.settled();
    expect(t.mailer.lastTo(email)).toBeUndefined();

    const sent = await w.asBuyer({ method: 'POST', url: `/api/v1/quotes/${created.json().id}/send/`, payload: {} });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.afterResponse.settled();
    const mail = t.mailer.lastTo(email);
    expect(mail?.subject).toBe(`Request for quote: Panel breakers from ${w.company.name}`);
    expect(mail?.text).toContain(`${w.company.name} asks you to price 1 line for Off-app quote ${w.tag} (Job # J-${w.tag}).`);
    expect(mail?.text).toContain(`- ${w.breakerCode} — `);
    expect(mail?.text).toContain(': 4 EA');
    expect(mail?.text).toMatch(/Reply with your unit prices and lead times to .+\(.+@.+\)\./);
    expect(t.mailer.lastTo(`metro-${w.tag.toLowerCase()}@metro.example`)).toBeUndefined();
  });
});
