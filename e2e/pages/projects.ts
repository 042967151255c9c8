import type { Page } from 'playwright-core';

/** The /projects screen as a user works it. */
export class ProjectsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/projects');
    await this.page.getByRole('heading', { name: 'Projects' }).waitFor();
    await this.page.getByText(/^Showing \d+ of \d+ projects?$/).waitFor();
  }

  /**
   * Types a search and waits for the list's answer to it: a click made before the answer lands on
   * the unfiltered list, which the answer then replaces under the pointer (on a busy machine the
   * click was lost and the project never opened).
   */
  async search(text: string): Promise<void> {
    const answered = this.page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/ListProject/') && [...url.searchParams.values()].includes(text);
    });
    await this.page.getByLabel('Search projects').fill(text);
    await answered;
  }

  /** Turns on the given status chips besides Active. */
  async showStatuses(statuses: string[]): Promise<void> {
    for (const s of statuses) await this.page.getByRole('group', { name: 'Status' }).getByText(new RegExp(`^${s}`, 'i')).click();
  }

  async openProject(name: string): Promise<void> {
    await this.search(name);
    await this.page.getByRole('link', { name, exact: true }).click();
  }

  async openSettingsOf(name: string, statuses: string[] = []): Promise<void> {
    await this.showStatuses(statuses);
    await this.search(name);
    await this.page.getByRole('link', { name: `Settings of ${name}` }).click();
    await this.page.waitForURL(/\/project\/settings\/\d+$/);
  }

  /** The project names the list shows, in order. */
  rowNames(): Promise<string[]> {
    return this.page.getByRole('list', { name: 'Projects' }).getByRole('listitem').locator('a[href^="/project/"]:not([aria-label])').allTextContents();
  }
}
