// The server process: configuration from the environment, migrations, seeds, then listen until a signal.
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ensureAudioTracks } from './audio/library';
import { resolveServerSecret } from './auth/server-secret';
import { readConfig, type ServerConfig } from './config';
import { createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { loadInstagramAccounts, OfflineInstagramAccounts } from './instagram/accounts';
import { runSeeds } from './seed/seeds';
import { openStorage } from './storage/open-storage';

/** A wrong setting is the operator's to fix: say which, in one line, without a stack trace. */
function stop(what: string, error: unknown): never {
  console.error(`Lienzo cannot start: ${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig(process.env, import.meta.url);
} catch (error) {
  stop('configuration', error);
}
mkdirSync(config.dataDir, { recursive: true });
const storage = await openStorage(config.storage).catch((error: unknown) =>
  stop(`STORAGE=${config.storage.kind}`, error),
);
const db = createDatabase(config.database);
const instagramAccounts = config.instagramAccountsFile
  ? await loadInstagramAccounts(config.instagramAccountsFile).catch((error: unknown) =>
      stop('INSTAGRAM_ACCOUNTS_FILE', error),
    )
  : null;
const app = await buildApp({
  db,
  storage,
  webDist: config.webDist,
  logger: true,
  trustProxy: config.trustProxy,
  environment: config.environment,
  instagram: new OfflineInstagramAccounts(instagramAccounts),
  sessionSecret: resolveServerSecret(config.sessionSecret, config.dataDir),
  embedCrossSite: config.embedCrossSite,
  basePath: config.basePath,
  videoUploadMaxBytes: config.videoUploadMaxBytes,
  oauth: config.oauth,
});

try {
  const migrated = await migrateToLatest(db);
  if (migrated.length) app.log.info({ migrations: migrated }, 'database migrated');
  const seeded = await runSeeds(db, storage);
  if (seeded.length) app.log.info({ seeds: seeded }, 'database seeded');
  const tracks = await ensureAudioTracks(storage);
  if (tracks.length) app.log.info({ tracks }, 'audio tracks synthesised');
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'the server could not start');
  await db.destroy();
  process.exit(1);
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(`Lienzo is running at http://${shownHost}:${config.port}${config.basePath}/`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean shutdown');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
