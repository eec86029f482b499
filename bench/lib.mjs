// Helpers shared by the benchmark scenarios: a throwaway server, a signed-in HTTP client, statistics.
import autocannon from 'autocannon';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The PostgreSQL server the tests use; the bench makes its own database there. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgres(work) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Null when PostgreSQL answers, else why not (the PostgreSQL rows are then left out, saying so). */
export async function postgresUnavailable() {
  try {
    await onPostgres((client) => client.query('select 1'));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A new empty database beside POSTGRES_URL's, and its URL. */
async function createBenchDatabase() {
  const name = `lienzo_bench_${randomBytes(5).toString('hex')}`;
  await onPostgres((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Starts the built server on a free loopback port with its own data folder (and, with `postgres`, its own
 * PostgreSQL database), as `workers` processes; `stop()` removes them.
 */
export async function startServer(port, { postgres = false, workers = 1 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lienzo-bench-'));
  const database = postgres ? await createBenchDatabase() : null;
  const child = spawn('node', [resolve(root, process.env.BENCH_SERVER ?? 'apps/server/dist/server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WORKERS: String(workers),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to a minute: migrations, seeds and the synthesised audio take 15 s on a busy 2-core machine.
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${url}/api/me`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    dataDir,
    databaseUrl: database?.url ?? null,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await onPostgres((client) => client.query(`drop database if exists ${database.name}`));
    },
  };
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client holding the session and anti-forgery cookies, signed up as a fresh user. Sign-ups are limited per
 * client address (20 a minute): past the limit it waits as long as the server's Retry-After says.
 */
export async function signedInClient(url) {
  const cookies = new Map();
  const remember = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const headers = () => ({
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
  });
  remember(await fetch(`${url}/api/me`));
  const call = async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...headers(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    remember(response);
    return response;
  };
  const email = `bench.${Date.now()}.${randomBytes(4).toString('hex')}@example.com`;
  const signUp = () => call('POST', '/api/auth/signup', { name: 'Bench', email, password: 'bench-password' });
  let signup = await signUp();
  for (let attempt = 0; signup.status === 429 && attempt < 3; attempt++) {
    await wait((Number(signup.headers.get('retry-after')) || 60) * 1000 + 500);
    signup = await signUp();
  }
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const me = (await signup.json()).data.user;
  return { call, headers, user: me };
}

/** What one autocannon run reports, latencies in ms. */
function summary(result, latencies) {
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  const errors = result.errors + result.timeouts;
  return {
    requests: result.requests.total,
    perSecond: result['2xx'] / seconds,
    p50: latencies ? percentile(latencies, 50) : result.latency.p50,
    p99: latencies ? percentile(latencies, 99) : result.latency.p99,
    p999: latencies ? percentile(latencies, 99.9) : result.latency.p99_9,
    errors,
    non2xx: result.non2xx,
    failures: result.non2xx + errors,
  };
}

/** Staggered autocannon instances that together send a fixed rate; see {@link hammer}. */
const RATE_PHASES = 10;

async function atFixedRate({ url, connections, amount, overallRate, requests }) {
  const phases = Math.max(1, Math.min(RATE_PHASES, Math.floor(overallRate), connections, amount));
  const share = (total, phase) => Math.floor(total / phases) + (phase < total % phases ? 1 : 0);
  const latencies = [];
  const results = await Promise.all(
    Array.from({ length: phases }, async (_, phase) => {
      await new Promise((r) => setTimeout(r, (phase * 1000) / phases));
      const instance = autocannon({
        url,
        connections: Math.min(share(connections, phase), share(amount, phase)),
        amount: share(amount, phase),
        overallRate: share(overallRate, phase),
        // autocannon's correction assumes a 1 ms interval whatever the rate; each send time is kept here.
        ignoreCoordinatedOmission: true,
        // autocannon keeps each built request on its request object: every instance gets its own.
        requests: requests.map((request) => ({ ...request })),
      });
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
      return instance;
    }),
  );
  const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
  return summary(
    {
      start: Math.min(...results.map((result) => new Date(result.start).getTime())),
      finish: Math.max(...results.map((result) => new Date(result.finish).getTime())),
      requests: { total: results.reduce((sum, result) => sum + result.requests.total, 0) },
      '2xx': total('2xx'),
      errors: total('errors'),
      timeouts: total('timeouts'),
      non2xx: total('non2xx'),
    },
    latencies,
  );
}

/**
 * Fires requests at `url` with autocannon (a load generator light enough to share the machine with the
 * server): `amount` requests, or for `duration` seconds, with `connections` in flight. With `overallRate`,
 * `amount` requests at that fixed number a second: autocannon sends each connection's share at the start of
 * every second, so the load is split over 10 instances started a tenth of a second apart, which spreads it
 * over the second; latencies then count from each request's sending. `setupRequest` may vary each request
 * and `onResponse` sees each answer (both get the connection's context). Latencies are in ms.
 */
export async function hammer({
  url,
  connections,
  amount,
  duration,
  overallRate,
  request,
  setupRequest,
  onResponse,
}) {
  const requests = [
    { ...request, ...(setupRequest ? { setupRequest } : {}), ...(onResponse ? { onResponse } : {}) },
  ];
  if (overallRate) return atFixedRate({ url, connections, amount, overallRate, requests });
  return summary(await autocannon({ url, connections, ...(amount ? { amount } : { duration }), requests }));
}

/** Loads `paths` in turn at `rate` requests a second for `seconds` on `connections`, with `headers`. */
export function walkPaths(url, paths, { rate, seconds, connections }, headers = {}) {
  let request = 0;
  return hammer({
    url,
    connections,
    amount: Math.round(rate * seconds),
    overallRate: rate,
    request: { method: 'GET', path: paths[0], headers },
    setupRequest: (next) => ({ ...next, path: paths[request++ % paths.length] }),
  });
}
