import { parseArgs } from 'node:util';
import { parseServiceFlags, SYSTEM_TYPES, type SystemType } from '@jobsite/core';
import { ConfigError, loadConfig } from './platform/config';
import type { openDatabase } from './platform/db';
// The database, the domain services and the demo seed are imported when a command needs them: a
// mistyped command or argument is answered at once instead of after loading the whole server.

const usage = `Usage: npm run manage -- <command> [options]

Commands:
  migrate                 apply database migrations
  seed-demo               create the demo companies and users
  create-user             create an account (and its company when new)
      --email E --password P --first-name F --last-name L --company "NAME"
      --system-type buyer|seller [--staff] [--services tool,prefab,inventory,temp_power] [--two-way-auth]
`;

class UsageError extends Error {}

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const { DataDirLockedError, lockDataDir, openDatabase } = await import('./platform/db');
  let unlock = () => {};
  try {
    if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new UsageError(err.message);
    throw err;
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || !v.trim()) throw new UsageError(`--${name} is required`);
  return v.trim();
}

async function createUser(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      company: { type: 'string' },
      'system-type': { type: 'string' },
      staff: { type: 'boolean', default: false },
      services: { type: 'string', default: '' },
      'two-way-auth': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const email = required(values, 'email').toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new UsageError(`--email "${email}" is not a valid email address`);
  const password = required(values, 'password');
  if (password.length < 8) throw new UsageError('--password must be at least 8 characters');
  const systemType = required(values, 'system-type');
  if (!(SYSTEM_TYPES as readonly string[]).includes(systemType)) throw new UsageError('--system-type must be buyer or seller');
  const { flags, unknown } = parseServiceFlags(values.services ?? '');
  if (unknown.length) throw new UsageError(`unknown service(s): ${unknown.join(', ')} (choose from tool, prefab, inventory, temp_power)`);
  const companyName = required(values, 'company');

  const [{ eq }, { companies }, { createAccount, findAccountByEmail }, { createCompany }] = await Promise.all([
    import('drizzle-orm'),
    import('./db/schema/index'),
    import('./modules/accounts/service'),
    import('./modules/companies/service'),
  ]);
  await withDatabase(async ({ db }) => {
    const id = await db.transaction(async (tx) => {
      if (await findAccountByEmail(tx, email)) throw new UsageError(`an account with email ${email} already exists`);
      let [company] = await tx.select().from(companies).where(eq(companies.name, companyName)).limit(1);
      if (!company) {
        company = await createCompany(tx, {
          name: companyName,
          systemType: systemType as SystemType,
          services: flags,
          twoWayAuth: values['two-way-auth'],
          isVerified: true,
        });
      } else if (company.systemType !== systemType) {
        throw new UsageError(`company "${companyName}" exists as a ${company.systemType}, not a ${systemType}`);
      }
      const account = await createAccount(tx, {
        email,
        password,
        firstName: required(values, 'first-name'),
        lastName: required(values, 'last-name'),
        companyId: company.id,
        isStaff: values.staff,
        emailVerified: true,
      });
      return account.id;
    });
    console.log(id);
  });
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'migrate':
      await withDatabase(async () => console.log('Migrations applied.'));
      return;
    case 'seed-demo':
      await withDatabase(async ({ db }) => {
        const [{ seedDemo }, { createStorage }] = await Promise.all([import('./seed/demo'), import('./platform/storage')]);
        const config = loadConfig();
        const { logins } = await seedDemo(db, { storage: createStorage(config.storage, config.dataDir) });
        console.log(['Demo data created. Logins:', ...logins.map((l) => `  ${l.email} / ${l.password} (${l.role})`)].join('\n'));
      });
      return;
    case 'create-user':
      await createUser(rest);
      return;
    case undefined:
    case 'help':
    case '--help':
      console.log(usage);
      return;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

run(process.argv.slice(2)).catch((err) => {
  if (err instanceof UsageError || err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`Error: ${err.message}\n\n${usage}`);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
