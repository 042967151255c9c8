import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { messages, REALTIME_PATH, type RealtimeEvent, versionSchema } from '@jobsite/core';
import { APP_VERSION } from './config';
import type { DbOrTx } from './db';
import { holdOf } from './auth';
import { type AuthContext, loadSession, loadSessionByHash, SESSION_COOKIE } from './sessions';

/**
 * Realtime: the websocket /checkin/V1 and the fan-out between server processes.
 *
 * A domain publishes an event inside its transaction (`publishRealtime`); it travels as a
 * PostgreSQL NOTIFY, which the database delivers only when the transaction commits, to
 * every server process (each LISTENs on one channel; on PGlite the one process). Each
 * process then pushes to the sockets it holds for the event's accounts.
 */
export const REALTIME_CHANNEL = 'jobsite_realtime';
const HEARTBEAT_MS = 30_000;
/** NOTIFY payloads must stay under 8000 bytes: targets go out in chunks. */
const TARGETS_PER_NOTIFY = 300;
const CLOSE_SESSION_ENDED = 4401;

export interface RealtimeTarget {
  accountId: number;
  /** The row the event is about (a notification id), when there is one. */
  ref?: number;
}
export interface PublishedEvent {
  topic: string;
  companyId: number;
  targets: RealtimeTarget[];
}
type Subscriber = (event: PublishedEvent) => Promise<void>;
/** What a domain tells a socket as soon as it connects (null: nothing), for the session that opened it. */
type Greeter = (auth: AuthContext) => Promise<RealtimeEvent | null>;

interface Connection {
  socket: WebSocket;
  accountId: number;
  tokenHash: string;
  alive: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Sends an event to every server process once the surrounding transaction commits. */
export async function publishRealtime(db: DbOrTx, event: PublishedEvent): Promise<void> {
  for (let i = 0; i < event.targets.length; i += TARGETS_PER_NOTIFY) {
    const chunk = event.targets.slice(i, i + TARGETS_PER_NOTIFY).map((t) => [t.accountId, t.ref ?? null]);
    const payload = JSON.stringify({ topic: event.topic, company_id: event.companyId, targets: chunk });
    await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
  }
}

function parsePayload(payload: string): PublishedEvent | null {
  try {
    const raw = JSON.parse(payload) as { topic?: unknown; company_id?: unknown; targets?: unknown };
    if (typeof raw.topic !== 'string' || typeof raw.company_id !== 'number' || !Array.isArray(raw.targets)) return null;
    const targets = (raw.targets as unknown[])
      .filter((t): t is [number, number | null] => Array.isArray(t) && typeof t[0] === 'number')
      .map(([accountId, ref]) => ({ accountId, ref: typeof ref === 'number' ? ref : undefined }));
    return { topic: raw.topic, companyId: raw.company_id, targets };
  } catch {
    return null;
  }
}

/** The identity of this deployment: the app version plus a digest of the built web app's index.html. */
export function deploymentVersion(webDist: string | undefined): string {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  if (!index || !existsSync(index)) return APP_VERSION;
  return `${APP_VERSION}+${createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 12)}`;
}

export class Realtime {
  private readonly byAccount = new Map<number, Set<Connection>>();
  private readonly subscribers = new Map<string, Subscriber[]>();
  private readonly greeters: Greeter[] = [];

  constructor(
    private readonly app: FastifyInstance,
    readonly version: string,
  ) {}

  /** A domain reacts to its topic in every process (e.g. notifications push the new row). */
  subscribe(topic: string, handler: Subscriber): void {
    this.subscribers.set(topic, [...(this.subscribers.get(topic) ?? []), handler]);
  }

  /**
   * A domain's first message to every new socket (the notifications send the unread count): the
   * page has it without asking again over HTTP when the socket (re)connects, and it is read after
   * the socket is registered, so nothing that changes it later goes unpushed.
   */
  onConnect(greeter: Greeter): void {
    this.greeters.push(greeter);
  }

