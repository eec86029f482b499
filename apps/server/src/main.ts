// The server process: configuration from the environment, migrations, seeds, then listen until a signal. With
// WORKERS > 1 this process prepares the data once and supervises that many serving workers.
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { loadAudioCatalogue } from './audio/catalogue-file';
import { resolveServerSecret } from './auth/server-secret';
import { readConfig, type ServerConfig } from './config';
import { createDatabase, databaseTarget } from './db/create-database';
import { detectFfmpeg } from './media/mp4';
import { stockProvider } from './images/stock-settings';
import { migrateToLatest } from './db/migrate';
import { loadInstagramAccounts, OfflineInstagramAccounts } from './instagram/accounts';
import { placesProvider } from './places/places-settings';
import { defaultPublishers } from './schedule/adapters/publishers';
import { scheduleBaseUrl } from './schedule/scheduler-settings';
import { runSeeds } from './seed/seeds';
import { superviseWorkers } from './cluster/supervise';
import { boundedClose, SHUTDOWN_GRACE_MS } from './http/bounded-close';
import { connectionsWithinFileLimit, openFileLimit } from './http/open-file-limit';
import { createRedis } from './http/redis';
import { openStorage } from './storage/open-storage';
import { runStorageSweep, startStorageSweeps } from './storage-sweep/storage-sweeps';

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
// Made (and kept in DATA_DIR) before any worker starts, so that every worker signs with the same secret.
const sessionSecret = resolveServerSecret(config.sessionSecret, config.dataDir);
const instagramAccounts = config.instagramAccountsFile
  ? await loadInstagramAccounts(config.instagramAccountsFile).catch((error: unknown) =>
      stop('INSTAGRAM_ACCOUNTS_FILE', error),
    )
  : null;
const audioTracks = config.audioCatalogue
  ? await loadAudioCatalogue(config.audioCatalogue.file).catch((error: unknown) =>
      stop('AUDIO_CATALOGUE_FILE', error),
    )
  : null;
// Checked at start, so that a wrong REDIS_URL stops the server instead of leaving every limit off.
const redis = config.redisUrl ? await createRedis(config.redisUrl) : null;
if (redis) await redis.connect().catch((error: unknown) => stop('REDIS_URL does not answer', error));
// Descriptors are per process, so the cap is too; the cap per address is shared by the workers, which the
// primary hands connections to in turn.
const fileLimit = openFileLimit();
const maxConnections = connectionsWithinFileLimit(config.maxConnections, fileLimit);
const maxConnectionsPerAddress = Math.ceil(config.maxConnectionsPerAddress / config.workers);
// Found once per process: without it saved videos stay WebM only and MP4 downloads answer 404.
const ffmpeg = await detectFfmpeg(config.ffmpeg);
const app = await buildApp({
  ffmpeg,
  mp4LeaseMs: config.mp4LeaseMs,
  // On PostgreSQL the jobs go to pg-boss there, so that every process and host shares them.
  jobs: {
    pgBoss:
      'postgresUrl' in databaseTarget(config.database)
        ? { connectionString: config.database, schema: config.jobSchema }
        : null,
    pollMs: config.scheduler.pollMs,
  },
  db,
  storage,
  webDist: config.webDist,
  logger: true,
  redis: redis ? { client: redis } : null,
  connectionLimits: { maxConnections, maxConnectionsPerAddress },
  authRateLimit: { max: config.authAttemptsPerMinute, timeWindow: 60_000 },
  trustProxy: config.trustProxy,
  environment: config.environment,
  instagram: new OfflineInstagramAccounts(instagramAccounts),
  places: placesProvider(config.places),
  sessionSecret,
  embedCrossSite: config.embedCrossSite,
  embedOrigins: config.embedOrigins,
  basePath: config.basePath,
  videoUploadMaxBytes: config.videoUploadMaxBytes,
  schedulerUrl: config.schedulerUrl,
  oauth: config.oauth,
  imageSearch: stockProvider(config.imageSearch) ?? undefined,
  audioCatalogue:
    config.audioCatalogue && audioTracks ? { tracks: audioTracks, mode: config.audioCatalogue.mode } : null,
  scheduler: {
    publishers: defaultPublishers({
      webhookUrl: config.scheduler.webhookUrl,
      webhookSecret: config.scheduler.webhookSecret,
      dataDir: config.dataDir,
      serverSecret: sessionSecret,
    }),
    baseUrl: scheduleBaseUrl({
      publicUrl: config.oauth.publicUrl,
      host: config.host,
      port: config.port,
      basePath: config.basePath,
    }),
    leaseMs: config.scheduler.leaseMs,
  },
});
const closeApp = boundedClose(app);
// While Redis is away the limits let requests through (http/rate-limits.ts); say so, and reconnect.
redis?.on('error', (error) =>
  app.log.error({ err: error }, 'REDIS_URL does not answer: rate limits are off'),
);
if (maxConnections < config.maxConnections && cluster.isPrimary)
  app.log.warn(
    { maxConnections, openFileLimit: fileLimit },
    'MAX_CONNECTIONS lowered to leave file descriptors for the database and files: raise the open-file limit',
  );
const sweepOptions = { db, storage, graceMs: config.storageSweepGraceMs, log: app.log };

try {
  if (cluster.isPrimary) {
    const migrated = await migrateToLatest(db);
    if (migrated.length) app.log.info({ migrations: migrated }, 'database migrated');
    const seeded = await runSeeds(db, storage);
    if (seeded.length) app.log.info({ seeds: seeded }, 'database seeded');
    // Files that crashes left without their row go before anything serves (and before workers fork).
    await runStorageSweep(sweepOptions);
    if (config.places.provider === 'http') app.log.info('location search through PLACES_API_URL');
    if (ffmpeg) app.log.info({ ffmpeg }, 'saved videos get an MP4 copy');
    else app.log.info('no ffmpeg with libx264 and aac (FFMPEG): videos are kept as WebM only');
    if (config.scheduler.webhookUrl) app.log.info('scheduled posts are delivered to SCHEDULER_WEBHOOK_URL');
    else app.log.info('no SCHEDULER_WEBHOOK_URL: scheduled posts are written to DATA_DIR/outbox');
    if (config.imageSearch.provider !== 'local')
      app.log.info({ provider: config.imageSearch.provider }, 'image search through a stock service');
  }
  if (cluster.isPrimary && config.workers > 1) {
    // The database stays open here for the periodic storage sweeps, which only this process runs.
    await app.close();
    redis?.disconnect();
    superviseWorkers(config.workers, app.log);
    app.log.info({ workers: config.workers }, 'starting the workers');
  } else await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'the server could not start');
  await db.destroy();
  process.exit(1);
}

const sweeps = cluster.isPrimary ? startStorageSweeps(sweepOptions) : null;

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
if (cluster.isPrimary)
  app.log.info(`Lienzo is running at http://${shownHost}:${config.port}${config.basePath}/`);

/** Past the grace period, a shutdown stuck elsewhere (a job that will not stop, the database) ends anyway. */
const SHUTDOWN_LIMIT_MS = SHUTDOWN_GRACE_MS + 5_000;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'the shutdown did not finish in time: exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  try {
    await closeApp();
    await sweeps?.stop();
    await db.destroy();
    redis?.disconnect();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean shutdown');
    process.exit(1);
  }
}
if (!(cluster.isPrimary && config.workers > 1)) {
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
