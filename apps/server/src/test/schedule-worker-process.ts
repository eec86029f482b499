// A schedule worker alone in a process of its own, for the crash test (schedule-worker-crash.test.ts): the
// database, the webhook and the lease come from the environment. Prints "ready" once it has started.
import Fastify from 'fastify';
import { createDatabase, type DatabaseTarget } from '../db/create-database';
import { defaultPublishers } from '../schedule/adapters/publishers';
import { ScheduleWorker } from '../schedule/schedule-worker';
import { LocalStorage } from '../storage/local-storage';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const db = createDatabase(JSON.parse(setting('SCHEDULE_TEST_DATABASE')) as DatabaseTarget);
const worker = new ScheduleWorker({
  db,
  storage: new LocalStorage(setting('SCHEDULE_TEST_FILES')),
  log: Fastify({ logger: { level: 'warn' } }).log,
  publishers: defaultPublishers({
    webhookUrl: setting('SCHEDULER_WEBHOOK_URL'),
    webhookSecret: setting('SCHEDULER_WEBHOOK_SECRET'),
    dataDir: setting('SCHEDULE_TEST_FILES'),
    serverSecret: setting('SCHEDULER_WEBHOOK_SECRET'),
  }),
  baseUrl: 'http://127.0.0.1',
  leaseMs: Number(setting('SCHEDULE_TEST_LEASE_MS')),
  pollMs: Number(setting('SCHEDULE_TEST_POLL_MS')),
  concurrency: Number(setting('SCHEDULE_TEST_CONCURRENCY')),
});
worker.start();
// The worker's timers do not keep a process alive (a server's socket does): this one waits for a signal.
const alive = setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  clearInterval(alive);
  void worker
    .stop()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
