import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message text with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface Inbox {
  /** SMTP_URL for the app under test. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `to` received after `since` mails (default: any) whose text matches. */
  waitFor(to: string, match: RegExp, opts?: { since?: number; timeoutMs?: number }): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server in the test process: the app's mailer (nodemailer) delivers to it. */
export async function startSmtp(): Promise<Inbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decode(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, match, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
      for (;;) {
        const found = mails
          .slice(opts.since ?? 0)
          .filter((m) => m.to.includes(to.toLowerCase()))
          .map((m) => m.text.match(match))
          .find((m): m is RegExpMatchArray => m !== null);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${match} (received: ${mails.map((m) => m.to.join(',')).join('; ')})`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
