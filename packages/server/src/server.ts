/**
 * The process entry: `npm start` runs it compiled (dist/server/server.mjs,
 * scripts/build-server.mjs); `node --import tsx packages/server/src/server.ts`
 * runs the sources.
 * Reads the environment, opens and migrates the database, seeds an empty
 * one, listens, and shuts down cleanly on SIGTERM/SIGINT.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createPasswordHasher } from './accounts/password-hasher.ts';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { createDatabase } from './kernel/db/create-database.ts';
import { logFormat, loggerOptions } from './kernel/logging/index.ts';
import { pendingMigrations, runMigrations } from './kernel/db/run-migrations.ts';
import { createContentRepository } from './content/content-repository.ts';
import { createCalloutRepository } from './callouts/callout-repository.ts';
import { seedAccounts } from './seed/seed-accounts.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { checkStorage, checkUploadStore, StorageError } from './storage-check.ts';

/** How long in-flight requests get to finish before the process gives up on them. */
const shutdownTimeoutMs = 10_000;

/**
 * Resolves once the app and widgets are in STATIC_DIR. `npm start` on a
 * checkout not built yet (a fresh clone) builds them beside this start and
 * hands over that build here (scripts/start.mjs); the static folders are
 * looked up as the server boots, so it listens after them, and its first
 * answer is a whole server's. Run any other way, nothing is awaited.
 */
function assetsBuilt(): Promise<void> {
  const build = (globalThis as Record<symbol, unknown>)[Symbol.for('masthead.assetsBuilt')];
  return build instanceof Promise ? (build as Promise<void>) : Promise.resolve();
}

async function main(): Promise<void> {
  const config = loadConfig();
  await checkStorage(config.databaseUrl ? [] : [{ name: 'DATA_DIR', dir: config.dataDir }]);
  await checkUploadStore(config);
  const database = await openDatabase(config);
  const hasher = createPasswordHasher();
  const app = buildApp({
    config,
    database,
    // Readable lines on a terminal, JSON lines for a log shipper (LOG_FORMAT; kernel/logging/README.md).
    logger: loggerOptions({ level: config.logLevel, format: logFormat(config.logFormat, process.stdout.isTTY) }),
    trustProxy: config.trustProxy,
    hasher,
  });

  if (config.migrateOnStart) {
    const applied = await runMigrations(database.db);
    if (applied.length > 0) app.log.info({ applied }, 'Applied database migrations');
  } else {
    // Several servers on one database: `npm run migrate` runs once per release, before they start.
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      // Closed cleanly, so that PGlite's folder is free for `npm run migrate`.
      await database.close();
      throw new StorageError(
        `The database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}) ` +
          'and MIGRATE_ON_START is false: run `npm run migrate` once against it, then start the servers.',
      );
    }
  }
  const admin = await seedAccounts({
    db: database.db,
    hasher,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demo: config.seed,
  });
  if (admin) app.log.info({ email: admin.email }, 'Seeded the first superadmin');
  // After the accounts: some demo responses come from the demo logins.
  if (config.seed) {
    await seedDatabase({
      content: createContentRepository({ db: database.db }),
      siteUrl: siteUrl(config),
      log: app.log,
      callouts: createCalloutRepository({ db: database.db }),
      db: database.db,
    });
  }
  if (admin?.generatedPassword) {
    // On the console only, never in the log: it is a password.
    console.log(
      `\nFirst superadmin: ${admin.email}\nPassword: ${admin.generatedPassword}\n` +
        'Shown once. Log in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.\n',
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    const timer = setTimeout(() => {
      app.log.error(`Requests still open after ${shutdownTimeoutMs / 1000} s; closing them`);
      app.server.closeAllConnections();
      void database.close().finally(() => process.exit(1));
    }, shutdownTimeoutMs);
    timer.unref();
    try {
      // Stops accepting connections, answers 503 to new requests on kept-alive
      // ones, and resolves once every in-flight request has been answered.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await assetsBuilt();
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  console.log(`Masthead is listening on http://localhost:${port}`);
}

/** The database; on PGlite a data folder it cannot open is named, with what to do. */
async function openDatabase(config: Config) {
  try {
    return await createDatabase(config);
  } catch (error) {
    if (config.databaseUrl) throw error;
    throw new StorageError(
      `The database in ${join(config.dataDir, 'pglite')} could not be opened (${String(error)}). ` +
        'If it was copied or cut off mid-write, restore it from a backup, or move it aside to start with an empty one.',
      { cause: error },
    );
  }
}

// With PORT=0 the port is chosen at listen time, after seeding; SITE_URL
// states the public address explicitly in that case (and behind a proxy).
function siteUrl(config: Config): string {
  if (config.siteUrl) return config.siteUrl;
  return config.port === 0 ? 'http://localhost' : `http://localhost:${config.port}`;
}

main().catch((error: unknown) => {
  // A storage problem is the operator's to fix: the sentence, not a stack trace.
  console.error('Masthead could not start:', error instanceof StorageError ? error.message : error);
  process.exit(1);
});
