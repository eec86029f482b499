import { TEXT_LIMITS, type OAuthProvider } from '@lienzo/core';
import type { Kysely } from 'kysely';
import { NO_PASSWORD } from '../auth/password';
import type { Database } from '../db/types';
import type { OAuthProfile } from './profile';

/**
 * A user without an email the provider shares (Twitter never does) still needs the unique `users.email`: an
 * address under `.invalid` (RFC 2606), which no mail reaches and nobody can sign up with.
 */
function placeholderEmail(provider: OAuthProvider, providerUserId: string): string {
  return `${provider}-${providerUserId}@oauth.invalid`;
}

/**
 * The user this provider account signs in as, in one transaction: the one already linked to it; else the user
 * with its email when the provider vouches the email is verified (then linked); else a new user, linked.
 */
export async function findOrCreateOAuthUser(
  db: Kysely<Database>,
  provider: OAuthProvider,
  profile: OAuthProfile,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('oauth_accounts')
      .select('user_id')
      .where('provider', '=', provider)
      .where('provider_user_id', '=', profile.id)
      .executeTakeFirst();
    if (linked) return linked.user_id;
    const now = new Date().toISOString();
    const email = profile.email?.toLowerCase() ?? null;
    const existing =
      email && profile.emailVerified
        ? await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
        : undefined;
    const userId =
      existing?.id ??
      (
        await trx
          .insertInto('users')
          .values({
            name: profile.name.trim().slice(0, TEXT_LIMITS.userName) || provider,
            email: email && !(await emailTaken(trx, email)) ? email : placeholderEmail(provider, profile.id),
            password_hash: NO_PASSWORD,
            ...(profile.language ? { language: profile.language } : {}),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await trx
      .insertInto('oauth_accounts')
      .values({ user_id: userId, provider, provider_user_id: profile.id, email, created_at: now })
      .execute();
    return userId;
  });
}

/** An unverified email someone else already has is not theirs to take: the new user gets a placeholder. */
async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return (
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined
  );
}
