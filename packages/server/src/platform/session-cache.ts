import { SESSION_CACHE_MS } from './config';
import type { AuthContext } from './sessions';

/**
 * The session check without a database round trip on every call (decision 019).
 *
 * A signed-in page makes many calls a second; each used to join sessions, accounts,
 * companies, memberships and groups again. Here a session's context is kept for
 * SESSION_CACHE_MS, and dropped sooner whenever what it was read from may have changed:
 * - in every process: triggers on those five tables NOTIFY `AUTH_CHANGED_CHANNEL` when a
 *   statement commits (logout, password change, deactivation, a company switch, a group's
 *   permissions, a membership decision, a company's settings), and each process clears its cache;
 * - in this process, at once: after any call that may write (POST, PUT, PATCH, DELETE) the
 *   cache is cleared before the answer leaves, so the caller's next call never reads what the
 *   write replaced, even before the NOTIFY arrives.
 * Writes to those tables are rare next to reads, so clearing everything is cheap and leaves
 * no per-table bookkeeping to forget. SESSION_CACHE_MS=0 turns it off (the server tests do, as
 * they change those tables directly and read at once; the browser journeys run with it on).
 */
export const AUTH_CHANGED_CHANNEL = 'jobsite_auth_changed';
/** A bound on memory: past it the oldest entries go first. */
const MAX_ENTRIES = 20_000;

interface Entry {
  auth: AuthContext;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, one per token: the calls that ask while it runs wait for it instead of reading again. */
  private readonly loading = new Map<string, Promise<AuthContext | null>>();
  /** Moves at every clear(): a read that started before one is handed to its callers but not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A TTL of 0 turns the cache off: every call reads its session. */
  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(tokenHash: string): AuthContext | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.auth;
  }

  /** Keeps a loaded context, frozen: it is shared by the session's calls, none may change it. */
  set(auth: AuthContext): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    Object.freeze(auth.account);
    Object.freeze(auth.company);
    Object.freeze(auth.permissions);
    Object.freeze(auth.heldPermissions);
    Object.freeze(auth);
    this.entries.delete(auth.tokenHash);
    this.entries.set(auth.tokenHash, { auth, until: Math.min(this.now() + this.ttlMs, auth.expiresAt.getTime()) });
  }

  /**
   * The context of a session: kept, or read with `read` once for all the calls that ask while the
   * read runs (fifty calls arriving as an entry expires make one read, not fifty). A read that a
   * clear() overtook is not kept: it may have been answered before the write that cleared the
   * cache committed (a logout's, a deactivation's), and kept it would let that session through for
   * the cache's whole time.
   */
  load(tokenHash: string, read: () => Promise<AuthContext | null>): Promise<AuthContext | null> {
    const kept = this.get(tokenHash);
    if (kept) return Promise.resolve(kept);
    const running = this.loading.get(tokenHash);
    if (running) return running;
    const generation = this.generation;
    const loaded = read()
      .then((auth) => {
        if (auth && generation === this.generation) this.set(auth);
        return auth;
      })
      .finally(() => {
        if (this.loading.get(tokenHash) === loaded) this.loading.delete(tokenHash);
      });
    this.loading.set(tokenHash, loaded);
    return loaded;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }
}
