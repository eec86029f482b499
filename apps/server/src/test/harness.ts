// Integration-test harness: the real app over a real database (a fresh SQLite file, or a fresh PostgreSQL
// schema when PostgreSQL answers), real local storage in a temp folder (or the storage a test gives), and clients that carry cookies and
// the anti-forgery header through `app.inject` like a browser would.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, type MeAnswer } from '@lienzo/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import type { PasswordCost } from '../auth/password';
import { createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/types';
import { LocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { createTestSchema, dropTestSchema, postgresUnavailableReason, TEST_POSTGRES_URL } from './postgres';

export type EngineName = 'sqlite' | 'postgres';

/**
 * The scrypt cost of the test servers' new password hashes, a sixteenth of production's: their tests sign up
 * ~800 accounts, which at production's cost were a tenth of the server tests' CPU. Verifying uses the cost stored
 * with each hash; `auth/password.test.ts` and the sign-up test at production's cost keep that cost proved.
 */
export const TEST_PASSWORD_COST: Readonly<PasswordCost> = { N: 1024, r: 8, p: 1 };

const postgresReason = await postgresUnavailableReason();
if (postgresReason)
  console.warn(`PostgreSQL not reachable at ${TEST_POSTGRES_URL} (${postgresReason}): skipped`);

export const ENGINES: ReadonlyArray<{ engine: EngineName; label: string; skip: boolean }> = [
  { engine: 'sqlite', label: 'SQLite', skip: false },
  {
    engine: 'postgres',
    label: postgresReason ? `PostgreSQL not reachable: skipped (${postgresReason})` : 'PostgreSQL',
    skip: postgresReason !== null,
  },
];

/** Runs a suite once per engine; the PostgreSQL one is skipped, with the reason in its name, when it is down. */
export function describeEachEngine(title: string, suite: (engine: EngineName) => void): void {
  for (const { engine, label, skip } of ENGINES)
    describe.skipIf(skip)(`${title} [${label}]`, () => suite(engine));
}

/** Where a test server keeps its files, and how a test lists them (keys, sorted). */
export interface TestStorage {
  storage: Storage;
  files(): Promise<string[]>;
}

type ExtraOptions = Omit<AppOptions, 'db' | 'storage' | 'sessionSecret'> & {
  sessionSecret?: string;
  /** A local folder in the server's temp directory by default. */
  storage?: TestStorage;
};

/** Every file under a local storage root, relative to it, sorted. */
export async function localFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await visit(path);
      else found.push(relative(root, path));
    }
  };
  await visit(root);
  return found.sort();
}

export class TestServer {
  app!: FastifyInstance;
  db!: Kysely<Database>;
  readonly storage: Storage;
  private readonly testStorage: TestStorage;
  private clients = 0;
  /** One secret for the server's whole life, so tokens stay valid across `restart()` as in production. */
  private readonly sessionSecret: string;

  private constructor(
    readonly engine: EngineName,
    readonly dir: string,
    private readonly schema: string | null,
    private readonly options: Omit<ExtraOptions, 'storage' | 'sessionSecret'>,
    testStorage: TestStorage | undefined,
    sessionSecret: string | undefined,
  ) {
    const root = join(dir, 'files');
    this.testStorage = testStorage ?? { storage: new LocalStorage(root), files: () => localFiles(root) };
    this.storage = this.testStorage.storage;
    this.sessionSecret = sessionSecret ?? randomBytes(32).toString('base64url');
  }

  static async start(engine: EngineName, options: ExtraOptions = {}): Promise<TestServer> {
    const dir = await mkdtemp(join(tmpdir(), 'lienzo-server-test-'));
    const schema = engine === 'postgres' ? await createTestSchema() : null;
    const { storage, sessionSecret, ...appOptions } = options;
    const server = new TestServer(engine, dir, schema, appOptions, storage, sessionSecret);
    await server.open();
    return server;
  }

  /** A new database handle and app over the same data, as after a process restart. */
  async restart(): Promise<void> {
    await this.app.close();
    await this.db.destroy();
    await this.open();
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.db.destroy();
    if (this.schema) await dropTestSchema(this.schema);
    await rm(this.dir, { recursive: true, force: true });
  }

  /** The prefix the app is mounted under (BASE_PATH), '' for none. */
  get basePath(): string {
    return this.options.basePath ?? '';
  }

  /** A browser of its own: its own cookies and its own address (so rate limits are per client). */
  client(): TestClient {
    this.clients += 1;
    return new TestClient(this, `10.0.${Math.floor(this.clients / 250)}.${(this.clients % 250) + 1}`);
  }

