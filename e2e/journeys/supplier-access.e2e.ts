import { describe, expect, it } from 'vitest';
import { signInThroughApi } from '../pages/catalogue';
import { useJourney } from '../support/journey';

const journey = useJourney();
const PASSWORD = 'demo-pass-2026';

describe('supplier project access request', () => {
  it('a supplier asks a customer for access to a job on a phone; the contractor approves it on the projects screen', async () => {
    const seller = await journey.open({ viewport: { width: 390, height: 844 } });
    await signInThroughApi(seller.page, 'seller@demo.test', PASSWORD);
    await seller.page.goto('/project_list_seller');
    await seller.page.getByRole('button', { name: 'Request project access' }).click();
    const dialog = seller.page.getByRole('dialog', { name: 'Request project access' });
    await dialog.getByRole('combobox', { name: /^Contractor/ }).click();
    await seller.page.getByRole('option', { name: 'Summit Electrical Contractors' }).click();
    await dialog.getByRole('textbox', { name: /^Main job number/ }).fill('J-24102');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('We are quoting the switchgear');
    // nothing sideways on a phone
    expect(await seller.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await seller.page.getByText('Your request has been sent.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const buyer = await journey.open();
    await signInThroughApi(buyer.page, 'buyer@demo.test', PASSWORD);
    await buyer.page.goto('/projects');
    const request = buyer.page.getByRole('article', { name: 'Access request from Marcus Ortega of Metro Electric Supply for DMC Parking Structure' });
    await request.getByText('“We are quoting the switchgear”').waitFor();
    await request.getByRole('button', { name: 'Approve' }).click();
    await buyer.page.getByText('Request approved.').waitFor();
    await request.waitFor({ state: 'detached' });
  });
});
