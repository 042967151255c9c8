import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiCall } from '../support/session';

/** The procurement material view, /project/bom/{projectId}, as a purchaser works it. */
export class BomPage {
  constructor(private readonly page: Page) {}

  async open(projectId: number): Promise<void> {
    await this.page.goto(`/project/bom/${projectId}`);
    await this.page.getByLabel('Search materials').waitFor();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Material lines' });
  }

  /** A line by its catalogue number (the row's accessible name). */
  line(code: string): Locator {
    return this.page.getByRole('listitem', { name: code, exact: true });
  }

  shown(): Locator {
    return this.page.getByText(/^Showing [\d,]+ of [\d,]+ lines?$/);
  }

  async openAddPanel(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add items' }).first().click();
    const drawer = this.page.getByRole('dialog', { name: 'Add items' });
    await drawer.waitFor();
    return drawer;
  }

  /** Picks an entry of a popular code list in a dialog (phase or cost). */
  async pickCode(dialog: Locator, kind: 'phase' | 'cost', option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: `Popular ${kind} codes` }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async select(code: string): Promise<void> {
    await this.line(code).getByRole('checkbox').check();
  }

  /** All rendered lines. */
  lines(): Locator {
    return this.list().getByRole('listitem');
  }

  /** Opens Import, uploads a CSV and waits for the review step. */
  async importCsv(name: string, csv: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Import a BOM' });
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const review = this.page.getByRole('dialog', { name: 'Review the BOM import' });
    await review.waitFor();
    return review;
  }

  bulkBar(): Locator {
    return this.page.getByRole('toolbar', { name: 'Bulk actions' });
  }

  /** Scrolls the virtualised list to its end until the given line is rendered (pages load on the way). */
  async scrollToEnd(): Promise<void> {
    // The list scrolls with the page (one scrollbar): scroll the window to the list's end.
    await this.list().evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().bottom + window.scrollY));
  }
}

/** The id of a demo project of the signed-in company, by name. */
export async function projectIdByName(context: BrowserContext, name: string): Promise<number> {
  const res = await apiCall(context, 'GET', `ListProject/?st=${encodeURIComponent(name)}`);
  const found = (res.json as { results: { id: number; name: string }[] }).results.find((p) => p.name === name);
  if (!found) throw new Error(`no project ${name}: ${JSON.stringify(res.json)}`);
  return found.id;
}

/** Catalogue item ids from the demo catalogue, with their catalogue numbers. */
export async function catalogueItems(context: BrowserContext, searchText: string, pageSize = 50): Promise<{ id: number; base_item_code: string }[]> {
  const res = await apiCall(context, 'POST', `searchproduct/?page_size=${pageSize}`, { search_text: searchText });
  if (res.status !== 200) throw new Error(`searchproduct failed: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json as { results: { id: number; base_item_code: string }[] }).results;
}

/** POST projects/{id}/ with a cart func, failing loudly. */
export async function cartFunc(context: BrowserContext, projectId: number, body: Record<string, unknown>) {
  const res = await apiCall(context, 'POST', `projects/${projectId}/`, body);
  if (res.status !== 200) throw new Error(`${String(body.func)} failed: ${res.status} ${JSON.stringify(res.json).slice(0, 500)}`);
  return res.json as { items: { id: number; base_item_code: string }[]; removed_ids: number[] };
}

/** A new project of the signed-in company; answers its id. */
export async function createProject(context: BrowserContext, name: string): Promise<number> {
  const res = await apiCall(context, 'POST', 'projects/', { name });
  if (res.status !== 201) throw new Error(`create project failed: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json as { id: number }).id;
}
