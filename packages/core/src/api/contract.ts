// Payloads of SPEC §7, shared by the web client and the server (the answers are in routes/).
import { z } from 'zod';
import { rowIdQuerySchema, rowIdSchema } from './row-id';
import { parseGalleryCursor } from './gallery-cursor';
import { ACCOUNT_LIMITS, FIELD_LIMITS } from '../limits';
import { APP_VERSION, LOCALES, TEXT_LIMITS } from '../constants';
import { instagramStickerSchema, MAX_INSTAGRAM_STICKERS } from '../objects/instagram-sticker';

export const POST_TYPES = ['IMAGE', 'video'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const EDITING_MODES = ['create', 'edit', 'clone'] as const;
export type EditingMode = (typeof EDITING_MODES)[number];

const id = rowIdSchema;
/**
 * How the saved picture starts. Its base64 is checked by the server as it decodes it: a pattern over a photo
 * design's 4 MB data URL took 20–30 ms of the server's CPU, more than all the rest of the save's JavaScript.
 */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** POST /api/save (SPEC §3 "Save payload"). The server decides the real editing mode (SPEC §4). */
export const savePayloadSchema = z.object({
  image: z.string().max(FIELD_LIMITS.pngDataUrl).startsWith(PNG_DATA_URL_PREFIX, 'must be a PNG data URL'),
  id: id.nullable().optional(),
  mode: z.enum(EDITING_MODES).optional(),
  board_id: id.nullable().optional(),
  layout: z.string().min(1).max(FIELD_LIMITS.layoutKey),
  network: z.string().max(FIELD_LIMITS.networkName).default(''),
  type: z.string().max(FIELD_LIMITS.networkName).default(''),
  width: z.number().int().positive().max(20_000),
  height: z.number().int().positive().max(20_000),
  editor: z.unknown(),
  app_version: z.literal(APP_VERSION),
  text_content: z.string().max(TEXT_LIMITS.textContent).default(''),
  keywords: z.string().max(TEXT_LIMITS.keywords).default(''),
  title: z.string().max(TEXT_LIMITS.designTitle).default(''),
  post_type: z.enum(POST_TYPES).default('IMAGE'),
  /** What the scheduler tells Instagram about each story sticker (SPEC §3 "Instagram sticker metadata"). */
  instagram_stickers: z.array(instagramStickerSchema).max(MAX_INSTAGRAM_STICKERS).default([]),
  /**
   * Our extension (issue 23, magic resize): a new design made as another size of one of the caller's designs
   * joins that design's sizes. Ignored when the save updates a design of the caller's.
   */
  resize_of: id.nullable().optional(),
});
export type SavePayload = z.input<typeof savePayloadSchema>;

/**
 * What a video is made of, as the editor keys it (issue 22): 64 hex digits of SHA-256. A save whose key is
 * the one its design's stored video has keeps that video: the editor neither records nor sends it again.
 */
export const videoFramesSchema = z
  .string()
  .max(64)
  .regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits');

/** The text fields of POST /api/editor/saveVideo (multipart, next to the file field `videoBlob`). */
export const saveVideoFieldsSchema = z.object({
  quote_id: z
    .string()
    .max(15)
    .regex(/^[1-9][0-9]{0,14}$/, 'must be a design id')
    .transform(Number)
    .pipe(rowIdSchema),
  /** The recording's frames key (optional: an older editor sends none). */
  frames: videoFramesSchema.optional(),
});

/** mp4 exists only where the server has ffmpeg: it is made from the WebM after a video is saved. */
export const DOWNLOAD_FORMATS = ['png', 'jpg', 'webm', 'mp4'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const DOWNLOAD_RESOLUTIONS = ['web', 'print'] as const;
export type DownloadResolution = (typeof DOWNLOAD_RESOLUTIONS)[number];

/** GET /download/{hash} (SPEC §7 navigation): web is the layout size, print twice that. */
export const downloadQuerySchema = z.object({
  format: z.enum(DOWNLOAD_FORMATS).default('png'),
  resolution: z.enum(DOWNLOAD_RESOLUTIONS).default('web'),
  /** A carousel's page, 1-based (issue 23): its picture alone; page 1 is the design's picture. */
  page: z.coerce.number().int().min(1).max(FIELD_LIMITS.pagesPerDesign).default(1),
});

/**
 * POST /api/designs/{id}/pages/{position}/image (issue 23): the picture of page 2 or later of a saved design,
 * sent after its save; the same PNG rules as the save's picture.
 */
export const pageImagePayloadSchema = z.object({
  image: z.string().max(FIELD_LIMITS.pngDataUrl).startsWith(PNG_DATA_URL_PREFIX, 'must be a PNG data URL'),
});
export type PageImagePayload = z.input<typeof pageImagePayloadSchema>;

/** The path parameters of that call: a design id and a page position, decimal digits only. */
export const pageImageParamsSchema = z.object({
  id: rowIdQuerySchema,
  position: z
    .string()
    .max(3)
    .regex(/^[1-9][0-9]{0,2}$/, 'must be a page number')
    .transform(Number)
    .pipe(z.number().int().min(2, 'page 1 is saved with the design').max(FIELD_LIMITS.pagesPerDesign)),
});

/** GET /download/{hash}?format=mp4 while the MP4 is still being made (HTTP 202). */
export interface Mp4Pending {
  status: 'pending';
  message: string;
  /** How far the MP4 is made, 0–1; null until ffmpeg has said (issue 22). */
  progress: number | null;
}

/** The 202 answer's header with {@link Mp4Pending.progress}, so a HEAD request reads it too. */
export const MP4_PROGRESS_HEADER = 'Lienzo-Mp4-Progress';

/** POST /api/me/language: stores the signed-in user's interface language (SPEC §1). */
export const languageSchema = z.object({ language: z.enum(LOCALES) });

export const boardCreateSchema = z.object({
  name: z.string().trim().min(1, 'name required').max(TEXT_LIMITS.boardName),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1).max(TEXT_LIMITS.userName),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .max(ACCOUNT_LIMITS.email)
    // `.invalid` (RFC 2606) reaches no mailbox; the server gives such addresses to provider accounts without one.
    .refine((email) => !email.endsWith('.invalid'), { message: 'must be an address that receives mail' }),
  password: z.string().min(8, 'must be at least 8 characters').max(ACCOUNT_LIMITS.password),
});
export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(ACCOUNT_LIMITS.email),
  password: z.string().min(1).max(ACCOUNT_LIMITS.password),
});

export const feedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  query: z.string().max(200).default(''),
  board_id: rowIdQuerySchema.optional(),
  /** The `next_cursor` of the previous page: the page after it, whatever was saved since (page is then ignored). */
  cursor: z
    .string()
    .max(64)
    .refine((cursor) => parseGalleryCursor(cursor) !== null, { message: 'not a gallery cursor' })
    .optional(),
});

/** POST /api/editor/favorite: marks or unmarks one of the caller's designs, or a template, as a favourite. */
export const favoriteSchema = z.object({
  design_id: rowIdSchema,
  favorite: z.boolean(),
});

export const favoritesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** GET /api/editor/designSizes?id= (our extension, issue 23): the sizes of one of the caller's designs. */
export const designSizesQuerySchema = z.object({ id: rowIdQuerySchema });

/** Design hashes are 16 lowercase letters and digits; anything else is an unknown hash. */
export const DESIGN_HASH = /^[a-z0-9]{16}$/;

/** POST /api/editor/deleteDesign (issue 11 gallery "delete"): one of the caller's own designs. */
export const deleteDesignSchema = z.object({ id });
