import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How every embedded database opens: the server's (platform/db.ts), the tests' migrated snapshot
 * (test/global-setup.ts) and the benchmark floor's, so all run the same PostgreSQL.
 *
 * - pg_trgm: the catalogue's and the BOM's trigram indexes.
 * - A 32 MB buffer pool instead of PostgreSQL's 128 MB: PGlite sets the pool up in WebAssembly at
 *   every open, and opening the demo folder took 1.21 s with 128 MB, 0.87 s with 32 MB (2-core AMD
 *   EPYC). Pages beyond the pool come from the OS file cache: the BOM benchmark (5,000 lines) and
 *   the catalogue's (200,000 items) answered within their run-to-run spread (decision record 019).
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
} satisfies PGliteOptions;
