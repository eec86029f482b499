import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import { engineOf } from '../engine';

/** An image row has its size and thumbnail; an audio row has its duration. */
const KIND_COLUMNS = sql`(kind = 'image' and width is not null and height is not null and thumb_key is not null)
  or (kind = 'audio' and duration is not null)`;

/**
 * Uploads of two kinds (SPEC §3 "uploads (images, backgrounds, audio)"): `kind` says which, an MP3 has a
 * `duration` and no width, height or thumbnail. PostgreSQL drops the NOT NULLs in place; SQLite cannot, so
 * there the table is rebuilt, keeping every row, its id and the id counter.
 */
export const uploadKinds: Migration = {
  async up(db: Kysely<unknown>) {
    if (engineOf(db) === 'postgres') {
      await db.schema
        .alterTable('uploads')
        .addColumn('kind', 'text', (column) =>
          column
            .notNull()
            .defaultTo('image')
            .check(sql`kind in ('image', 'audio')`),
        )
        .execute();
      // SQLite's `real` is 8 bytes; PostgreSQL's would be 4, so the same MP3 would list a different duration.
      await db.schema.alterTable('uploads').addColumn('duration', 'double precision').execute();
      for (const column of ['width', 'height', 'thumb_key'])
        await db.schema
          .alterTable('uploads')
          .alterColumn(column, (alter) => alter.dropNotNull())
          .execute();
      await db.schema
        .alterTable('uploads')
        .addCheckConstraint('uploads_kind_columns', KIND_COLUMNS)
        .execute();
      return;
    }
    await rebuildSqliteUploads(db, KINDS_TABLE);
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from uploads where kind = 'audio'`.execute(db);
    if (engineOf(db) === 'postgres') {
      await db.schema.alterTable('uploads').dropConstraint('uploads_kind_columns').execute();
      for (const column of ['width', 'height', 'thumb_key'])
        await db.schema
          .alterTable('uploads')
          .alterColumn(column, (alter) => alter.setNotNull())
          .execute();
      await db.schema.alterTable('uploads').dropColumn('duration').dropColumn('kind').execute();
      return;
    }
    await rebuildSqliteUploads(db, PICTURES_ONLY_TABLE);
  },
};

/** The columns every version of the table has, the ones copied across a rebuild. */
const SHARED_COLUMNS = sql.raw('id, user_id, key, thumb_key, width, height, bytes, created_at');

const KINDS_TABLE = sql`create table uploads_rebuilt (
  id integer primary key autoincrement,
  user_id integer not null references users (id) on delete cascade,
  key text not null unique,
  thumb_key text unique,
  width integer,
  height integer,
  bytes integer not null,
  created_at text not null,
  kind text not null default 'image' check (kind in ('image', 'audio')),
  duration real,
  constraint uploads_kind_columns check (${KIND_COLUMNS})
)`;

/** The table as 0003-uploads made it. */
const PICTURES_ONLY_TABLE = sql`create table uploads_rebuilt (
  id integer primary key autoincrement,
  user_id integer not null references users (id) on delete cascade,
  key text not null unique,
  thumb_key text not null unique,
  width integer not null,
  height integer not null,
  bytes integer not null,
  created_at text not null
)`;

/**
 * SQLite's documented way to change a column's constraints: a new table, the rows copied, the old one dropped
 * and the new one renamed. Ids are kept, and so is the counter, so a deleted upload's id is never reused.
 */
async function rebuildSqliteUploads(db: Kysely<unknown>, createTable: RawBuilder<unknown>): Promise<void> {
  await sql`savepoint upload_kinds`.execute(db);
  try {
    const counter = await sql<{
      seq: number;
    }>`select seq from sqlite_sequence where name = 'uploads'`.execute(db);
    await createTable.execute(db);
    await sql`insert into uploads_rebuilt (${SHARED_COLUMNS}) select ${SHARED_COLUMNS} from uploads`.execute(
      db,
    );
    await sql`drop table uploads`.execute(db);
    await sql`alter table uploads_rebuilt rename to uploads`.execute(db);
    const previous = counter.rows[0]?.seq;
    await sql`delete from sqlite_sequence where name = 'uploads'`.execute(db);
    if (previous !== undefined)
      await sql`insert into sqlite_sequence (name, seq) values ('uploads', ${previous})`.execute(db);
    await db.schema.createIndex('uploads_user_idx').on('uploads').columns(['user_id', 'id']).execute();
    await sql`release upload_kinds`.execute(db);
  } catch (error) {
    await sql`rollback to upload_kinds`.execute(db);
    await sql`release upload_kinds`.execute(db);
    throw error;
  }
}
