import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { overdueToolsJob } from './modules/assets/overdue';
import { startDailyJobs } from './platform/daily-jobs';
import { startExportWorker, type ExportWorker } from './modules/exports/worker';
import { ANALYZE_INTERVAL_MS, DataDirLockedError, lockDataDir, openDatabase } from './platform/db';
import { withSessionSecret } from './platform/shared-secret';
import { seedDemoIfEmpty } from './seed/demo';

async function main(): Promise<void> {
  // Keeps the event loop busy until the server listens. Whenever the loop finds nothing to wait
  // for, Node first waits for V8's background work to finish; after PGlite opens, that is its
  // WebAssembly being compiled to optimised code on the other core, and the start would sit idle
  // for it (0.2-0.35 s, at the first file the set-up reads; decision record 019).
  const starting = setInterval(() => {}, 60_000);
  try {
    await start();
  } finally {
    clearInterval(starting);
  }
}

async function start(): Promise<void> {
  const loaded = loadConfig();
  const unlock = loaded.databaseUrl ? () => {} : lockDataDir(loaded.dataDir);
  const database = await openDatabase({ databaseUrl: loaded.databaseUrl, dataDir: loaded.dataDir }).catch((err) => {
    unlock();
    throw err;
  });
  const config = await withSessionSecret(loaded, database.db);
  const app = await buildApp({ config, database });

  let closing = false;
  let stopAnalyze = () => {};
  let stopJobs = () => {};
  let exportWorker: ExportWorker | undefined = undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopAnalyze();
    stopJobs();
    await exportWorker?.stop();
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const seeded = await seedDemoIfEmpty(app.db, app.storage);
  await app.listen({ port: config.port, host: config.host });
  // After listening: ANALYZE holds PGlite's one connection for about 0.6 s, so it runs at once only
  // on a folder with a table never analysed (a first start, a new table); otherwise the statistics
  // the previous run left serve the first calls and ANALYZE runs a minute later.
  stopAnalyze = await database.keepStatisticsFresh(ANALYZE_INTERVAL_MS, (err) => app.log.warn({ err }, 'ANALYZE failed'));
  const url = config.publicUrl ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  stopJobs = startDailyJobs(app.db, [overdueToolsJob(app.mailer, url)], (job, err) => app.log.error({ err, job }, 'daily job failed'));
  exportWorker = startExportWorker(app);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Jobsite Supply is running at ${url}`,
    `  Database: ${where}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (seeded) lines.push('', '  Demo data was created. Sign in with:', ...seeded.logins.map((l) => `    ${l.email} / ${l.password}   (${l.role})`));
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(78);
  }
  console.error(err);
  process.exit(1);
});
