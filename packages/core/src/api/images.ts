// Image uploads and image search (SPEC §3 "Uploaded file", §7 uploadBackground, deleteUploadedFile, stock search).
import { z } from 'zod';

/** One of the user's uploaded images (SPEC §3 "Uploaded file": id, secure_url, plus its thumbnail and size). */
export interface UploadedImage {
  id: number;
  /** Same-site path of the stored picture: `/uploads/{file}`. */
  secure_url: string;
  /** The 200 px wide copy: `/uploads/{name}_t.{ext}` (SPEC §7). */
  thumbnail_url: string;
  width: number;
  height: number;
}

/** One result of the image search (SPEC §7 stock photo search: query, page, 20 a page). */
export interface ImageSearchItem {
  id: string;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  title: string;
}

const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET /api/editor/uploads?page= (our extension): the signed-in user's images, newest first. */
export const uploadsQuerySchema = z.object({ page });

/** POST /api/editor/deleteUploadedFile (SPEC §7). */
export const deleteUploadSchema = z.object({ id: z.number().int().positive() });

/** GET /api/images/search?query=&page= ; an empty query lists every picture. */
export const imageSearchQuerySchema = z.object({
  query: z.string().max(200).default(''),
  page,
  locale: z.enum(['en', 'es']).optional(),
});
