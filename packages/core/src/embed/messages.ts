import { z } from 'zod';
import { assetSrc } from '../asset-src';
import { POST_TYPES } from '../api/contract';
import type { SavedDesign } from '../api/routes/designs';
import { findLayout } from '../layouts/catalogue';

/**
 * The messages between a host page and the embedded editor (SPEC §1, §4; docs/EMBED.md). The host sends
 * `app.init` (image, layout, features) or `app.reset` (image, layout); the editor answers `app.ready` once it
 * listens, `app.result` with the saved design after "Use it", and `app.error` when that save failed.
 */

const layoutKey = z
  .string()
  .max(64)
  .refine((key) => findLayout(key) !== undefined, { message: 'unknown layout' });

/** A picture the host puts on the canvas: a path on the editor's site, as every asset (DESIGN.md §9). */
const embedImage = assetSrc;

export const appInitSchema = z.object({
  type: z.literal('app.init'),
  image: embedImage.optional(),
  layout: layoutKey.optional(),
  /** SPEC §4: features are enabled in dev or when the host passes them. */
  features: z.boolean().optional(),
});

export const appResetSchema = z.object({
  type: z.literal('app.reset'),
  image: embedImage.optional(),
  layout: layoutKey.optional(),
});

export const hostMessageSchema = z.discriminatedUnion('type', [appInitSchema, appResetSchema]);
export type HostMessage = z.infer<typeof hostMessageSchema>;
export type AppInitMessage = z.infer<typeof appInitSchema>;
export type AppResetMessage = z.infer<typeof appResetSchema>;

/** A host message, or null for anything else (another type, a bad field, not an object): it is ignored. */
export function readHostMessage(data: unknown): HostMessage | null {
  const read = hostMessageSchema.safeParse(data);
  return read.success ? read.data : null;
}

export const embedDesignSchema = z.object({
  id: z.number().int().positive(),
  hash: z.string().min(1).max(64),
  image: z.string().max(2048),
  post_type: z.enum(POST_TYPES),
  video: z
    .object({ video_url: z.string().max(2048) })
    .nullable()
    .optional(),
});
export type EmbedDesign = z.infer<typeof embedDesignSchema>;

export const editorMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('app.ready') }),
  z.object({ type: z.literal('app.result'), design: embedDesignSchema }),
  z.object({ type: z.literal('app.error'), code: z.literal('save_failed') }),
]);
export type EditorMessage = z.infer<typeof editorMessageSchema>;

export const appReadyMessage = (): EditorMessage => ({ type: 'app.ready' });

/** `app.result` for a saved design: only the fields the host needs, none of the editor document. */
export function appResultMessage(design: SavedDesign): EditorMessage {
  const { id, hash, image, post_type, video } = design;
  return { type: 'app.result', design: { id, hash, image, post_type, video: video ?? null } };
}

export const appErrorMessage = (): EditorMessage => ({ type: 'app.error', code: 'save_failed' });
