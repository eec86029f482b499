// What the drawers list (SPEC §2): audio tracks, icon categories and icons, emojis, and the photo search.
import { z } from 'zod';
import { AUDIO_CATEGORIES } from '../../audio/tracks';
import { ICON_KINDS } from '../catalogue';
import { emojisQuerySchema, iconsQuerySchema } from '../catalogue-queries';
import { imageSearchQuerySchema } from '../images';
import { defineRoute } from './define';

/** One track of GET /api/editor/audios (SPEC §3 "Audio track"); `category` is empty for a track of none. */
export const audioTrackSchema = z.object({
  name: z.string(),
  /** A path on this site, e.g. `/audios/rock.wav`. */
  src: z.string(),
  category: z.union([z.enum(AUDIO_CATEGORIES), z.literal('')]),
});
export type AudioTrack = z.infer<typeof audioTrackSchema>;

/** An icon category of the Icons drawer (SPEC §2, §7 `GET /api/editor/iconsCategories`). */
export const iconCategorySchema = z.object({ id: z.string(), name: z.string(), name_es: z.string() });
export type IconCategory = z.infer<typeof iconCategorySchema>;

/** One icon of a category: a same-site SVG the editor adds as a vector or an illustration. */
export const iconItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  kind: z.enum(ICON_KINDS),
});
export type IconItem = z.infer<typeof iconItemSchema>;

/** An emoji of the catalogue (SPEC §3): keywords in English and Spanish separated by ' | '. */
export const emojiEntrySchema = z.object({
  no: z.number().int(),
  codes: z.string(),
  char: z.string(),
  name: z.string(),
  keywords: z.string(),
  /** Its twemoji SVG on this site. */
  url: z.string(),
});
export type EmojiEntry = z.infer<typeof emojiEntrySchema>;

/** One result of the image search (SPEC §7 stock photo search: query, page, 20 a page). */
export const imageSearchItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number(),
  height: z.number(),
  title: z.string(),
  /** Who took the picture, credited under it when the stock service asks for it (Unsplash, Pexels, Pixabay). */
  author: z.string().optional(),
  /** The author's page on the service, an `https://` address. */
  author_url: z.string().optional(),
  /** The service the picture comes from, e.g. `Unsplash`; absent for our own pictures. */
  source: z.string().optional(),
  /** The picture's page on the service, an `https://` address. */
  source_url: z.string().optional(),
});
export type ImageSearchItem = z.infer<typeof imageSearchItemSchema>;

export const audiosRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/audios',
  summary: 'The audio tracks',
  signedIn: false,
  rateLimited: false,
  answer: z.object({ items: z.array(audioTrackSchema) }),
});

export const iconsCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/iconsCategories',
  summary: 'The icon categories',
  signedIn: false,
  rateLimited: false,
  answer: z.object({ items: z.array(iconCategorySchema) }),
});

export const iconsRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/icons',
  summary: 'Icons of a category or search',
  signedIn: false,
  rateLimited: false,
  query: iconsQuerySchema,
  answer: z.object({ items: z.array(iconItemSchema) }),
  failures: [404],
});

export const emojisRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/emojis',
  summary: 'Emojis, searchable',
  signedIn: false,
  rateLimited: false,
  query: emojisQuerySchema,
  answer: z.object({ items: z.array(emojiEntrySchema) }),
});

export const searchImagesRoute = defineRoute({
  method: 'GET',
  path: '/api/images/search',
  summary: 'Search photos',
  signedIn: false,
  rateLimited: false,
  query: imageSearchQuerySchema,
  answer: z.object({ items: z.array(imageSearchItemSchema) }),
  failures: [502],
});
