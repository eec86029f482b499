import {
  captionWithHashtags,
  designDocumentPdfPath,
  designImagePath,
  designPageImagePath,
  downloadPath,
  publicDesignPath,
  type InstagramSticker,
  type ScheduleWebhookBody,
} from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { videoKeyOfUrl } from '../designs/design-video';
import { mp4KeyOf } from '../designs/mp4-jobs';
import type { Storage } from '../storage/storage';
import { PublishError } from './adapters/post-publisher';
import { deliveryIdOf, type ClaimedDelivery } from './claimed-delivery';

/**
 * What a claimed delivery publishes, read fresh at each attempt: the post's texts and the design's absolute
 * addresses under `baseUrl` (PUBLIC_URL and BASE_PATH). Null when the post's design is gone.
 */
export async function webhookBodyOf(
  db: Kysely<Database>,
  storage: Storage,
  baseUrl: string,
  delivery: ClaimedDelivery,
): Promise<ScheduleWebhookBody | null> {
  const row = await db
    .selectFrom('scheduled_posts')
    .innerJoin('designs', 'designs.id', 'scheduled_posts.design_id')
    .select([
      'scheduled_posts.publish_at',
      'scheduled_posts.time_zone',
      'scheduled_posts.caption',
      'scheduled_posts.hashtags',
      'scheduled_posts.first_comment',
      'scheduled_posts.alt_text',
      'designs.id as design_id',
      'designs.hash',
      'designs.title',
      'designs.post_type',
      'designs.layout',
      'designs.width',
      'designs.height',
      'designs.video_url',
      'designs.instagram_stickers',
      'designs.page_count',
    ])
    .where('scheduled_posts.id', '=', delivery.post_id)
    .executeTakeFirst();
  if (!row) return null;
  const hashtags = JSON.parse(row.hashtags) as string[];
  const videoKey = videoKeyOfUrl(row.video_url);
  const hasMp4 = videoKey !== null && (await storage.exists(mp4KeyOf(videoKey)));
  return {
    delivery_id: deliveryIdOf(delivery.post_id, delivery.network),
    attempt: delivery.attempts,
    post: {
      id: delivery.post_id,
      network: delivery.network,
      publish_at: row.publish_at,
      time_zone: row.time_zone,
      caption: row.caption,
      hashtags,
      text: captionWithHashtags(row.caption, hashtags),
      first_comment: row.first_comment,
      alt_text: row.alt_text,
    },
    design: {
      id: row.design_id,
      hash: row.hash,
      title: row.title,
      post_type: row.post_type,
      layout: row.layout,
      width: row.width,
      height: row.height,
      page_url: `${baseUrl}${publicDesignPath(row.hash)}`,
      image_url: `${baseUrl}${designImagePath(row.hash)}`,
      video_url: videoKey ? `${baseUrl}${row.video_url}` : null,
      mp4_url: hasMp4 ? `${baseUrl}${downloadPath(row.hash, 'mp4', 'web')}` : null,
      // Validated when the design was saved.
      instagram_stickers: JSON.parse(row.instagram_stickers) as InstagramSticker[],
      // Issue 23: every page in order (the schedule route refused a carousel whose pictures were not stored).
      pages: Array.from({ length: row.page_count }, (_, index) => ({
        position: index + 1,
        image_url: `${baseUrl}${designPageImagePath(row.hash, index + 1)}`,
      })),
      pdf_url: row.page_count > 1 ? `${baseUrl}${designDocumentPdfPath(row.hash)}` : null,
    },
  };
}

/**
 * Issue 23: a carousel goes out only with every page's picture stored. The schedule route refused it without;
 * a save made since drops them until the editor sends them again, so until then the attempt fails to be
 * retried (the retries' growing waits leave the editor time), never delivering addresses that answer 404.
 */
export async function requireStoredPages(
  db: Kysely<Database>,
  design: ScheduleWebhookBody['design'],
): Promise<void> {
  const count = design.pages.length;
  if (count < 2) return;
  const stored = await db
    .selectFrom('design_pages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('design_id', '=', design.id)
    .where('position', '<=', count)
    .executeTakeFirstOrThrow();
  const missing = count - 1 - Number(stored.count);
  if (missing > 0)
    throw new PublishError(
      `${missing} of the carousel's ${count} page pictures are not stored since its last save`,
      false,
      'unknown',
    );
}