  /** Sends a new socket the version and each domain's greeting. */
  async greet(conn: Connection, auth: AuthContext): Promise<void> {
    conn.socket.send(JSON.stringify({ type: 'version', version: this.version } satisfies RealtimeEvent));
    for (const greeter of this.greeters) {
      try {
        const message = await greeter(auth);
        if (message && conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
      } catch (err) {
        this.app.log.error({ err }, 'realtime greeting failed');
      }
    }
  }

  hasConnections(accountId: number): boolean {
    return (this.byAccount.get(accountId)?.size ?? 0) > 0;
  }

  connectionCount(): number {
    let n = 0;
    for (const set of this.byAccount.values()) n += set.size;
    return n;
  }

  /**
   * Pushes a message to this process's sockets of an account whose session acts for the
   * company. The session is read again (loadSessionByHash), so a socket whose session ended
   * (or whose account was deactivated) is closed, one that switched company stops receiving the
   * old company's events, and one of an account on hold (email not verified, membership pending
   * or refused: its API answers 403) receives none of the company's: only the version it was
   * greeted with, until the hold ends.
   */
  async sendTo(accountId: number, companyId: number, message: RealtimeEvent): Promise<number> {
    const conns = [...(this.byAccount.get(accountId) ?? [])];
    let sent = 0;
    for (const conn of conns) {
      const live = await loadSessionByHash(this.app.db, conn.tokenHash);
      if (!live) {
        conn.socket.close(CLOSE_SESSION_ENDED, 'session ended');
        continue;
      }
      if (live.company.id !== companyId || holdOf(live) !== 'none') continue;
      conn.socket.send(JSON.stringify(message));
      sent++;
    }
    return sent;
  }

  /** Handles a NOTIFY payload: each subscriber of its topic runs, only for accounts connected here. */
  async dispatch(payload: string): Promise<void> {
    const event = parsePayload(payload);
    if (!event) return;
    const local = event.targets.filter((t) => this.hasConnections(t.accountId));
    if (local.length === 0) return;
    for (const handler of this.subscribers.get(event.topic) ?? []) {
      try {
        await handler({ ...event, targets: local });
      } catch (err) {
        this.app.log.error({ err, topic: event.topic }, 'realtime subscriber failed');
      }
    }
  }

  add(conn: Connection): void {
    let set = this.byAccount.get(conn.accountId);
    if (!set) this.byAccount.set(conn.accountId, (set = new Set()));
    set.add(conn);
  }

  remove(conn: Connection): void {
    const set = this.byAccount.get(conn.accountId);
    set?.delete(conn);
    if (set && set.size === 0) this.byAccount.delete(conn.accountId);
  }

  /** Pings every socket; one that did not answer the last ping is gone and is dropped. */
  heartbeat(): void {
    for (const set of this.byAccount.values()) {
      for (const conn of set) {
        if (!conn.alive) {
          conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
      }
    }
  }

  closeAll(): void {
    for (const set of this.byAccount.values()) for (const conn of set) conn.socket.close(1001, 'server shutting down');
    this.byAccount.clear();
  }
}

/** A page of another site must not open a socket with our user's cookie (cross-site websocket hijacking). */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export const realtimePlugin = fp(async (app: FastifyInstance, opts: { webDist?: string }) => {
  const realtime = new Realtime(app, deploymentVersion(opts.webDist));
  app.decorate('realtime', realtime);
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  const unlisten = await app.database.listen(REALTIME_CHANNEL, (payload) => void realtime.dispatch(payload));
  const beat = setInterval(() => realtime.heartbeat(), HEARTBEAT_MS);
  beat.unref();
  app.addHook('onClose', async () => {
    clearInterval(beat);
    realtime.closeAll();
    await unlisten();
  });

  app.get(
    '/api/v1/version/',
    { config: { public: true }, schema: { tags: ['platform'], summary: 'The deployment version, for pages that poll instead of listening', response: { 200: versionSchema } } },
    async () => ({ version: realtime.version }),
  );

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!sameOrigin(request)) return reply.status(403).send({ detail: messages.permissionDenied });
        const token = request.cookies[SESSION_COOKIE];
        const auth = token ? await loadSession(app.db, app.config.sessionSecret, token) : null;
        if (!auth) return reply.status(401).send({ detail: messages.authRequired });
        request.auth = auth;
      },
    },
    (socket, request) => {
      const auth = request.auth!;
      const conn: Connection = { socket, accountId: auth.account.id, tokenHash: auth.tokenHash, alive: true };
      realtime.add(conn);
      socket.on('pong', () => (conn.alive = true));
      socket.on('close', () => realtime.remove(conn));
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => {});
      void realtime.greet(conn, auth);
    },
  );
}, { name: 'jobsite-realtime' });
