import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CachedStatementDatabase } from './statement-cache';
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
      dialect: new SqliteDialect({ database: new CachedStatementDatabase(openSqlite(resolved.sqliteFile)) }),
    });
  if (resolved.schema !== undefined && !SCHEMA_NAME.test(resolved.schema))
    throw new Error(`bad schema name ${resolved.schema}`);
  const pool = new pg.Pool({
    connectionString: resolved.postgresUrl,
    max: 10,
    ...(resolved.schema ? { options: `-c search_path=${resolved.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
