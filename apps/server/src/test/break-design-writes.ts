// Failure injection for the "nothing half-stored" tests: a real error raised by the database itself.
import { sql } from 'kysely';
import type { TestServer } from './harness';

/** A real failure inside the database: a trigger that refuses every write to `designs`. */
export async function breakDesignWrites(server: TestServer): Promise<() => Promise<void>> {
  if (server.engine === 'sqlite') {
    await sql`create trigger refuse_insert before insert on designs begin select raise(abort, 'disk on fire'); end`.execute(
      server.db,
    );
    await sql`create trigger refuse_update before update on designs begin select raise(abort, 'disk on fire'); end`.execute(
      server.db,
    );
    return async () => {
      await sql`drop trigger refuse_insert`.execute(server.db);
      await sql`drop trigger refuse_update`.execute(server.db);
    };
  }
  await sql`create function refuse_write() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$`.execute(
    server.db,
  );
  await sql`create trigger refuse_write before insert or update on designs for each row execute function refuse_write()`.execute(
    server.db,
  );
  return async () => {
    await sql`drop trigger refuse_write on designs`.execute(server.db);
    await sql`drop function refuse_write()`.execute(server.db);
  };
}
