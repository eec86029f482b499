import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../constants';

// The catalogue routes' query strings. Apart from the catalogue types so that the web app's first chunk,
// which needs the page sizes, does not carry zod.
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const searchQuery = z.string().max(100).default('');
/** The language names are given in (issue 24); a missing or unknown one is English. */
const lang = z.preprocess(
  (value) => ((LOCALES as readonly unknown[]).includes(value) ? value : DEFAULT_LOCALE),
  z.enum(LOCALES),
);

export const iconsQuerySchema = z.object({
  category: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]*$/, 'must be a category id')
    .default(''),
  query: searchQuery,
  page,
  lang,
});

export const emojisQuerySchema = z.object({ query: searchQuery, page, lang });
