import { removeAdminToken, writeAdminToken } from './cli/admin-token-file.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { survivingDatabaseOutages } from './db/database-outage-rejections.js';
import { withEmbeddedProviders } from './adapters/identity/embedded-providers.js';

// The process: read the configuration, open the database (migrating it), build the app, listen,
// and on SIGINT/SIGTERM stop taking requests, finish the running ones and close the database.

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(problem);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  // Until the app's logger exists, MockPass's start-up lines go to the console.
  let log = (line: string): void => console.warn(line);
  const embedded = await withEmbeddedProviders(configOrExit(), (line) => log(line));
  const config = embedded.config;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    // PostgreSQL's own words ("terminating connection due to administrator command"), no data.
    onIdleConnectionLost: (error) => log(`Database connection lost while idle: ${error.message}`),
  });
  // `npm run accounts` reaches this process through a loopback route with this token.
  const adminToken = await writeAdminToken(config.adminTokenFile);
  const app = await buildApp({ config, db: database.db, adminToken });
  app.addHook('onClose', () => removeAdminToken(config.adminTokenFile));
  log = (line) => app.log.info(line);
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', () => embedded.stop());
  app.log.info(
    database.engine === 'pglite'
      ? `Database: embedded PGlite in ${config.pgliteDataDir}`
      : 'Database: PostgreSQL (DATABASE_URL)',
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on(
    'unhandledRejection',
    survivingDatabaseOutages((line) => app.log.warn(line)),
  );

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
