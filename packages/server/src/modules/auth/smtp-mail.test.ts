import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, TEST_PASSWORD } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

/** What the in-process SMTP server received: recipients and the raw message. */
interface ReceivedMail {
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
const inbox: ReceivedMail[] = [];

/** The text of a received mail with quoted-printable soft breaks and escapes undone. */
function bodyOf(mail: ReceivedMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMail(to: string): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const mail = inbox.filter((m) => m.to.includes(to)).at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to}`);
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  // The app's own mailer (nodemailer), configured the way SMTP_URL configures it.
  t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through a real SMTP server', () => {
  it('delivers the two-way code, which then signs the user in', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id);
    const step1 = await t.as(null)({ method: 'POST', url: '/api/v1/auth/LoginValidation/', payload: { email: account.email } });
    expect(step1.json().action).toBe('two_way_auth');
    const mail = await waitForMail(account.email);
    expect(bodyOf(mail)).toContain('Subject: Your authentication code');
    const code = bodyOf(mail).match(/authentication code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: account.email, password: TEST_PASSWORD, auth_code_from_user: code } });
    expect(login.statusCode).toBe(200);
  });

  it('delivers the verification link of a new account, which verifies it', async () => {
    const company = await makeCompany(t.db);
    const email = `smtp-${Date.now()}@example.test`;
    const res = await t.as(null)({
      method: 'POST',
      url: '/api/v1/accounts/',
      payload: { first_name: 'Sam', last_name: 'Tp', company: company.id, password: 'a-long-secret-1', email },
    });
    expect(res.statusCode).toBe(201);
    const link = new URL(bodyOf(await waitForMail(email)).match(/https?:\/\/\S+\/verifyemail\?\S+/)![0]);
    expect(link.searchParams.get('user_id')).toBe(String(res.json().id));
    const verify = await t.as(null)({
      method: 'POST',
      url: `/api/v1/accounts/${res.json().id}/activate_user/`,
      payload: { email_verification_code: link.searchParams.get('email_verification_code') },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().account.email_validation_status).toBe(true);
  });
});
