import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BomPage, createProject } from '../pages/bom';
import { signInThroughApi } from '../pages/catalogue';
import { launchBrowser, openPage, type TrackedPage } from '../support/browser';
import { type RunningApp, startApp } from '../support/server';

let app: RunningApp;
let browser: Browser;
let tracked: TrackedPage | null = null;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterEach(async () => {
  const errors = tracked?.consoleErrors ?? [];
  await tracked?.context.close();
  tracked = null;
  expect(errors).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('BOM import', () => {
  it('imports a CSV takeoff, resolving its one unmatched line from the catalogue, and shows the lines in the BOM', async () => {
    tracked = await openPage(browser, app.baseUrl);
    const { page } = tracked;
    await signInThroughApi(page, 'buyer@demo.test', 'demo-pass-2026');
    const projectId = await createProject(tracked.context, `Takeoff import ${Date.now()}`);
    const bom = new BomPage(page);
    await bom.open(projectId);

    const csv = [
      'Qty,Description,Catalog #,Phase Code,Phase Name,Cost Code,Cost Name',
      '40,,ATC-EMT050,26-05-33,Raceways and Boxes,M,Material',
      '6,,SQD-QO1020,26-24,Switchboards and Panelboards,M,Material',
      '12,Hanger for the north wall light rail,,,,,',
      '0,Zero line,,,,,',
    ].join('\n');
    const review = await bom.importCsv('tower-takeoff.csv', csv);
    await review.getByText('2 lines matched the catalogue').waitFor();
    await review.getByText('Line 5: Quantity must be greater than 0').waitFor();
    await review.getByText('1 line needs your decision').waitFor();
    const importButton = review.getByRole('button', { name: /^Import \d+ lines?$/ });
    expect(await importButton.isDisabled()).toBe(true);

    const line = review.getByRole('region', { name: 'Line 4' });
    await line.getByRole('textbox', { name: 'Search the catalogue for line 4' }).fill('ATR37X10Z');
    const pick = line.getByRole('radio', { name: /^[A-Z]+-ATR37X10Z — All-Thread Rod, 3\/8-16 x 10 ft/ }).first();
    await pick.click();
    await review.getByRole('button', { name: 'Import 3 lines' }).click();
    await page.getByText('Imported 3 lines.').waitFor();
    await review.waitFor({ state: 'hidden' });

    await bom.line('ATC-EMT050').waitFor();
    await bom.line('SQD-QO1020').waitFor();
    await expect.poll(() => bom.lines().count()).toBe(3);
    expect(await bom.lines().nth(2).getAttribute('aria-label')).toMatch(/-ATR37X10Z$/);
  });
});
