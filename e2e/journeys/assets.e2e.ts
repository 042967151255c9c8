import { describe, expect, it } from 'vitest';
import { AssetList } from '../pages/assets';
import { useJourney } from '../support/journey';
import { apiCall, signInAs } from '../support/session';

const journey = useJourney();
const PHONE = { viewport: { width: 390, height: 844 } };

async function projectId(context: Parameters<typeof apiCall>[0], name: string): Promise<number> {
  const res = await apiCall(context, 'GET', `ListProject/?st=${encodeURIComponent(name)}`);
  const hit = (res.json?.results ?? []).find((p: { name: string }) => p.name === name);
  if (!hit) throw new Error(`no project ${name}: ${JSON.stringify(res.json)}`);
  return hit.id;
}

describe('tools for a job', () => {
  it('the foreman requests tools on his phone, the warehouse picks part of it and ships, and the foreman sees Back-ordered', async () => {
    const foreman = await journey.open(PHONE);
    await signInAs(foreman.context, 'foreman@demo.test');
    const garage = await projectId(foreman.context, 'DMC Parking Structure');
    await foreman.page.goto(`/project/tool/${garage}`);
    await foreman.page.getByRole('heading', { name: 'DMC Parking Structure' }).waitFor();
    await foreman.page.getByRole('button', { name: 'Request tools' }).click();
    const dialog = foreman.page.getByRole('dialog', { name: 'Request tools' });
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await dialog.getByText('Add at least one item to the request.').waitFor();
    await dialog.getByLabel('Add a tool').fill('bender');
    await foreman.page.getByRole('option', { name: /EMT hand bender/ }).click();
    await dialog.getByLabel('Quantity of EMT hand bender 3/4 in').fill('2');
    await dialog.getByText('Add at least one item to the request.').waitFor({ state: 'detached' });
    await foreman.page.waitForTimeout(250); // the save button ignores a second click within 200 ms (double taps)
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = await apiCall(foreman.context, 'GET', `tool_requests/?service=tool&project_id=${garage}`);
    const request = mine.json.results.find((r: { status: string }) => r.status === 'submitted');
    expect(request).toMatchObject({ quantity: 2, requested_by: { name: 'Luis Navarro' } });
    // on his phone the job's requests are cards; his new one says Submitted
    const jobRequests = new AssetList(foreman.page, 'Tool requests for this job');
    await jobRequests.row(request.number).getByText('Submitted', { exact: true }).waitFor();

    // the warehouse crew, on a laptop, picks one bender (the other is back-ordered) and ships
    const crew = await journey.open();
    await signInAs(crew.context, 'warehouse@demo.test');
    await crew.page.goto('/tool_requests');
    await new AssetList(crew.page, 'Tool requests').open(request.number);
    const detail = crew.page.getByRole('dialog', { name: `Request ${request.number}` });
    await detail.getByRole('button', { name: 'Pick items' }).click();
    await detail.getByRole('checkbox').first().check();
    await detail.getByRole('button', { name: 'Pick 1 selected' }).click();
    await detail.getByText('Partly picked', { exact: true }).first().waitFor();
    await detail.getByRole('button', { name: 'Ship', exact: true }).click();
    await detail.getByText('Back-ordered', { exact: true }).first().waitFor();

    // the foreman's open page shows it without a reload, and the bender is on his job
    await jobRequests.row(request.number).getByText('Back-ordered', { exact: true }).waitFor();
    await foreman.page.getByText('EMT hand bender 3/4 in').first().waitFor();
  });

  it('scanning a printed bin label opens what the bin holds, and an item barcode opens the item', async () => {
    const { page, context } = await journey.open(PHONE);
    await signInAs(context, 'foreman@demo.test');
    const warehouses = (await apiCall(context, 'GET', 'warehouses/?type=Tools')).json.results;
    const bins = (await apiCall(context, 'GET', `warehouses/${warehouses[0].id}/bins/`)).json.results;
    await page.goto('/dashboard');
    const scan = async (code: string) => {
      await page.getByRole('button', { name: 'Scan code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan code / barcode search' });
      await dialog.getByLabel('Barcode value').fill(code);
      await dialog.getByRole('button', { name: 'Search' }).click();
    };
    await scan(`jobsite:bin:${bins[0].id}`);
    await page.waitForURL((url) => url.pathname === '/tool_items' && url.searchParams.get('bin_id') === String(bins[0].id));
    await page.getByRole('heading', { name: 'Tool items' }).waitFor();
    await page.getByText(`bin ${bins[0].code}`).first().waitFor();

    await scan('SEC-HD-SDS-1');
    await page.waitForURL((url) => url.pathname === '/tool_items' && url.searchParams.has('item_id'));
    const item = page.getByRole('dialog', { name: 'SDS-Plus hammer drill HD-SDS-001' });
    await item.getByText('DMC Tower A - Core and Shell').first().waitFor();
    await item.getByText(/^Overdue \d{4}-\d{2}-\d{2}$/).waitFor();
  });

  it('an audit of a job finds one item missing', async () => {
    const { page, context } = await journey.open();
    await signInAs(context, 'warehouse@demo.test');
    const tower = await projectId(context, 'DMC Tower A - Core and Shell');
    await page.goto(`/asset/audits?owner_id=${tower}&owner_type=project`);
    await page.getByRole('button', { name: 'New audit' }).click();
    const create = page.getByRole('dialog', { name: 'New audit' });
    await create.getByRole('button', { name: 'Start audit' }).click();
    await create.getByText('please enter a name first').waitFor();
    await create.getByLabel('Name').fill('Tower A walk-through');
    await create.getByText('please enter a name first').waitFor({ state: 'detached' });
    await page.waitForTimeout(250); // the save button ignores a second click within 200 ms (double taps)
    await create.getByRole('button', { name: 'Start audit' }).click();
    const audit = page.getByRole('dialog', { name: 'Tower A walk-through' });
    const onJob = (await apiCall(context, 'GET', `tool_items/?service=tool&project_id=${tower}`)).json.results as { barcode_value: string; serial_number: string }[];
    expect(onJob.length).toBeGreaterThan(1);
    const [missing, ...present] = onJob;
    for (const i of present) {
      await audit.getByLabel('Item code').fill(i.barcode_value);
      await audit.getByLabel('Item code').press('Enter');
      await audit.getByText(`${present.indexOf(i) + 1} of ${onJob.length} found`, { exact: false }).waitFor();
    }
    await audit.getByRole('button', { name: 'Close audit' }).click();
    await audit.getByText(`${missing.serial_number} — missing`, { exact: false }).waitFor();
    await audit.getByText('1 missing', { exact: false }).waitFor();
    // back on the list, the audit's row says it is closed and what it found
    await page.keyboard.press('Escape');
    await audit.waitFor({ state: 'detached' });
    const row = new AssetList(page, 'Asset audits').row('Tower A walk-through');
    await row.getByText('Closed', { exact: true }).waitFor();
    await row.getByText(`${present.length}/${onJob.length} found · 1 missing`).waitFor();
  });
});