  async count(table: keyof Database): Promise<number> {
    const row = await this.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Every stored file by its storage key, sorted. */
  async files(): Promise<string[]> {
    return this.testStorage.files();
  }

  /**
   * What a failed request must leave untouched: the rows of every table (sessions aside: reading a page may
   * renew one), what each design says, and the stored files.
   */
  async snapshot(): Promise<{
    users: number;
    designs: number;
    boards: number;
    files: string[];
    rows: Record<string, number>;
    designRows: unknown[];
  }> {
    const rows = await this.rowCounts(
      (await this.tableNames()).filter((name) => name !== 'sessions' && !name.startsWith('kysely_')),
    );
    const designRows = await this.db
      .selectFrom('designs')
      .select([
        'id',
        'hash',
        'user_id',
        'board_id',
        'title',
        'post_type',
        'video_url',
        'image_key',
        'updated_at',
      ])
      .orderBy('id')
      .execute();
    return {
      users: rows.users!,
      designs: rows.designs!,
      boards: rows.boards!,
      files: await this.files(),
      rows,
      designRows,
    };
  }

  /**
   * This server's tables, sorted (on PostgreSQL, its own schema's), read from the catalogue: Kysely's introspection
   * also reads every column, a fifth of the PostgreSQL time of a server-project run for the snapshots alone.
   */
  private async tableNames(): Promise<string[]> {
    const catalogue = this.schema
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
      : sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
    const { rows } = await catalogue.execute(this.db);
    return rows.map((row) => row.name).sort();
  }

  /** The number of rows of each table in `names`, counted in one query. */
  private async rowCounts(names: readonly string[]): Promise<Record<string, number>> {
    if (names.length === 0) return {};
    const counts = sql.join(
      names.map((name) => sql`(select count(*) from ${sql.table(name)}) as ${sql.ref(name)}`),
    );
    const { rows } = await sql<Record<string, number | string>>`select ${counts}`.execute(this.db);
    return Object.fromEntries(names.map((name) => [name, Number(rows[0]?.[name])]));
  }

  /** Another handle on the same database, as another process would have; the caller destroys it. */
  connect(): Kysely<Database> {
    return this.schema
      ? createDatabase({ postgresUrl: TEST_POSTGRES_URL, schema: this.schema })
      : createDatabase({ sqliteFile: join(this.dir, 'lienzo.sqlite') });
  }

  /** How another process reaches this database: a SQLite file, or a PostgreSQL URL and schema. */
  get databaseTarget(): { sqliteFile: string } | { postgresUrl: string; schema: string } {
    return this.schema
      ? { postgresUrl: TEST_POSTGRES_URL, schema: this.schema }
      : { sqliteFile: join(this.dir, 'lienzo.sqlite') };
  }

  private async open(): Promise<void> {
    this.db = this.connect();
    await migrateToLatest(this.db);
    this.app = await buildApp({
      db: this.db,
      storage: this.storage,
      passwordCost: TEST_PASSWORD_COST,
      ...this.options,
      // On PostgreSQL the jobs run on pg-boss, as in production, its tables in this server's own schema.
      jobs: {
        ...(this.schema ? { pgBoss: { connectionString: TEST_POSTGRES_URL, schema: this.schema } } : {}),
        ...this.options.jobs,
      },
      sessionSecret: this.sessionSecret,
    });
  }
}

/** Starts a server for the enclosing describe block and stops it after; call the getter inside tests. */
export function useTestServer(engine: EngineName, options: ExtraOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await TestServer.start(engine, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server is not started');
    return server;
  };
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The anti-forgery header to send: the cookie's value by default, another value, or none at all. */
  csrf?: string | false;
  /** A raw body (string or bytes) instead of JSON. */
  payload?: string | Buffer;
}

let emails = 0;

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly server: TestServer,
    readonly remoteAddress: string,
  ) {}

  get csrfToken(): string | undefined {
    return this.cookies.get(CSRF_COOKIE);
  }

  async get(url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    return this.request('GET', url, undefined, options);
  }

  async post(url: string, body?: unknown, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    // Like the web client: the first call of a fresh browser picks up the anti-forgery cookie.
    if (!this.csrfToken) await this.get(`${this.server.basePath}/api/me`);
    return this.request('POST', url, body, options);
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.csrf === undefined ? this.csrfToken : options.csrf;
    if (method !== 'GET' && token !== false && token !== undefined) headers[CSRF_HEADER] = token;
    const inject: InjectOptions = {
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      cookies: Object.fromEntries(this.cookies),
    };
    if (options.payload !== undefined) inject.payload = options.payload;
    else if (body !== undefined) inject.payload = body as InjectOptions['payload'];
    const response = await this.server.app.inject(inject);
    for (const cookie of response.cookies) {
      const expired = cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Signs up a new account (unique email unless given) and keeps its session cookie. */
  async signUp(
    account: { name?: string; email?: string; password?: string } = {},
  ): Promise<NonNullable<MeAnswer['user']>> {
    emails += 1;
    const response = await this.post(`${this.server.basePath}/api/auth/signup`, {
      name: account.name ?? 'Ana',
      email: account.email ?? `user${emails}-${Date.now()}@example.com`,
      password: account.password ?? 'correct horse battery',
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    const { data } = response.json<{ data: MeAnswer }>();
    if (!data.user) throw new Error('sign-up answered no user');
    return data.user;
  }
}
