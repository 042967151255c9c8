import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail';
import { publicBaseUrl } from '../../platform/urls';

/**
 * What the account and sign-in mails need, read from the request once in the route so the
 * services that send them never see the request: the db, the one-time-code secret, the mailer,
 * the request's log, and where the web app is reached.
 */
export interface Mailing {
  db: Db;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** An absolute link into the web app: link('/verifyemail', { user_id: 3 }). */
  link(path: string, params?: Record<string, string | number>): string;
}

export function mailingOf(request: FastifyRequest): Mailing {
  const base = publicBaseUrl(request);
  return {
    db: request.server.db,
    secret: request.server.config.sessionSecret,
    mailer: request.server.mailer,
    log: request.log,
    link: (path, params = {}) => {
      const url = new URL(path, base);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
      return url.toString();
    },
  };
}
