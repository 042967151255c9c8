import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { mailOutbox } from '../db/schema/index';
import type { Db } from './db';
import { loadNodemailer } from './lazy-modules';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (a purchase order's PDF); the outbox notes their names. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Text messages (two-way codes by SMS) go through the same outbox; a gateway plugs in here. */
  sendText(to: string, text: string): Promise<void>;
}

/**
 * Mail through nodemailer to SMTP_URL; without it, mail is written to the log and kept
 * in the outbox table. Every message is recorded in the outbox either way.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  // nodemailer is imported and the transport made on the first message (start-up, decision record 019).
  const smtpUrl = opts.smtpUrl;
  let transport: Promise<Transporter> | null = null;
  const transportOf = (url: string) => (transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(url)));
  return {
    async send(mail) {
      let status: 'sent' | 'logged' | 'failed' = 'logged';
      if (smtpUrl) {
        try {
          await (await transportOf(smtpUrl)).sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          opts.log.error({ err, to: mail.to }, 'mail could not be sent');
        }
      } else {
        opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments?.map((a) => a.filename) }, 'mail (no SMTP_URL set, kept in outbox)');
      }
      const attached = mail.attachments?.length ? `\n\n[attached: ${mail.attachments.map((a) => a.filename).join(', ')}]` : '';
      await opts.db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text + attached, status });
      if (status === 'failed') throw new Error('mail could not be sent');
    },
    async sendText(to, text) {
      opts.log.info({ to, text }, 'text message (no SMS gateway configured, kept in outbox)');
      await opts.db.insert(mailOutbox).values({ channel: 'text', recipient: to, body: text, status: 'logged' });
    },
  };
}
