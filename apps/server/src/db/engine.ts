import { PostgresAdapter, type Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/** Which engine a Kysely instance (or transaction) talks to, for the few statements that differ. */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
