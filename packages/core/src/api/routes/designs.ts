// Designs (SPEC §3 "Design", §7 save, getEditorByHash, saveVideo; deleting, sizes and carousel pages extend §7).
import { z } from 'zod';
import { instagramStickerSchema } from '../../objects/instagram-sticker';
import {
  deleteDesignSchema,
  designSizesQuerySchema,
  pageImageParamsSchema,
  pageImagePayloadSchema,
  POST_TYPES,
  savePayloadSchema,
  saveVideoFieldsSchema,
} from '../contract';
import { boardSchema } from './boards';
import { defineRoute, multipartBody } from './define';

export const videoInfoSchema = z.object({
  video_url: z.string(),
  /** The frames key sent with the stored video; null when none was (a video saved before issue 22). */
  frames: z.string().nullable().optional(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

/** The answer of POST /api/save. */
export const savedDesignSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  image: z.string(),
  user_id: z.number().int(),
  post_type: z.enum(POST_TYPES),
  video: videoInfoSchema.nullable(),
});
export type SavedDesign = z.infer<typeof savedDesignSchema>;

/** The answer of GET /api/getEditorByHash/{hash}: the design with its editor document. */
export const designRecordSchema = savedDesignSchema.extend({
  board_id: z.number().int().nullable(),
  board: boardSchema.nullable(),
  title: z.string(),
  /** The design document (DESIGN.md §3), as stored. */
  editor: z.unknown(),
  text_content: z.string(),
  keywords: z.string(),
  layout: z.string(),
  width: z.number(),
  height: z.number(),
  /** The Instagram sticker metadata sent with the last save (SPEC §3); [] when none. */
  instagram_stickers: z.array(instagramStickerSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DesignRecord = z.infer<typeof designRecordSchema>;

/** One size of a design (magic resize): itself or a copy made for another layout. */
export const designSizeSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  image: z.string(),
  title: z.string(),
  layout: z.string(),
  width: z.number(),
  height: z.number(),
  page_count: z.number().int(),
});
export type DesignSize = z.infer<typeof designSizeSchema>;

/** Where a carousel page's picture now is. */
export const savedPageImageSchema = z.object({ position: z.number().int(), image: z.string() });
export type SavedPageImage = z.infer<typeof savedPageImageSchema>;

/** The answer of POST /api/editor/saveVideo (SPEC §7 "data is the video"): the design is now a video. */
export const savedVideoSchema = videoInfoSchema.extend({
  design_id: z.number().int(),
  hash: z.string(),
  post_type: z.literal('video'),
  /** Size of the stored WebM. */
  bytes: z.number().int(),
});
export type SavedVideo = z.infer<typeof savedVideoSchema>;

export const saveRoute = defineRoute({
  method: 'POST',
  path: '/api/save',
  summary: 'Create, update (the caller’s own id) or clone (any other id, whether or not it exists) a design',
  signedIn: true,
  rateLimited: false,
  body: savePayloadSchema,
  answer: savedDesignSchema,
});

export const designByHashRoute = defineRoute({
  method: 'GET',
  path: '/api/getEditorByHash/{hash}',
  summary: 'A design to open in the editor, by its hash (16 lowercase letters and digits)',
  signedIn: false,
  rateLimited: false,
  // At most the router's own limit on a path parameter (Fastify's maxParamLength, 100): a longer one never gets here.
  params: z.object({ hash: z.string().max(100) }),
  answer: designRecordSchema,
  failures: [404],
});

export const savePageImageRoute = defineRoute({
  method: 'POST',
  path: '/api/designs/{id}/pages/{position}/image',
  summary:
    "The picture of page 2 or later of one of your saved designs (a carousel's), sent after each save: a PNG data URL at the design's size",
  signedIn: true,
  rateLimited: false,
  params: pageImageParamsSchema,
  body: pageImagePayloadSchema,
  answer: savedPageImageSchema,
  failures: [404],
});

export const deleteDesignRoute = defineRoute({
  method: 'POST',
  path: '/api/editor/deleteDesign',
  summary: 'Delete one of the user’s designs with its pictures and video',
  signedIn: true,
  rateLimited: false,
  body: deleteDesignSchema,
  answer: z.object({ deleted: z.literal(true) }),
  failures: [404],
});

export const designSizesRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/designSizes',
  summary: 'The sizes of one of the user’s designs: itself and its magic-resize copies, oldest first',
  signedIn: true,
  rateLimited: false,
  query: designSizesQuerySchema,
  answer: z.object({ items: z.array(designSizeSchema) }),
  failures: [404],
});

export const saveVideoRoute = defineRoute({
  method: 'POST',
  path: '/api/editor/saveVideo',
  summary:
    'Store the WebM recording of one of the user’s designs (multipart "videoBlob" and "quote_id"), no longer than its timeline nor larger than its layout; the design becomes a video, and with ffmpeg its MP4 is made in the background',
  signedIn: true,
  rateLimited: true,
  body: multipartBody(['videoBlob'], saveVideoFieldsSchema),
  answer: savedVideoSchema,
  failures: [404],
});
