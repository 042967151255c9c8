import type { BrowserContext } from 'playwright-core';

/** Calls the API as a browser would: the CSRF cookie echoed in the header, the session cookie kept. */
export async function apiCall(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const base = context.request;
  if (method === 'POST') {
    const cookies = await context.cookies();
    if (!cookies.some((c) => c.name === 'csrftoken')) await base.get('/api/v1/health/');
  }
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const res = await base.fetch(`/api/v1/${path}`, { method, data, headers: { 'x-csrftoken': csrf } });
  return { status: res.status(), json: await res.json().catch(() => null) };
}

/**
 * Signs in through the API (POST auth/login/) and stores the account as the login screen
 * does, so a test starts on a signed-in page without depending on that screen.
 */
export async function signInAs(context: BrowserContext, email: string, password = 'demo-pass-2026') {
  const res = await apiCall(context, 'POST', 'auth/login/', { email, password });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
  const signedIn = res.json as { account: { id: number; company: { name: string } }; ExpiryDate: string };
  await context.addInitScript((s) => {
    if (!localStorage.getItem('account')) {
      localStorage.setItem('account', JSON.stringify(s.account));
      localStorage.setItem('ExpiryDate', s.ExpiryDate);
    }
  }, signedIn);
  return signedIn;
}
