// GET /api/editor/searchLocations?query= (SPEC §5 location search, §7 "a list of places with name").
import { z } from 'zod';

/** The longest query the location search takes. */
export const PLACES_QUERY_MAX_LENGTH = 100;
/** The most places one search answers. */
export const PLACES_MAX_RESULTS = 20;

/**
 * The search's parameters: a query of 1 to 100 characters that is not only spaces (SPEC §5: no search for an
 * empty query), and the language to name countries in (the signed-in user's, else English, by default).
 */
export const placesQuerySchema = z.object({
  query: z
    .string()
    .max(PLACES_QUERY_MAX_LENGTH)
    .refine((value) => value.trim() !== '', 'must not be empty')
    .transform((value) => value.trim()),
  locale: z.enum(['en', 'es']).optional(),
});
