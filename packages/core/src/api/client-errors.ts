// POST /api/errors: the web app reports its failures (SPEC §8 "Save failure … reported to an error service").
import { z } from 'zod';
import { APP_VERSION } from '../constants';
import { POST_TYPES } from './contract';

export const CLIENT_ERROR_KINDS = ['save_failed', 'uncaught_error', 'render_error'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** The web app's error boundaries: the part that failed to render and showed its error message instead. */
export const ERROR_BOUNDARIES = ['app', 'canvas', 'drawer', 'modal'] as const;
export type ErrorBoundaryName = (typeof ERROR_BOUNDARIES)[number];

/** What one report holds: never the design itself, only what helps to find the fault. */
export const clientErrorSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().max(1000),
  /** The API error code when an API call failed. */
  code: z
    .string()
    .max(100)
    .regex(/^[A-Z0-9_]*$/)
    .optional(),
  /**
   * The step of a save that failed (SPEC §4 saving: 1 image, 2 recording, 3 video upload; 4 a carousel's
   * other pages, issue 23).
   */
  step: z.number().int().min(1).max(4).optional(),
  post_type: z.enum(POST_TYPES).optional(),
  layout: z.string().max(100).optional(),
  stack: z.string().max(4000).optional(),
  /** A render error's boundary and the components it happened in (kind `render_error`). */
  boundary: z.enum(ERROR_BOUNDARIES).optional(),
  component_stack: z.string().max(4000).optional(),
  /** The hash route the app was on, e.g. `#/design/abc`. */
  route: z.string().max(300).optional(),
  app_version: z.literal(APP_VERSION),
});
export type ClientErrorReport = z.input<typeof clientErrorSchema>;
