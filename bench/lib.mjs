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
  const child = spawn('node', [resolve(root, 'apps/server/dist/server.mjs')], {
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
  for (let attempt = 0; attempt < 200; attempt++) {
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

/** A client holding the session and anti-forgery cookies, signed up as a fresh user. */
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
  const email = `bench.${Date.now()}@example.com`;
  const signup = await call('POST', '/api/auth/signup', { name: 'Bench', email, password: 'bench-password' });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const me = (await signup.json()).data.user;
  return { call, headers, user: me };
}

/**
 * Fires `amount` requests with `connections` in flight using autocannon (a load generator light enough to
 * share the machine with the server); `setupRequest` may vary each request. Latencies are in ms.
 */
export async function hammer({ url, connections, amount, request, setupRequest }) {
  const result = await autocannon({
    url,
    connections,
    amount,
    requests: [{ ...request, ...(setupRequest ? { setupRequest } : {}) }],
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
