import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { SavedDesign } from '@lienzo/core';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestServer } from '../test/harness';

/** A real failure inside the database: a trigger that refuses every write to `designs`. */
async function breakDesignWrites(server: TestServer): Promise<() => Promise<void>> {
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

describeEachEngine('a save whose database write fails', (engine) => {
  const server = useTestServer(engine);

  it('removes the new image, keeps the old one, and answers a bare 500', async () => {
    const client = server().client();
    await client.signUp();
    const created = (await client.post('/api/save', savePayload(await makePng(64, 64, '#ff0000')))).json<{
      data: SavedDesign;
    }>().data;
    const imageBefore = (await client.get(`/designs/${created.hash}_o.png`)).rawPayload;
    const before = await server().snapshot();

    const repair = await breakDesignWrites(server());
    try {
      const update = await client.post(
        '/api/save',
        savePayload(await makePng(64, 64, '#0000ff'), { id: created.id }),
      );
      const create = await client.post('/api/save', savePayload(await makePng(64, 64, '#00ff00')));
      for (const response of [update, create]) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' },
        });
        expect(response.body).not.toContain('disk on fire');
      }
    } finally {
      await repair();
    }

    expect(await server().snapshot()).toEqual(before);
    expect((await client.get(`/designs/${created.hash}_o.png`)).rawPayload.equals(imageBefore)).toBe(true);
  });
});
