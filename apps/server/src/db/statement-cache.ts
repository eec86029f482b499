import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct statement the server builds; search terms are parameters, not SQL text. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * A SQLite connection for Kysely that prepares each SQL text once. Kysely prepares every query anew, which cost
 * more than running it (a gallery page spent 17 % of its time compiling SQL). better-sqlite3 runs a statement
 * to completion synchronously, so one prepared statement can serve every request; streamed queries
 * (`iterate`) get their own statement, since a cached one could be asked again before its iteration ends.
 */
export class CachedStatementDatabase implements SqliteDatabase {
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  /**
   * `beforeWrite` runs before every statement that changes the database (INSERT … RETURNING included; BEGIN,
   * COMMIT and ROLLBACK are not writes): throwing refuses the write.
   */
  constructor(
    readonly connection: BetterSqlite3.Database,
    private readonly capacity = STATEMENT_CACHE_SIZE,
    private readonly beforeWrite: () => void = () => undefined,
  ) {}

  prepare(sql: string): SqliteStatement {
    const statement = this.cached(sql);
    const check = statement.readonly ? () => undefined : this.beforeWrite;
    return {
      reader: statement.reader,
      all: (parameters) => {
        check();
        return statement.all(parameters);
      },
      run: (parameters) => {
        check();
        return statement.run(parameters);
      },
      iterate: (parameters) => {
        check();
        return this.connection.prepare(sql).iterate(parameters);
      },
    };
  }

  close(): void {
    this.statements.clear();
    this.connection.close();
  }

  get size(): number {
    return this.statements.size;
  }

  private cached(sql: string): BetterSqlite3.Statement {
    const found = this.statements.get(sql);
    if (found) return found;
    const statement = this.connection.prepare(sql);
    // Beyond the capacity (more distinct statements than the server builds) the oldest one is forgotten.
    if (this.statements.size >= this.capacity) {
      const oldest = this.statements.keys().next().value;
      if (oldest !== undefined) this.statements.delete(oldest);
    }
    this.statements.set(sql, statement);
    return statement;
  }
}
