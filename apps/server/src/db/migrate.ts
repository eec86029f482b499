import { Migrator, sql, type Kysely } from 'kysely';
import { engineOf } from './engine';
import { MIGRATIONS } from './migrations';
import type { Database } from './types';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Brings the schema up to date; returns the names of the migrations that ran. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(engineOf(db) === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(
      `migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new MigrationError('PostgreSQL has no current schema: check search_path');
  return schema;
}
