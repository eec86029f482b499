import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { requireWhenUsed } from '../require-when-used';
import { NulFreeTextPlugin } from './nul-free-text';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import { sqliteFileGuard } from './sqlite-file-guard';
import { CachedStatementDatabase, STATEMENT_CACHE_SIZE } from './statement-cache';
import type { Database } from './types';

export type DatabaseTarget =
  | { sqliteFile: string }
  | {
      postgresUrl: string;
      /** Schema to work in (tests use a fresh one); default the server's search_path. */ schema?: string;
    };

const POSTGRES_URL = /^postgres(?:ql)?:\/\//;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A connection string chooses PostgreSQL; anything else is a SQLite file path. */
export function databaseTarget(urlOrFile: string): DatabaseTarget {
  return POSTGRES_URL.test(urlOrFile) ? { postgresUrl: urlOrFile } : { sqliteFile: urlOrFile };
}

export function createDatabase(target: string | DatabaseTarget): Kysely<Database> {
  const resolved = typeof target === 'string' ? databaseTarget(target) : target;
  if ('sqliteFile' in resolved)
    return new Kysely<Database>({
      dialect: new SqliteDialect({
        database: new CachedStatementDatabase(
          openSqlite(resolved.sqliteFile),
          STATEMENT_CACHE_SIZE,
          sqliteFileGuard(resolved.sqliteFile),
        ),
      }),
      plugins: [new NulFreeTextPlugin()],
    });
  if (resolved.schema !== undefined && !SCHEMA_NAME.test(resolved.schema))
    throw new Error(`bad schema name ${resolved.schema}`);
  const { Pool } = requireWhenUsed<typeof pg>('pg');
  const pool = new Pool({
    connectionString: resolved.postgresUrl,
    max: 10,
    ...(resolved.schema ? { options: `-c search_path=${resolved.schema}` } : {}),
  });
  // A connection that breaks while idle (PostgreSQL restarted, the connection terminated) is dropped by the pool,
  // which then emits 'error': unheard, that event would end the whole server. The next query connects anew.
  pool.on('error', (error) => {
    process.emitWarning(`an idle PostgreSQL connection broke and was dropped: ${error.message}`);
  });
  // The same on a connection a request holds between two queries (in a transaction, or while a save stores its
  // file): the request's next query fails, and the pool drops the broken connection when it is given back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`a PostgreSQL connection in use broke: ${error.message}`);
    });
  });
  return new Kysely<Database>({
    dialect: new OwnSchemaPostgresDialect({ pool }),
    plugins: [new NulFreeTextPlugin()],
  });
}

function openSqlite(file: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(file);
  // WAL lets readers run beside the writer; FULL syncs every commit so an acknowledged save survives a crash.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; searches must fold "É" like PostgreSQL does.
  database.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return database;
}
