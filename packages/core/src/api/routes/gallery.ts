// The user's gallery (SPEC §7 `/api/feed?page={n}&query`) and favourites (our extension).
import { z } from 'zod';
import { favoriteSchema, favoritesQuerySchema, feedQuerySchema, POST_TYPES } from '../contract';
import { defineRoute } from './define';

/** One row of the gallery (GET /api/feed). */
export const designSummarySchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  image: z.string(),
  title: z.string(),
  post_type: z.enum(POST_TYPES),
  board_id: z.number().int().nullable(),
  width: z.number(),
  height: z.number(),
  /** How many pages it has (a carousel's pictures); 1 for most designs. */
  page_count: z.number().int(),
  /** How many sizes of it there are (itself and its magic-resize copies); 1 when it has no others. */
  sizes: z.number().int().optional(),
  updated_at: z.string(),
  /** Whether the caller marked it as a favourite (the gallery's heart). */
  favorite: z.boolean().optional(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

/** GET /api/feed: a page of the gallery and where the next one starts (null after the last page). */
export const galleryPageSchema = z.object({
  items: z.array(designSummarySchema),
  next_cursor: z.string().nullable(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

export const feedRoute = defineRoute({
  method: 'GET',
  path: '/api/feed',
  summary: "The user's designs, 20 a page",
  signedIn: true,
  rateLimited: false,
  query: feedQuerySchema,
  answer: galleryPageSchema,
});

export const setFavoriteRoute = defineRoute({
  method: 'POST',
  path: '/api/editor/favorite',
  summary: 'Mark or unmark a design as favourite',
  signedIn: true,
  rateLimited: false,
  body: favoriteSchema,
  answer: z.object({ design_id: z.number().int(), favorite: z.boolean() }),
  failures: [404],
});

export const favoritesRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/favorites',
  summary: "The user's favourite designs",
  signedIn: true,
  rateLimited: false,
  query: favoritesQuerySchema,
  answer: z.object({ items: z.array(designSummarySchema) }),
});
