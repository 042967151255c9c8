import type { Locator, Page } from 'playwright-core';

/** The buyer's dashboard (/dashboard): one region per section, found by its heading. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
    await this.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** A status chip of a section's filter (a checkbox under the hood). */
  chip(section: Locator, label: string): Locator {
    return section.getByRole('group').getByText(label, { exact: true });
  }

  requisitionRow(projectName: string, id?: number): Locator {
    return this.section('Material requisitions').getByRole('button', { name: new RegExp(`^#${id ?? '\\d+'} · ${projectName}`) });
  }
}

/** The Request material dialog: one free-text line for a project. */
export async function requestMaterial(page: Page, opts: { project: string; material: string; quantity: number; note?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Request material' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request material' });
  await dialog.getByLabel('Project').click();
  await dialog.getByLabel('Project').fill(opts.project);
  await page.getByRole('option', { name: new RegExp(`^${opts.project}`) }).first().click();
  await dialog.getByLabel('Material').fill(opts.material);
  await dialog.getByLabel('Quantity').fill(String(opts.quantity));
  if (opts.note) await dialog.getByLabel('Note for the purchaser').fill(opts.note);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
