import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CachedStatementDatabase } from './statement-cache';

describe('CachedStatementDatabase', () => {
  let connection: BetterSqlite3.Database;
  let prepared: string[];

  beforeEach(() => {
    connection = new BetterSqlite3(':memory:');
    connection.exec('create table t (id integer primary key, name text)');
    prepared = [];
    const prepare = connection.prepare.bind(connection);
    connection.prepare = ((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof connection.prepare;
  });
  afterEach(() => {
    if (connection.open) connection.close();
  });

  it('prepares each SQL text once, whatever the parameters', async () => {
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: new CachedStatementDatabase(connection) }),
    });
    for (const name of ['a', 'b', 'c']) await db.insertInto('t').values({ name }).execute();
    const names = [];
    for (const id of [1, 2, 3])
      names.push((await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst())?.name);
    expect(names).toEqual(['a', 'b', 'c']);
    expect(prepared.filter((source) => source.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((source) => source.startsWith('select'))).toHaveLength(1);
    await db.destroy();
    expect(connection.open).toBe(false);
  });

  it('forgets the oldest statement beyond its capacity', () => {
    const cache = new CachedStatementDatabase(connection, 2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1');
    cache.prepare('select 3');
    expect(cache.size).toBe(2);
    cache.prepare('select 2');
    cache.prepare('select 3');
    cache.prepare('select 1');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 1']);
  });

  it('runs two iterations of one query side by side', () => {
    connection.exec("insert into t (name) values ('a'), ('b')");
    const cache = new CachedStatementDatabase(connection);
    const first = cache.prepare('select name from t order by id').iterate([]);
    const second = cache.prepare('select name from t order by id').iterate([]);
    expect([first.next().value, second.next().value, first.next().value]).toEqual([
      { name: 'a' },
      { name: 'a' },
      { name: 'b' },
    ]);
    first.return?.();
    second.return?.();
  });

  it('asks before every write, INSERT … RETURNING included, and a refusal rolls the transaction back', async () => {
    let refuse = false;
    const asked: string[] = [];
    const cache = new CachedStatementDatabase(connection, 10, () => {
      asked.push(prepared.at(-1) ?? '');
      if (refuse) throw new Error('refused');
    });
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: cache }),
    });
    await db.insertInto('t').values({ name: 'a' }).returning('id').execute();
    await db.selectFrom('t').selectAll().execute();
    expect(asked).toEqual(['insert into "t" ("name") values (?) returning "id"']);

    refuse = true;
    const write = db.transaction().execute(async (trx) => {
      await trx.updateTable('t').set({ name: 'b' }).execute();
    });
    await expect(write).rejects.toThrow('refused');
    // BEGIN and ROLLBACK are not writes: the rollback ran, and the connection is out of the transaction.
    expect(connection.inTransaction).toBe(false);
    expect(await db.selectFrom('t').select('name').execute()).toEqual([{ name: 'a' }]);
    await db.destroy();
  });

  it('sees a column added after the statement was cached', async () => {
    const db = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: new CachedStatementDatabase(connection) }),
    });
    await sql`insert into t (name) values ('a')`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from t`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table t add column colour text default 'red'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, name: 'a', colour: 'red' }]);
    await db.destroy();
  });
});
