import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo-pass-2026';

/**
 * Signs a demo user in through the API from inside the page (the CSRF cookie, then
 * auth/login/) and stores the account as the web app does after its login screen.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<{ id: number }> {
  await page.goto('/api/v1/health/');
  return page.evaluate(
    async ({ email, password }) => {
      const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch('/api/v1/auth/login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status}`);
      const signedIn = (await res.json()) as { account: { id: number }; ExpiryDate: string };
      localStorage.setItem('account', JSON.stringify(signedIn.account));
      localStorage.setItem('ExpiryDate', signedIn.ExpiryDate);
      return { id: signedIn.account.id };
    },
    { email, password },
  );
}
