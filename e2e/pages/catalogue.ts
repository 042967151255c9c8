import type { Page } from 'playwright-core';

/**
 * Signs in through the API (POST auth/login/) inside the page's browser context and
 * stores the account the way the login screen does, so a test starts signed in.
 */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/api/v1/health/');
  await page.evaluate(
    async ({ email, password }) => {
      const csrf = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/)?.[1] ?? '';
      const res = await fetch('/api/v1/auth/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf) },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      const signedIn = await res.json();
      localStorage.setItem('account', JSON.stringify(signedIn.account));
      localStorage.setItem('ExpiryDate', signedIn.ExpiryDate);
    },
    { email, password },
  );
}

/** The catalogue search page. */
export class CataloguePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/catalogue');
    await this.page.getByRole('heading', { name: 'Product catalogue' }).waitFor();
  }

  async search(text: string) {
    await this.page.getByLabel('Search catalogue').fill(text);
  }

  result(code: string) {
    return this.page.getByRole('listitem').filter({ hasText: code });
  }

  async openItem(code: string) {
    await this.page.getByRole('button', { name: `View ${code}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `Item ${code}` });
    await dialog.waitFor();
    return dialog;
  }
}
