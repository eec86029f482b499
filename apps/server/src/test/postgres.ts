import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where integration tests look for PostgreSQL (trust auth, user postgres, database test). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Null when PostgreSQL answers; otherwise why not, to print with the skipped tests. */
export async function postgresUnavailableReason(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error && error.message ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty schema, so test files never see each other's rows. */
export async function createTestSchema(): Promise<string> {
  const schema = `lienzo_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create schema ${schema}`));
  return schema;
}

export async function dropTestSchema(schema: string): Promise<void> {
  await withAdmin((client) => client.query(`drop schema if exists ${schema} cascade`));
}
