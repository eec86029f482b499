import { z } from 'zod';
import { rowIdQuerySchema } from './row-id';
import { findLayout, LAYOUT_NETWORKS } from '../layouts/catalogue';
import { DEFAULT_LOCALE, LOCALES } from '../constants';
import { TEMPLATE_TYPES } from './templates';

// GET /api/discover's query string. Apart from the template types so that a web chunk needing only those
// does not carry zod (like catalogue-queries.ts).

/** An empty filter (`type=`) means any, like a missing one. */
const filter = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A template's language; a missing or unknown one is the default, so older clients still get templates. */
const templateLanguage = z.preprocess(
  (value) => ((LOCALES as readonly unknown[]).includes(value) ? value : DEFAULT_LOCALE),
  z.enum(LOCALES),
);

/** GET /api/template/{hash}'s query string: the language its texts are wanted in (issue 24). */
export const templateQuerySchema = z.object({ lang: templateLanguage });
export type TemplateQuery = z.input<typeof templateQuerySchema>;

export const discoverQuerySchema = z.object({
  type: filter(z.enum(TEMPLATE_TYPES)),
  category: filter(rowIdQuerySchema),
  network: filter(z.enum(LAYOUT_NETWORKS)),
  /** A layout key of the catalogue: the browser's social network filter lists layouts (SPEC §2). */
  layout: filter(
    z
      .string()
      .max(100)
      .refine((key) => findLayout(key) !== undefined, 'Unknown layout'),
  ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** The interface language: templates are listed with their titles and thumbnails in it (issue 24). */
  lang: templateLanguage,
});
export type DiscoverQuery = z.input<typeof discoverQuerySchema>;
