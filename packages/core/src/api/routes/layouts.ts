// A user's saved custom layouts (SPEC §3 "Saved custom layout", §7 layouts/save; the list extends §7).
import { z } from 'zod';
import { customLayoutSaveSchema } from '../layouts';
import { defineRoute } from './define';

export const savedCustomLayoutSchema = z.object({
  hash: z.string(),
  label: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SavedCustomLayout = z.infer<typeof savedCustomLayoutSchema>;

export const saveLayoutRoute = defineRoute({
  method: 'POST',
  path: '/api/layouts/save',
  summary: "Keep one of the caller's custom layouts (same hash updates it)",
  signedIn: true,
  rateLimited: false,
  body: customLayoutSaveSchema,
  answer: savedCustomLayoutSchema,
});

export const layoutsRoute = defineRoute({
  method: 'GET',
  path: '/api/layouts',
  summary: "The caller's custom layouts",
  signedIn: true,
  rateLimited: false,
  answer: z.object({ items: z.array(savedCustomLayoutSchema) }),
});
