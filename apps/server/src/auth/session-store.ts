import { createHash, randomBytes } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types';

export const SESSION_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The user a session cookie stands for. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  language: string;
  last_login: string | null;
}

/** Only the hash is stored: whoever reads the table cannot replay a cookie. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user; returns the cookie token (32 random bytes, base64url) and its expiry. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId(token),
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
      })
      .execute();
  });
  return { token, expires };
}

function sessionUserQuery(db: Kysely<Database>, id: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.language', 'users.last_login'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now);
}

// Marks for where each value goes in the compiled SQL: a private-use character no token or date holds (not NUL,
// which the database layer strips from every bound text).
const ID = '\u{F8FF}session id';
const NOW = '\u{F8FF}now';

/**
 * The session lookup's SQL, built once per database: it runs before every request, and building and compiling
 * it with Kysely cost more than SQLite's answer. The order of its parameters is read from the compiled query.
 */
const sessionUserStatements = new WeakMap<Kysely<Database>, { sql: string; order: string[] }>();

function sessionUserStatement(db: Kysely<Database>): { sql: string; order: string[] } {
  let statement = sessionUserStatements.get(db);
  if (!statement) {
    const { sql, parameters } = sessionUserQuery(db, ID, NOW).compile();
    statement = { sql, order: parameters.map(String) };
    sessionUserStatements.set(db, statement);
  }
  return statement;
}

export async function findSessionUser(db: Kysely<Database>, token: string): Promise<SessionUser | null> {
  if (!TOKEN.test(token)) return null;
  const { sql, order } = sessionUserStatement(db);
  const values: Record<string, string> = { [ID]: sessionId(token), [NOW]: new Date().toISOString() };
  const { rows } = await db.executeQuery<SessionUser>(
    CompiledQuery.raw(
      sql,
      order.map((name) => values[name]),
    ),
  );
  return rows[0] ?? null;
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  await db.deleteFrom('sessions').where('id', '=', sessionId(token)).execute();
}
