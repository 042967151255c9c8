import type { Page } from 'playwright-core';

/** The address panel inside a dialog or form, by its group label. */
export class AddressPanelObject {
  constructor(
    private readonly page: Page,
    private readonly label: string,
  ) {}

  private get root() {
    return this.page.getByRole('group', { name: this.label });
  }

  async chooseCountry(country: string) {
    await this.root.getByLabel('Country').click();
    await this.root.getByLabel('Country').fill(country);
    await this.page.getByRole('option', { name: country, exact: true }).click();
  }

  async chooseState(state: string) {
    await this.root.getByLabel('State').click();
    await this.root.getByLabel('State').fill(state);
    await this.page.getByRole('option', { name: state, exact: true }).click();
  }

  async fill(fields: { name?: string; street?: string; city?: string; zip?: string; state?: string }) {
    if (fields.name !== undefined) await this.root.getByLabel('Name').fill(fields.name);
    if (fields.street !== undefined) await this.root.getByLabel('Street address').fill(fields.street);
    if (fields.city !== undefined) await this.root.getByLabel('City').fill(fields.city);
    if (fields.state !== undefined) await this.root.getByLabel('State').fill(fields.state);
    if (fields.zip !== undefined) await this.root.getByLabel('Zip').fill(fields.zip);
  }

  error(text: string) {
    return this.root.getByText(text, { exact: true }).first();
  }
}
