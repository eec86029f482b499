// Scheduling a saved design on the networks (issue 11; SPEC §7 lists no publishing call, so these extend it).
import { z } from 'zod';
import { SCHEDULE_NETWORKS } from '../../schedule/networks';
import { POST_TYPES } from '../contract';
import {
  DELIVERY_ERROR_CODES,
  DELIVERY_STATUSES,
  SCHEDULED_POST_STATUSES,
  scheduleCancelSchema,
  scheduleCreateSchema,
  scheduleUpdateSchema,
} from '../schedule';
import { defineRoute } from './define';

/** One network's share of a post: each is published (and retried) on its own. */
export const scheduledDeliverySchema = z.object({
  network: z.enum(SCHEDULE_NETWORKS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last failure's detail, in English (for logs and API callers). */
  last_error: z.string().nullable(),
  last_error_code: z.enum(DELIVERY_ERROR_CODES).nullable(),
  delivered_at: z.string().nullable(),
});
export type ScheduledDelivery = z.infer<typeof scheduledDeliverySchema>;

/** A scheduled post as the API answers it. */
export const scheduledPostSchema = z.object({
  id: z.number().int(),
  design_id: z.number().int(),
  design_hash: z.string(),
  design_title: z.string(),
  /** The design's picture (its thumbnail). */
  image: z.string(),
  post_type: z.enum(POST_TYPES),
  networks: z.array(z.enum(SCHEDULE_NETWORKS)),
  publish_at: z.string(),
  time_zone: z.string(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  first_comment: z.string(),
  alt_text: z.string(),
  status: z.enum(SCHEDULED_POST_STATUSES),
  deliveries: z.array(scheduledDeliverySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScheduledPost = z.infer<typeof scheduledPostSchema>;

export const scheduleCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/schedule/create',
  summary: "Schedule one of the caller's saved designs on one or more networks",
  signedIn: true,
  rateLimited: false,
  body: scheduleCreateSchema,
  answer: scheduledPostSchema,
  failures: [404, 409],
});

export const scheduleCreateForSizesRoute = defineRoute({
  method: 'POST',
  path: '/api/schedule/createForSizes',
  summary:
    "Schedule one of the caller's designs with its other sizes: each network gets the size made for it",
  signedIn: true,
  rateLimited: false,
  body: scheduleCreateSchema,
  answer: z.object({ items: z.array(scheduledPostSchema) }),
  failures: [404, 409],
});

export const scheduledPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/schedule/posts',
  summary: "The caller's scheduled posts, upcoming first, each with its deliveries",
  signedIn: true,
  rateLimited: false,
  answer: z.object({ items: z.array(scheduledPostSchema) }),
});

export const scheduleUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/schedule/update',
  summary: 'Replace every field of a post nobody has started publishing (409 once started)',
  signedIn: true,
  rateLimited: false,
  body: scheduleUpdateSchema,
  answer: scheduledPostSchema,
  failures: [404, 409],
});

export const scheduleCancelRoute = defineRoute({
  method: 'POST',
  path: '/api/schedule/cancel',
  summary: 'Cancel a post and its deliveries still to go (409 while one is being published)',
  signedIn: true,
  rateLimited: false,
  body: scheduleCancelSchema,
  answer: scheduledPostSchema,
  failures: [404, 409],
});
