import type { Board } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function listBoards(db: Kysely<Database>, userId: number): Promise<Board[]> {
  return db.selectFrom('boards').select(['id', 'name']).where('user_id', '=', userId).orderBy('id').execute();
}

export async function createBoard(db: Kysely<Database>, userId: number, name: string): Promise<Board> {
  return db
    .insertInto('boards')
    .values({ user_id: userId, name, created_at: new Date().toISOString() })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}
