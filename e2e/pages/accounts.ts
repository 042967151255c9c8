import type { Page } from 'playwright-core';

/** The login screen, step by step, as a user drives it. */
export class LoginScreen {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await this.page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  async enterEmail(email: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Next' }).click();
    await this.page.getByLabel('Password', { exact: true }).waitFor();
  }

  async enterPassword(password: string) {
    await this.page.getByLabel('Password', { exact: true }).fill(password);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Regular login: email, password, sign in. */
  async signIn(email: string, password: string) {
    await this.open();
    await this.enterEmail(email);
    await this.enterPassword(password);
    await this.submit();
  }

  codeField() {
    return this.page.getByLabel('Authentication code');
  }
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The account the web app stored at sign-in (spec section 6: account and ExpiryDate in local storage). */
export function storedAccount(page: Page): Promise<{ id: number; employer_id: number; email: string; membership_status?: string } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('account');
    return raw ? JSON.parse(raw) : null;
  });
}
