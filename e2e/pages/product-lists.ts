import type { Locator, Page } from 'playwright-core';

/** A product list on the BOM screen (/project/bom/{id}?project_product_list_id=) and the job-site stock screen, as a buyer or foreman works them. */
export class ProductListScreen {
  constructor(private readonly page: Page) {}

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** An item card of the open list, by its catalogue number. */
  item(code: string): Locator {
    return this.page.locator('[id^="list-item-"]', { hasText: code });
  }

  /** Opens an item's menu and picks an action. */
  async itemAction(code: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions of ${code}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** In a dialog with a bin picker: adds a new job-site bin (it is picked at once). */
  async newBin(dialog: Locator, code: string, name: string): Promise<void> {
    await dialog.getByRole('button', { name: 'New bin' }).click();
    await dialog.getByLabel('Bin code').fill(code);
    await dialog.getByLabel('Bin name').fill(name);
    await dialog.getByRole('button', { name: 'Add bin' }).click();
    await dialog.getByLabel('Bin code').waitFor({ state: 'detached' });
  }

  /** Picks an option of a Mantine select in a dialog. */
  async choose(dialog: Locator, label: string, option: string | RegExp): Promise<void> {
    await dialog.getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** Waits out the save buttons' double-tap guard (they ignore a second click within 200 ms). */
  async settle(): Promise<void> {
    await this.page.waitForTimeout(250);
  }
}
