// The user's uploads (SPEC §3 "Uploaded file", "Uploaded font"; §7 uploadBackground, uploadFont,
// deleteUploadedFile; MP3 uploads and the uploads list extend §7).
import { z } from 'zod';
import { CDN_WIDTHS, type CdnSize } from '../../constants';
import { deleteUploadSchema, uploadsQuerySchema } from '../images';
import { defineRoute, multipartBody } from './define';

const CDN_SIZES = Object.keys(CDN_WIDTHS) as [CdnSize, ...CdnSize[]];

/** One of the user's uploaded images (SPEC §3 "Uploaded file": id, secure_url, plus its thumbnail and size). */
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  /** Same-site path of the stored picture: `/uploads/{file}`. */
  secure_url: z.string(),
  /** The 200 px wide copy: `/uploads/{name}_t.{ext}` (SPEC §7). */
  thumbnail_url: z.string(),
  /** The picture at every CDN width (§9): `o` is `secure_url`, the others `/uploads/{name}_{size}.{ext}`. */
  sizes: z.record(z.enum(CDN_SIZES), z.string()),
  width: z.number(),
  height: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** One of the user's uploaded MP3 files (SPEC §3 "uploads (… audio)"), stored byte for byte. */
export const uploadedAudioSchema = z.object({
  id: z.number().int(),
  /** Same-site path of the stored file: `/uploads/{name}.mp3`. */
  url: z.string(),
  /** The name the file came with, without its extension; null when it had none. */
  name: z.string().nullable(),
  /** Seconds, counted from the MPEG frames. */
  duration: z.number(),
  bytes: z.number().int(),
});
export type UploadedAudio = z.infer<typeof uploadedAudioSchema>;

/** SPEC §3 "Uploaded font". */
export const uploadedFontSchema = z.object({
  name: z.string(),
  file: z.string(),
  hash: z.string(),
  secure_url: z.string(),
});
export type UploadedFont = z.infer<typeof uploadedFontSchema>;

export const uploadImageRoute = defineRoute({
  method: 'POST',
  path: '/api/uploadBackground',
  summary: 'Upload a JPG or PNG picture (multipart field "file")',
  signedIn: true,
  rateLimited: true,
  body: multipartBody(['file']),
  answer: uploadedImageSchema,
});

export const uploadAudioRoute = defineRoute({
  method: 'POST',
  path: '/api/uploadAudio',
  summary: 'Upload an MP3 file (multipart field "file")',
  signedIn: true,
  rateLimited: true,
  body: multipartBody(['file']),
  answer: uploadedAudioSchema,
});

export const uploadFontRoute = defineRoute({
  method: 'POST',
  path: '/api/uploadFont',
  summary: 'Upload a TrueType font (multipart field "file")',
  signedIn: true,
  rateLimited: true,
  body: multipartBody(['file']),
  answer: uploadedFontSchema,
});

export const uploadsRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/uploads',
  summary: "The user's uploaded pictures, or MP3 files with type=audio, newest first",
  signedIn: true,
  rateLimited: false,
  query: uploadsQuerySchema,
  answer: z.object({ items: z.array(z.union([uploadedImageSchema, uploadedAudioSchema])) }),
});

export const deleteUploadRoute = defineRoute({
  method: 'POST',
  path: '/api/editor/deleteUploadedFile',
  summary: 'Delete one of the user’s uploaded pictures or MP3 files',
  signedIn: true,
  rateLimited: false,
  body: deleteUploadSchema,
  answer: z.object({ deleted: z.literal(true) }),
  failures: [404],
});
