import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test/harness';
import { createTestSchema, dropTestSchema, TEST_POSTGRES_URL } from '../test/postgres';
import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate';
import type { Database } from './types';

const postgres = ENGINES.find((entry) => entry.engine === 'postgres')!;

describe.skipIf(postgres.skip)(`introspection in the connection's own schema [${postgres.label}]`, () => {
  let own: string;
  let other: string;
  let db: Kysely<Database>;

  beforeAll(async () => {
    [own, other] = await Promise.all([createTestSchema(), createTestSchema()]);
    db = createDatabase({ postgresUrl: TEST_POSTGRES_URL, schema: own });
    await sql`create table ${sql.id(other, 'elsewhere')} (id integer)`.execute(db);
    await sql`create table mine (id serial primary key, note text default 'x', kind text not null)`.execute(
      db,
    );
    await sql`create view mine_view as select id from mine`.execute(db);
    await sql`comment on column mine.note is 'a note'`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await Promise.all([dropTestSchema(own), dropTestSchema(other)]);
  });

  it('lists its own schema only: tables and views with their columns, never another schema', async () => {
    const tables = await db.introspection.getTables();
    expect(tables.map(({ name, schema, isView }) => ({ name, schema, isView }))).toEqual([
      { name: 'mine', schema: own, isView: false },
      { name: 'mine_view', schema: own, isView: true },
    ]);
    expect(tables[0]!.columns).toEqual([
      {
        name: 'id',
        dataType: 'int4',
        dataTypeSchema: 'pg_catalog',
        isNullable: false,
        hasDefaultValue: true,
        isAutoIncrementing: true,
      },
      {
        name: 'note',
        dataType: 'text',
        dataTypeSchema: 'pg_catalog',
        isNullable: true,
        hasDefaultValue: true,
        isAutoIncrementing: false,
        comment: 'a note',
      },
      {
        name: 'kind',
        dataType: 'text',
        dataTypeSchema: 'pg_catalog',
        isNullable: false,
        hasDefaultValue: false,
        isAutoIncrementing: false,
      },
    ]);
    expect(await db.introspection.getSchemas()).toEqual([{ name: own }]);
  });

  it("keeps kysely's migration tables out unless asked, and the migrator finds its own", async () => {
    await migrateToLatest(db);
    expect(await migrateToLatest(db)).toEqual([]);
    const plain = (await db.introspection.getTables()).map((table) => table.name);
    const all = (await db.introspection.getTables({ withInternalKyselyTables: true })).map(
      (table) => table.name,
    );
    expect(plain).not.toContain('kysely_migration');
    expect(all).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'designs']));
  });
});
