// Image uploads and image search (SPEC §3 "Uploaded file", §7 uploadBackground, deleteUploadedFile, stock search).
import { z } from 'zod';
import { rowIdSchema } from './row-id';
import type { CdnSize } from '../constants';

/** One of the user's uploaded images (SPEC §3 "Uploaded file": id, secure_url, plus its thumbnail and size). */
export interface UploadedImage {
  id: number;
  /** Same-site path of the stored picture: `/uploads/{file}`. */
  secure_url: string;
  /** The 200 px wide copy: `/uploads/{name}_t.{ext}` (SPEC §7). */
  thumbnail_url: string;
  /** The picture at every CDN width (§9): `o` is `secure_url`, the others `/uploads/{name}_{size}.{ext}`. */
  sizes: Record<CdnSize, string>;
  width: number;
  height: number;
}

/** One of the user's uploaded MP3 files (SPEC §3 "uploads (… audio)"), stored byte for byte. */
export interface UploadedAudio {
  id: number;
  /** Same-site path of the stored file: `/uploads/{name}.mp3`. */
  url: string;
  /** The name the file came with, without its extension; null when it had none. */
  name: string | null;
  /** Seconds, counted from the MPEG frames. */
  duration: number;
  bytes: number;
}

export const UPLOAD_KINDS = ['image', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** One result of the image search (SPEC §7 stock photo search: query, page, 20 a page). */
export interface ImageSearchItem {
  id: string;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  title: string;
  /** Who took the picture, credited under it when the stock service asks for it (Unsplash, Pexels, Pixabay). */
  author?: string;
  /** The author's page on the service, an `https://` address. */
  author_url?: string;
  /** The service the picture comes from, e.g. `Unsplash`; absent for our own pictures. */
  source?: string;
  /** The picture's page on the service, an `https://` address. */
  source_url?: string;
}

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
