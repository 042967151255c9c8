import type { Page } from 'playwright-core';

/** The procurement material view of a project, /project/bom/{projectId}: its list and the BOM file actions. */
export class BomScreen {
  constructor(private readonly page: Page) {}

  async open(projectId: number) {
    await this.page.goto(`/project/bom/${projectId}`);
    await this.page.getByRole('button', { name: 'Import', exact: true }).waitFor();
  }

  /** Opens Import, uploads a CSV and waits for the review step. */
  async importCsv(name: string, csv: string) {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Import a BOM' });
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const review = this.page.getByRole('dialog', { name: 'Review the BOM import' });
    await review.waitFor();
    return review;
  }

  lines() {
    return this.page.getByRole('list', { name: 'Material lines' }).getByRole('listitem');
  }

  line(name: string) {
    return this.page.getByRole('list', { name: 'Material lines' }).getByRole('listitem', { name, exact: true });
  }
}

/** Creates a project of the signed-in user's company through the API; answers its id. */
export async function createProjectThroughApi(page: Page, name: string): Promise<number> {
  return page.evaluate(async (projectName) => {
    const csrf = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/)?.[1] ?? '';
    const res = await fetch('/api/v1/projects/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf) },
      body: JSON.stringify({ name: projectName }),
    });
    if (!res.ok) throw new Error(`create project failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  }, name);
}
