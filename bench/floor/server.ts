/**
 * The floor: bare Fastify with one route per captured call that runs exactly the statements our
 * server ran for it (same text, same bound values, same prepared-statement names, same row mode,
 * each sent after the statements ours had answered before sending it, in a transaction when ours was) and answers
 * JSON.stringify of the statements' rows. No ORM, no zod, no auth plugin, no logging. It reads the
 * session only if ours did in the captured request (that statement is then one of the replayed).
 *
 * Each call is answered at floorPath(its key), whatever its URL on ours.
 *
 * Run in its own process by bench/floor.ts:
 *   FLOOR_ROUTES=<file.json> (FLOOR_DATABASE_URL=postgres://... | FLOOR_PGLITE_DIR=<data folder copy>) PORT=... node --import tsx bench/floor/server.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { type CapturedCall, type CapturedStatement, floorPath } from './capture';

const routes = JSON.parse(readFileSync(process.env.FLOOR_ROUTES!, 'utf8')) as CapturedCall[];

// The result parsers drizzle gives both drivers: dates, timestamps, intervals and numeric[] stay text.
const RAW_TYPES = [1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182];

type Run = (s: CapturedStatement) => Promise<{ rows: unknown[] }>;
interface Runner {
  /** Runs `body` with a statement runner: on one connection inside a transaction when `transaction`. */
  with<T>(transaction: boolean, body: (run: Run) => Promise<T>): Promise<T>;
}

async function postgresRunner(url: string): Promise<Runner> {
  // The size of our server's pool (platform/db.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => (RAW_TYPES.includes(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format)),
  };
  const runOn =
    (q: pg.Pool | pg.PoolClient): Run =>
    (s) =>
      q.query({ name: s.name, text: s.text, values: s.values, rowMode: s.rowMode as 'array' | undefined, types } as pg.QueryConfig);
  return {
    async with(transaction, body) {
      if (!transaction) return body(runOn(pool));
      // Our BEGIN and COMMIT are among the captured statements: they run on this one connection.
      const client = await pool.connect();
      try {
        return await body(runOn(client));
      } finally {
        client.release();
      }
    },
  };
}

async function pgliteRunner(dataDir: string): Promise<Runner> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  // The same PostgreSQL settings as our server's embedded database.
  const { PGLITE_OPTIONS } = await import('../../packages/server/src/platform/pglite-options');
  const client = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: path.join(dataDir, 'pglite') });
  // Fresh statistics: the seed's VACUUM ANALYZE gave our server the same (Database.keepStatisticsFresh
  // runs ANALYZE at start only when a table was never analysed).
  await client.exec('ANALYZE');
  const parsers = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (v: string) => v]));
  const runOn =
    (q: Pick<typeof client, 'query'>): Run =>
    (s) =>
      q.query(s.text, s.values, { rowMode: (s.rowMode as 'array' | 'object' | undefined) ?? 'object', parsers });
  return {
    async with(transaction, body) {
      // PGlite's transaction() sends BEGIN and COMMIT itself, as it did for our server.
      return transaction ? client.transaction((tx) => body(runOn(tx))) : body(runOn(client));
    },
  };
}

const runner = process.env.FLOOR_DATABASE_URL ? await postgresRunner(process.env.FLOOR_DATABASE_URL) : await pgliteRunner(process.env.FLOOR_PGLITE_DIR!);
const app = Fastify({ logger: false });

app.get('/health', async () => ({ ok: true }));

for (const route of routes) {
  app.route({
    method: route.method,
    url: floorPath(route.key),
    handler: async (_request, reply) => {
      const results = await runner.with(route.transaction, async (run) => {
        // Each statement is sent once the statements ours had answered before sending it are answered.
        const answers: Promise<{ rows: unknown[] }>[] = [];
        route.statements.forEach((s, j) => {
          const deps = route.after[j];
          answers[j] = deps.length === 0 ? run(s) : deps.length === 1 ? answers[deps[0]].then(() => run(s)) : Promise.all(deps.map((i) => answers[i])).then(() => run(s));
        });
        return (await Promise.all(answers)).map((a) => a.rows);
      });
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(results));
    },
  });
}

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
const shutdown = () => void app.close().finally(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
