// The scheduling calls (issue 11; SPEC §7 lists no publishing call, so these extend it):
// POST /api/schedule/create, GET /api/schedule/posts, POST /api/schedule/update, POST /api/schedule/cancel.
import { z } from 'zod';
import { rowIdSchema } from './row-id';
import { FIELD_LIMITS, SCHEDULE_TEXT_LIMITS } from '../limits';
import { HASHTAG } from '../schedule/hashtags';
import { SCHEDULE_NETWORKS, type ScheduleNetwork } from '../schedule/networks';
import { isTimeZone } from '../schedule/zoned-time';
import type { InstagramSticker } from '../objects/instagram-sticker';
import type { PostType } from './contract';

export { SCHEDULE_TEXT_LIMITS };

/** The furthest ahead a post may be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 3_600_000;

const id = rowIdSchema;

/** What the person fills in: where, when (an instant, and the zone it was picked in) and what goes with it. */
export const scheduleFieldsSchema = z.object({
  networks: z
    .array(z.enum(SCHEDULE_NETWORKS))
    .min(1, 'pick at least one network')
    .max(SCHEDULE_NETWORKS.length)
    .refine((networks) => new Set(networks).size === networks.length, 'each network once'),
  /** The publishing instant, ISO 8601 with its offset (the web app sends UTC, `…Z`). */
  publish_at: z.string().max(FIELD_LIMITS.isoInstant).datetime({ offset: true }),
  time_zone: z
    .string()
    .max(FIELD_LIMITS.timeZone)
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Madrid'),
  caption: z.string().max(SCHEDULE_TEXT_LIMITS.caption).default(''),
  hashtags: z
    .array(
      z.string().max(SCHEDULE_TEXT_LIMITS.hashtag).regex(HASHTAG, 'letters, digits and _ only, without #'),
    )
    .max(SCHEDULE_TEXT_LIMITS.hashtags)
    .default([]),
  first_comment: z.string().max(SCHEDULE_TEXT_LIMITS.firstComment).default(''),
  alt_text: z.string().max(SCHEDULE_TEXT_LIMITS.altText).default(''),
});

/** POST /api/schedule/create: schedules one of the caller's saved designs. */
export const scheduleCreateSchema = scheduleFieldsSchema.extend({ design_id: id });
export type ScheduleCreatePayload = z.input<typeof scheduleCreateSchema>;

/** POST /api/schedule/update: changes a post that has not started publishing (every field is replaced). */
export const scheduleUpdateSchema = scheduleFieldsSchema.extend({ id });
export type ScheduleUpdatePayload = z.input<typeof scheduleUpdateSchema>;

/** POST /api/schedule/cancel. */
export const scheduleCancelSchema = z.object({ id });

export const SCHEDULED_POST_STATUSES = [
  'scheduled',
  'publishing',
  'published',
  'failed',
  'cancelled',
] as const;
export type ScheduledPostStatus = (typeof SCHEDULED_POST_STATUSES)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Why a delivery failed or waits for its retry, for the UI to put in the user's language: the scheduler could not
 * be reached, it refused the post, the outbox folder could not be written, the design was deleted first, or
 * anything else.
 */
export const DELIVERY_ERROR_CODES = [
  'unreachable',
  'refused',
  'outbox_unwritable',
  'design_deleted',
  'unknown',
] as const;
export type DeliveryErrorCode = (typeof DELIVERY_ERROR_CODES)[number];

/** The headers of a webhook delivery (docs/SCHEDULING.md). */
export const WEBHOOK_HEADERS = {
  /** Stable for every attempt of one network's delivery of one post: the receiver drops repeats by it. */
  delivery: 'x-lienzo-delivery',
  timestamp: 'x-lienzo-timestamp',
  /** `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}` with the shared secret. */
  signature: 'x-lienzo-signature',
} as const;

/** The JSON body the webhook adapter POSTs to the scheduler product for one network of one post. */
export interface ScheduleWebhookBody {
  delivery_id: string;
  attempt: number;
  post: {
    id: number;
    network: ScheduleNetwork;
    publish_at: string;
    time_zone: string;
    caption: string;
    hashtags: string[];
    /** The caption with the hashtags after it, as it should be published. */
    text: string;
    first_comment: string;
    alt_text: string;
  };
  design: {
    id: number;
    hash: string;
    title: string;
    post_type: PostType;
    layout: string;
    width: number;
    height: number;
    /** Absolute addresses: the public page, the full-size picture, the video (WebM) and its MP4 when made. */
    page_url: string;
    image_url: string;
    video_url: string | null;
    mp4_url: string | null;
    instagram_stickers: InstagramSticker[];
    /**
     * Issue 23: every page's full-size picture, in page order (a one-page design has one, its `image_url`).
     * What each network takes of them is `CAROUSEL_RULES` (Pinterest and Google page 1, Twitter/X up to 4).
     */
    pages: Array<{ position: number; image_url: string }>;
    /** A carousel's pages as one PDF document (what LinkedIn gets); null for a one-page design. */
    pdf_url: string | null;
  };
}
