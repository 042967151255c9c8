import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginScreen, pathOf, storedAccount } from '../pages/accounts';
import { useJourney } from '../support/journey';
import { manage } from '../support/manage';
import { seededDataDir } from '../support/server';
import { type Inbox, startSmtp } from '../support/smtp';

const DEMO_PASSWORD = 'demo-pass-2026';
const TWO_WAY = { email: 'two.way@e2e.test', password: 'two-way-secret-2026' };
const FORGETFUL = { email: 'forgetful@e2e.test', password: 'forgotten-secret-2026' };

let inbox: Inbox;
let dataDir: string;

// Registered before the journey's hooks, so it runs after the server has stopped.
afterAll(async () => {
  await inbox?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const journey = useJourney(async () => {
  // The data folder is prepared with the operator CLI before the server takes its lock:
  // the demo world, plus users no API can create (a company with two-way authentication).
  dataDir = seededDataDir();
  await manage(dataDir, ['create-user', '--email', TWO_WAY.email, '--password', TWO_WAY.password, '--first-name', 'Tess', '--last-name', 'Way', '--company', 'Two-Way Builders', '--system-type', 'buyer', '--two-way-auth']);
  await manage(dataDir, ['create-user', '--email', FORGETFUL.email, '--password', FORGETFUL.password, '--first-name', 'Fran', '--last-name', 'Getful', '--company', 'Plain Password Builders', '--system-type', 'buyer']);
  inbox = await startSmtp();
  return { DATA_DIR: dataDir, SMTP_URL: inbox.url };
});

describe('login', () => {
  it.each([
    ['buyer@demo.test', '/dashboard'],
    ['seller@demo.test', '/orders'],
  ])('signs %s in with a password and lands on %s', async (email, home) => {
    const { page } = await journey.open();
    const login = new LoginScreen(page);
    await login.signIn(email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === home);
    expect((await storedAccount(page))?.email).toBe(email);
  });

  it('refuses a wrong password and stays on the login screen', async () => {
    const { page } = await journey.open();
    const login = new LoginScreen(page);
    await login.open();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please Enter Email').waitFor();
    // Typed as a person types: action buttons ignore clicks within 200 ms of the last one.
    await page.getByLabel('Email').pressSequentially('buyer@demo.test', { delay: 20 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await login.submit();
    await page.getByText('Please Enter Password').waitFor();
    await page.getByLabel('Password', { exact: true }).pressSequentially('not-the-password', { delay: 20 });
    await login.submit();
    await page.getByRole('alert').filter({ hasText: /credentials|password/i }).first().waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await storedAccount(page)).toBeNull();
  });

  it('signs in with the two-way code taken from the mail, which the code field submits by itself', async () => {
    const { page } = await journey.open();
    const login = new LoginScreen(page);
    await login.open();
    const since = inbox.mails.length;
    await login.enterEmail(TWO_WAY.email);
    await expect(page.getByRole('button', { name: /^Resend code/ }).isDisabled()).resolves.toBe(true);
    const [, code] = await inbox.waitFor(TWO_WAY.email, /authentication code is (\d+)/, { since });
    await login.enterPassword(TWO_WAY.password);
    // Pasted with a space and a stray letter: the field keeps the digits and submits itself.
    await login.codeField().fill(`${code.slice(0, 3)} x${code.slice(3)}`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect((await storedAccount(page))?.email).toBe(TWO_WAY.email);
  });
});

describe('registration and verification', () => {
  it('joins an existing company: verifies the email, waits for approval, and is let in by a user manager', async () => {
    // The company to join: the demo buyer's employer; the buyer manages its users.
    const buyer = await journey.open();
    await new LoginScreen(buyer.page).signIn('buyer@demo.test', DEMO_PASSWORD);
    await buyer.page.waitForURL((url) => url.pathname === '/dashboard');
    const companyId = (await storedAccount(buyer.page))!.employer_id;
    // The new hire is another visitor: a browser context of their own (clearing the buyer's
    // storage under the running app raced with the app writing it back).
    const { page } = await journey.open();

    const email = `new.hire.${Date.now()}@e2e.test`;
    await page.goto(`/register_one/${companyId}/`);
    // the join link names its company before anyone signs in
    await page.getByRole('heading', { name: 'Join Summit Electrical Contractors' }).waitFor();
    // Sent empty, the form answers in the spec's words, as the built app has them (core's
    // validation texts, installed by the web's entry: the build skipped core's own install once).
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('This field may not be blank.').count()).toBe(2);
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Hire');
    await page.getByRole('textbox', { name: 'Email' }).fill(email.replace('new.hire', 'New.Hire'));
    await page.getByLabel(/^Password/).fill('a-long-secret-2026');
    await page.getByLabel('Work phone').pressSequentially('3035550188');
    expect(await page.getByLabel('Work phone').inputValue()).toBe('(303) 555-0188');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created').waitFor();
    await page.getByText('Check your email').waitFor();

    const [link] = await inbox.waitFor(email, /https?:\/\/\S+\/verifyemail\?\S+/);
    await page.goto(link);
    // Signed in, but nothing of the company is readable until someone there approves.
    await page.waitForURL((url) => url.pathname === '/join_pending');
    await page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    await page.getByText('Dana Whitfield').waitFor();
    expect((await storedAccount(page))?.membership_status).toBe('pending');
    await page.goto('/projects');
    await page.waitForURL((url) => url.pathname === '/join_pending');

    await buyer.page.goto('/settings/company/members');
    const request = buyer.page.getByRole('article', { name: 'Request from Nia Hire' }).or(buyer.page.getByLabel('Request from Nia Hire'));
    await request.getByRole('button', { name: 'Approve' }).click();
    await buyer.page.getByText('Nia Hire can now work in the company').waitFor();

    await page.getByRole('button', { name: 'Check again' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // the refreshed account is stored as the dashboard loads: poll rather than read once
    await expect.poll(async () => (await storedAccount(page))?.membership_status, { timeout: 10_000 }).toBe('active');
  });

  it('explains a bad verification link and sends a new one', async () => {
    const { page } = await journey.open();
    await page.goto('/verifyemail?user_id=1&email_verification_code=not-a-code');
    await page.getByText('Please click Resend Validation Email to get a valid link.').waitFor();
    await page.getByRole('button', { name: 'Resend Validation Email' }).click();
    await page.getByText('Verification e-mail sent.').waitFor();
  });

  it('registers a new company in three steps, then the user, and verifies the email', async (ctx) => {
    // POST companies/ and ListCompany/ come with the companies issue (5).
    const probe = await fetch(`${journey.app.baseUrl}/api/v1/ListCompany/?search=Summit`);
    if (probe.status === 404) ctx.skip();
    const { page } = await journey.open();
    const email = `founder.${Date.now()}@e2e.test`;
    await page.goto('/register');
    await page.getByRole('link', { name: 'Register a new company' }).click();
    // /register has a "Company name" search field too: wait for the new page before typing.
    await page.waitForURL((url) => url.pathname === '/register_company/');
    await page.getByLabel('Website').waitFor();
    await page.getByLabel('Company name').fill(`Fresh Start Electric ${Date.now()}`);
    await page.getByLabel('Website').fill('https://www.fresh-start-electric.example');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Street address').fill('12 Spark Ave');
    await page.getByLabel('City').fill('Denver');
    await page.getByLabel('Zip / postal code').fill('80202');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('State is missing.').waitFor();
    await page.getByLabel('State / province').fill('CO');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /^(Next|None of these, continue)$/ }).click();
    await page.getByLabel('First name').fill('Fay');
    await page.getByLabel('Last name').fill('Founder');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('a-long-secret-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Account created').waitFor();
    await page.getByText('Check your email').waitFor();
    const [link] = await inbox.waitFor(email, /https?:\/\/\S+\/verifyemail\?\S+/);
    await page.goto(link);
    // a buyer who founds a company starts on the quick start checklist (direct_to_quick_start)
    await page.waitForURL((url) => url.pathname === '/quick_start_checklist');
  });
});

describe('password reset', () => {
  it('mails a reset link, sets the new password, signs in, and the new password works', async () => {
    const { page } = await journey.open();
    const login = new LoginScreen(page);
    await login.open();
    await page.getByLabel('Email').fill(FORGETFUL.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(FORGETFUL.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const [link] = await inbox.waitFor(FORGETFUL.email, /https?:\/\/\S+\/reset-password\?\S+/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('remembered-secret-2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('remembered-secret-2026');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // The link is single use; the new password signs in.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await login.signIn(FORGETFUL.email, 'remembered-secret-2026');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
