import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountHold, API_TOKEN_FORBIDDEN_MESSAGE, API_TOKEN_READ_ONLY_MESSAGE, messages } from '@jobsite/core';
import { loadApiToken } from './api-tokens';
import { ApiError, notAuthenticated, notFound } from './errors';
import { AUTH_CHANGED_CHANNEL, SessionCache } from './session-cache';
import { type AuthContext, hashToken, loadSession, loadSessionByHash, SESSION_COOKIE } from './sessions';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, its current company and permissions; null when anonymous. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes are authenticated unless they opt out with `config: { public: true }`. */
    public?: boolean;
    /** For endpoints another site posts to (the SAML assertion consumer); they check their own signatures. */
    csrfExempt?: boolean;
    /**
     * Calls an account on hold may make (unverified email, or a join request not yet approved):
     * signing out, reading itself and its standing, switching to a company it is active in.
     */
    allowHeld?: boolean;
    /** Calls only a signed-in person makes: no API token may (token, password, email, 2FA, account, user and group management). */
    personOnly?: boolean;
    /** A POST that only reads (a search with a body): a read-only API token may call it, and it leaves the cached sessions alone (platform/session-cache.ts). */
    readOnly?: boolean;
  }
}

const HOLD_MESSAGES = {
  verify_email: messages.holdVerifyEmail,
  membership_pending: messages.holdMembershipPending,
  membership_refused: messages.holdMembershipRefused,
  membership_deactivated: messages.holdMembershipDeactivated,
} as const;

/**
 * An account that has not verified its email, or whose request to join the company it acts
 * for is not approved, or whom a user manager deactivated there, reads and changes nothing of
 * that company: 403 with the reason.
 */
function refuseHeld(auth: AuthContext): void {
  const hold = holdOf(auth);
  if (hold !== 'none') throw new ApiError(403, { detail: HOLD_MESSAGES[hold] });
}

/** Why the session's account may read nothing of its company yet ('none': it may). */
export function holdOf(auth: AuthContext): ReturnType<typeof accountHold> {
  return accountHold({ isStaff: auth.account.isStaff, emailVerified: auth.account.emailValidationStatus, membership: auth.membershipStatus });
}

/** The caller's session; throws 401 on a route that somehow ran without one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}

function sameToken(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** The key of an `Authorization: Token <key>` header; null without one. */
function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Token\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * One hook authenticates every API request and enforces CSRF the way Django does:
 * the page reads the csrftoken cookie and echoes it in X-CSRFToken on unsafe methods.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const sessionCache = new SessionCache(app.config.sessionCacheMs ?? 0);
  const unlisten = await app.database.listen(AUTH_CHANGED_CHANNEL, () => sessionCache.clear());
  app.addHook('onClose', async () => {
    sessionCache.clear();
    await unlisten();
  });

  /** The session's context, from the cache or read once and kept (platform/session-cache.ts). */
  const sessionOf = async (token: string): Promise<AuthContext | null> => {
    if (!sessionCache.enabled) return loadSession(app.db, app.config.sessionSecret, token);
    const tokenHash = hashToken(app.config.sessionSecret, token);
    return sessionCache.load(tokenHash, () => loadSessionByHash(app.db, tokenHash));
  };

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/')) return;
    // An API path that only the web app's catch-all file route matches is an unknown call.
    if (!request.is404 && !request.routeOptions.url?.startsWith('/api/')) throw notFound();
    // Integrations send `Authorization: Token <key>`; a key that does not authenticate is refused outright.
    const apiKey = apiKeyOf(request);
    if (apiKey !== null) {
      request.auth = await loadApiToken(app.db, app.config.sessionSecret, apiKey);
      if (!request.auth) throw notAuthenticated();
    } else {
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.auth = await sessionOf(token);
    }

    if (!request.is404 && !request.routeOptions.config.public && !request.auth) throw notAuthenticated();
    if (request.auth && !request.is404 && !request.routeOptions.config.public && !request.routeOptions.config.allowHeld) refuseHeld(request.auth);
    if (request.auth?.apiTokenId !== undefined) {
      if (request.routeOptions.config.personOnly) throw new ApiError(403, { detail: API_TOKEN_FORBIDDEN_MESSAGE });
      if (request.auth.apiTokenScope === 'read_only' && UNSAFE.has(request.method) && !request.routeOptions.config.readOnly) throw new ApiError(403, { detail: API_TOKEN_READ_ONLY_MESSAGE });
    }

    // Token calls carry no cookies, so no other site can forge them: CSRF applies to sessions only.
    if (UNSAFE.has(request.method) && !request.routeOptions.config.csrfExempt && apiKey === null) {
      const cookie = request.cookies[CSRF_COOKIE];
      if (!cookie) throw new ApiError(403, { detail: messages.csrfMissingCookie });
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !sameToken(header, cookie)) {
        throw new ApiError(403, { detail: messages.csrfBadToken });
      }
    }
  });

  // A call that may have written drops the cached sessions before its answer leaves, so the
  // next call reads any change it made to accounts, companies, memberships or groups.
  app.addHook('onSend', async (request) => {
    if (UNSAFE.has(request.method) && !request.routeOptions.config?.readOnly) sessionCache.clear();
  });

  // Every response hands out a CSRF cookie when the browser has none yet.
  app.addHook('onSend', async (request, reply) => {
    if (request.cookies[CSRF_COOKIE] || reply.getHeader('set-cookie')?.toString().includes(`${CSRF_COOKIE}=`)) return;
    renewCsrfCookie(request, reply);
  });
}, { name: 'jobsite-auth' });

/** A fresh CSRF token at login, as Django rotates it: a token seen before sign-in is not reused after. */
export function renewCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('hex'), {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
}
