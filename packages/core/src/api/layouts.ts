// POST /api/layouts/save (SPEC §7) and GET /api/layouts (our extension): a user's saved custom layouts.
import { z } from 'zod';
import { CUSTOM_LAYOUT_LIMITS, TEXT_LIMITS } from '../constants';
import { FIELD_LIMITS } from '../limits';
import { CUSTOM_LAYOUT_DEFAULT_NAME, CUSTOM_LAYOUT_HASH } from '../layouts/custom';
import { clipText } from '../text/clip';

const side = z.number().int().min(CUSTOM_LAYOUT_LIMITS.min).max(CUSTOM_LAYOUT_LIMITS.max);

/**
 * The label is trimmed, defaults to "Custom Layout" when empty (SPEC §5: an empty name still saves), and a long
 * one is clipped to `TEXT_LIMITS.layoutName` without splitting a character rather than refused.
 */
export const customLayoutSaveSchema = z.object({
  hash: z
    .string()
    .max(FIELD_LIMITS.layoutKey)
    .regex(CUSTOM_LAYOUT_HASH, "must be 'custom.' and 13 letters or digits"),
  label: z
    .string()
    .max(FIELD_LIMITS.clippedText)
    .transform((label) => clipText(label.trim() || CUSTOM_LAYOUT_DEFAULT_NAME, TEXT_LIMITS.layoutName)),
  width: side,
  height: side,
});
export type CustomLayoutSavePayload = z.input<typeof customLayoutSaveSchema>;
