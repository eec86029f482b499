import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { EmbeddedQueue } from '../jobs/embedded-queue';
import type { JobQueue } from '../jobs/job-queue';
import { PgBossQueue } from '../jobs/pg-boss-queue';
import type { TestServer } from './harness';

/**
 * A job runner of its own on a test server's database, as another process would run: pg-boss on PostgreSQL,
 * else the embedded one (over `db`, the server's own handle unless given another). Never polls: it takes what
 * it queues, or what it finds at start and when it wakes.
 */
export function jobRunnerOn(server: TestServer, db: Kysely<Database> = server.db): JobQueue {
  const target = server.databaseTarget;
  const log = server.app.log;
  return 'schema' in target
    ? new PgBossQueue({ target: { connectionString: target.postgresUrl, schema: target.schema }, log })
    : new EmbeddedQueue({ db, log, pollMs: 0 });
}
