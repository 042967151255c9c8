import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. Ours depend on nothing in the
 * request (no CSP nonces, no directive computed per request), so every response gets the same
 * ones. @fastify/helmet built helmet's middleware again for every request (its CSP directives
 * parsed and written out each time): 6 % of the server's CPU on a light list call.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet's middleware runs synchronously; if a later version did not, the headers would be incomplete.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}

/** Sends `headers` with every response (errors and 404s too: they are set before routing). */
export function sendSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
