import { DEFAULT_LOCALE, LOCALES, type Locale, type MeAnswer } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { listBoards } from '../boards/boards';
import { listFonts } from '../fonts/fonts';

function asLocale(language: string | undefined): Locale {
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}

/** The answer of GET /api/me, also given by sign-up and sign-in (SPEC §3 "User info"). */
export async function loadMe(db: Kysely<Database>, userId: number | null): Promise<MeAnswer> {
  if (userId === null) return { user: null, lang: DEFAULT_LOCALE };
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'language', 'last_login'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return { user: null, lang: DEFAULT_LOCALE };
  const [boards, fonts, count] = await Promise.all([
    listBoards(db, userId),
    listFonts(db, userId),
    db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('is_template', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  const language = asLocale(user.language);
  return {
    user: { ...user, language, boards, fonts, quotes_count: Number(count.count) },
    lang: language,
  };
}
