// Image uploads and image search (SPEC §3 "Uploaded file", §7 uploadBackground, deleteUploadedFile, stock search).
import { z } from 'zod';
import { rowIdSchema } from './row-id';

export const UPLOAD_KINDS = ['image', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET /api/editor/uploads?page=&type= (our extension): the signed-in user's images (or MP3s), newest first. */
export const uploadsQuerySchema = z.object({ page, type: z.enum(UPLOAD_KINDS).default('image') });

/** POST /api/editor/deleteUploadedFile (SPEC §7). */
export const deleteUploadSchema = z.object({ id: rowIdSchema });

/** GET /api/images/search?query=&page= ; an empty query lists every picture. */
export const imageSearchQuerySchema = z.object({
  query: z.string().max(200).default(''),
  page,
  locale: z.enum(['en', 'es']).optional(),
});
