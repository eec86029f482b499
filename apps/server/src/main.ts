// The server process: configuration from the environment, migrations, seeds, then listen until a signal.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { ensureAudioTracks } from './audio/library';
import { resolveServerSecret } from './auth/server-secret';
import { readConfig } from './config';
import { createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { loadInstagramAccounts, OfflineInstagramAccounts } from './instagram/accounts';
import { runSeeds } from './seed/seeds';
import { LocalStorage } from './storage/local-storage';

const config = readConfig(process.env, import.meta.url);
mkdirSync(config.dataDir, { recursive: true });
const db = createDatabase(config.database);
const storage = new LocalStorage(resolve(config.dataDir, 'files'));
const instagramAccounts = config.instagramAccountsFile
  ? await loadInstagramAccounts(config.instagramAccountsFile).catch((error: unknown) => {
      console.error(`INSTAGRAM_ACCOUNTS_FILE: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    })
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
  videoUploadMaxBytes: config.videoUploadMaxBytes,
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
app.log.info(`Lienzo is running at http://${shownHost}:${config.port}`);

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
