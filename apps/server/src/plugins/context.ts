import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { globalPlugin } from '../http/global-plugin';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    storage: Storage;
  }
}

/** The database and file storage every route reads and writes through. */
export const context = globalPlugin<{ db: Kysely<Database>; storage: Storage }>(
  async (app, { db, storage }) => {
    app.decorate('db', db);
    app.decorate('storage', storage);
  },
);
