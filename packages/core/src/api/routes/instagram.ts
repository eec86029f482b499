// The Instagram sticker helpers (SPEC §5, §7): whether an account exists, and the location search.
import { z } from 'zod';
import { placesQuerySchema } from '../places';
import { defineRoute } from './define';

/** `exists` is what the editor reads; `username` is the normalised name that was checked. */
export const instagramAccountCheckSchema = z.object({
  exists: z.boolean(),
  username: z.string().optional(),
});
export type InstagramAccountCheck = z.infer<typeof instagramAccountCheckSchema>;

/** One place found: `name` is what a location sticker keeps (pz-button `location: {name}`, SPEC §3). */
export const placeSchema = z.object({ name: z.string() });
export type Place = z.infer<typeof placeSchema>;

export const checkInstagramAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/checkInstagramAccount',
  summary: 'Whether an Instagram account exists; a name no account can have simply does not',
  signedIn: false,
  rateLimited: false,
  // Anything else (a repeated parameter) is no username: the answer is then `exists: false`, never a 400.
  query: z.object({ username: z.string().max(100).optional().catch(undefined) }),
  answer: instagramAccountCheckSchema,
});

export const searchLocationsRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/searchLocations',
  summary: 'Places whose names match the query, at most 20, most populous first (data is a list)',
  signedIn: false,
  rateLimited: false,
  query: placesQuerySchema,
  answer: z.array(placeSchema),
  failures: [502],
});
