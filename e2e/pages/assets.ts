import type { Locator, Page } from 'playwright-core';

/**
 * An asset list (requests, items, audits, stock orders) on DataTable: a table row on a laptop,
 * a card (list item) on a phone. A row is found by the button its first column makes of the
 * row's number or name, which also opens it.
 */
export class AssetList {
  constructor(
    readonly page: Page,
    /** The table's (or, on a phone, the card list's) accessible name: "Tool requests", "Tool requests for this job". */
    readonly label: string,
  ) {}

  private get list(): Locator {
    return this.page.getByRole('table', { name: this.label }).or(this.page.getByRole('list', { name: this.label }));
  }

  /** The row (or card) whose first column reads `key` exactly. */
  row(key: string): Locator {
    return this.list
      .getByRole('row')
      .or(this.list.getByRole('listitem'))
      .filter({ has: this.page.getByRole('button', { name: key, exact: true }) });
  }

  /** Opens the row as a person would: the number or name in its first column. */
  async open(key: string): Promise<void> {
    await this.row(key).getByRole('button', { name: key, exact: true }).click();
  }
}
