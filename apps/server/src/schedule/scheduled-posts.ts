// The scheduled posts of one user: create, list, update and cancel. Every change is one transaction whose first
// statement writes (SQLite takes its write lock there) and, on PostgreSQL, locks the post's delivery rows, so an
// attempt claiming a delivery at the same moment (claimed-delivery.ts) either sees the change or makes the
// change refuse (409). Once it commits, the deliveries' jobs follow: queued, cancelled, or both for an edit.
import {
  carouselRefusals,
  SCHEDULE_NETWORKS,
  postsForSizes,
  type ScheduleNetwork,
  type ScheduledPost,
  type scheduleCreateSchema,
  type scheduleUpdateSchema,
} from '@lienzo/core';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { engineOf } from '../db/engine';
import type { Database, ScheduledPostsTable } from '../db/types';
import { listDesignSizes } from '../designs/design-sizes';
import { designImageUrl } from '../designs/image-urls';
import { ApiError, notFound } from '../http/api-error';
import { DESIGN_DELETED } from './claimed-delivery';
import type { DeliveryJobs, DeliveryRow } from './delivery-jobs';
import { postStatus, wasClaimed } from './post-status';
import { checkedPublishAt } from './publish-time';

export type ScheduleCreateInput = z.output<typeof scheduleCreateSchema>;
export type ScheduleUpdateInput = z.output<typeof scheduleUpdateSchema>;
type ScheduleFields = Omit<ScheduleCreateInput, 'design_id'>;

export interface Scheduling {
  db: Kysely<Database>;
  /** The deliveries' jobs; null when the app publishes nothing (the rows are stored all the same). */
  deliveries: DeliveryJobs | null;
}

const locked = () => new ApiError(409, 'API_ERROR_SCHEDULE_LOCKED');

function storedFields(fields: ScheduleFields, publishAt: string) {
  return {
    networks: JSON.stringify(fields.networks),
    publish_at: publishAt,
    time_zone: fields.time_zone,
    caption: fields.caption,
    hashtags: JSON.stringify(fields.hashtags),
    first_comment: fields.first_comment,
    alt_text: fields.alt_text,
  } satisfies Partial<ScheduledPostsTable>;
}

/**
 * Refuses (nothing is stored: the caller's transaction rolls back) networks that cannot take the design's pages
 * (CAROUSEL_RULES, issue 23: Twitter/X up to 4 pictures), 400; then a carousel whose page pictures are not all
 * stored since its last save, 409, for it would go out with pages missing.
 */
async function checkPages(
  trx: Transaction<Database>,
  designId: number,
  networks: readonly ScheduleNetwork[],
): Promise<void> {
  const design = await trx
    .selectFrom('designs')
    .select('page_count')
    .where('id', '=', designId)
    .executeTakeFirstOrThrow();
  const refusals = carouselRefusals(networks, design.page_count);
  if (refusals.length > 0)
    throw new ApiError(
      400,
      'API_ERROR_SCHEDULE_TOO_MANY_PAGES',
      refusals
        .map(
          ({ network, max, actual }) =>
            `${network}: takes at most ${max} pictures; this design has ${actual} pages.`,
        )
        .join(' '),
    );
  if (design.page_count < 2) return;
  const stored = await trx
    .selectFrom('design_pages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('design_id', '=', designId)
    .where('position', '<=', design.page_count)
    .executeTakeFirstOrThrow();
  const missing = design.page_count - 1 - Number(stored.count);
  if (missing > 0)
    throw new ApiError(
      409,
      'API_ERROR_PAGES_NOT_READY',
      `${missing} of its ${design.page_count} pages ha${missing === 1 ? 's' : 've'} no picture stored.`,
    );
}

/** Schedules one of the caller's saved designs: the post and one pending delivery per network, together. */
export async function createScheduledPost(
  { db, deliveries }: Scheduling,
  userId: number,
  input: ScheduleCreateInput,
  now = new Date(),
): Promise<ScheduledPost> {
  const publishAt = checkedPublishAt(input.publish_at, now);
  const id = await db
    .transaction()
    .execute((trx) => insertPost(trx, userId, input.design_id, input, publishAt, now.toISOString()));
  await deliveries?.queuePosts([id]);
  return readScheduledPost(db, userId, id);
}

/**
 * Schedules a design's sizes together (magic resize, issue 23): one caption and time, each network getting
 * the size made for it (core's postsForSizes), one post per size used, all in one transaction. A design with
 * no other size makes the one post createScheduledPost makes.
 */
export async function createScheduledPostsForSizes(
  { db, deliveries }: Scheduling,
  userId: number,
  input: ScheduleCreateInput,
  now = new Date(),
): Promise<ScheduledPost[]> {
  const publishAt = checkedPublishAt(input.publish_at, now);
  const ids = await db.transaction().execute(async (trx) => {
    const sizes = await listDesignSizes(trx, userId, input.design_id);
    const ids: number[] = [];
    for (const post of postsForSizes(sizes, input.networks, input.design_id)) {
      const fields = { ...input, networks: post.networks };
      ids.push(await insertPost(trx, userId, post.size.id, fields, publishAt, now.toISOString()));
    }
    return ids;
  });
  await deliveries?.queuePosts(ids);
  const posts: ScheduledPost[] = [];
  for (const id of ids) posts.push(await readScheduledPost(db, userId, id));
  return posts;
}

/** One post of the caller's design `designId` with a pending delivery per network; the post's id. */
async function insertPost(
  trx: Transaction<Database>,
  userId: number,
  designId: number,
  fields: ScheduleFields,
  publishAt: string,
  stamp: string,
): Promise<number> {
  const design = await trx
    .selectFrom('designs')
    .select('id')
    .where('id', '=', designId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!design) throw notFound();
  await checkPages(trx, design.id, fields.networks);
  const post = await trx
    .insertInto('scheduled_posts')
    .values({
      user_id: userId,
      design_id: design.id,
      ...storedFields(fields, publishAt),
      status: 'scheduled',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertDeliveries(trx, post.id, fields.networks);
  return post.id;
}

async function insertDeliveries(
  trx: Transaction<Database>,
  postId: number,
  networks: readonly ScheduleNetwork[],
): Promise<void> {
  if (networks.length === 0) return;
  await trx
    .insertInto('scheduled_deliveries')
    .values(networks.map((network) => ({ post_id: postId, network, status: 'pending' as const })))
    .execute();
}

/** The post's deliveries, locked against an attempt's claim on PostgreSQL (SQLite holds its write lock). */
function lockedDeliveries(trx: Transaction<Database>, postId: number) {
  return trx
    .selectFrom('scheduled_deliveries')
    .select(['id', 'post_id', 'network', 'status', 'attempts', 'lease_until'])
    .where('post_id', '=', postId)
    .$if(engineOf<Database>(trx) === 'postgres', (query) => query.forUpdate())
    .execute();
}

/** 409 when the caller's post exists (it is past changing), 404 when it is not theirs or not there. */
async function refusal(trx: Transaction<Database>, userId: number, postId: number): Promise<ApiError> {
  const post = await trx
    .selectFrom('scheduled_posts')
    .select('id')
    .where('id', '=', postId)
    .where('user_id', '=', userId)
    .where('design_id', 'is not', null)
    .executeTakeFirst();
  return post ? locked() : notFound();
}

/**
 * Replaces every field of a post nobody has started publishing; its deliveries are made anew for its networks
 * and time, their jobs queued in place of the old ones. 409 API_ERROR_SCHEDULE_LOCKED once a delivery was
 * claimed or the post cancelled.
 */
export async function updateScheduledPost(
  { db, deliveries }: Scheduling,
  userId: number,
  input: ScheduleUpdateInput,
  now = new Date(),
): Promise<ScheduledPost> {
  const publishAt = checkedPublishAt(input.publish_at, now);
  const replaced = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('scheduled_posts')
      .set({ ...storedFields(input, publishAt), updated_at: now.toISOString() })
      .where('id', '=', input.id)
      .where('user_id', '=', userId)
      .where('design_id', 'is not', null)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw await refusal(trx, userId, input.id);
    const rows = await lockedDeliveries(trx, input.id);
    if (rows.some((row) => row.status !== 'pending' || wasClaimed(row))) throw locked();
    const { design_id: designId } = await trx
      .selectFrom('scheduled_posts')
      .select('design_id')
      .where('id', '=', input.id)
      .$narrowType<{ design_id: number }>()
      .executeTakeFirstOrThrow();
    await checkPages(trx, designId, input.networks);
    await trx.deleteFrom('scheduled_deliveries').where('post_id', '=', input.id).execute();
    await insertDeliveries(trx, input.id, input.networks);
    return rows;
  });
  await deliveries?.cancel(replaced);
  await deliveries?.queuePosts([input.id]);
  return readScheduledPost(db, userId, input.id);
}

/**
 * Cancels a post and its deliveries still to go, in one transaction no attempt can interleave with. A post
 * already cancelled answers as it is; 409 when a delivery is being published right now or none is left to go.
 */
export async function cancelScheduledPost(
  { db, deliveries }: Scheduling,
  userId: number,
  postId: number,
  now = new Date(),
): Promise<ScheduledPost> {
  const cancelled = await db.transaction().execute(async (trx): Promise<DeliveryRow[]> => {
    const changed = await trx
      .updateTable('scheduled_posts')
      .set({ status: 'cancelled', updated_at: now.toISOString() })
      .where('id', '=', postId)
      .where('user_id', '=', userId)
      .where('design_id', 'is not', null)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      const post = await trx
        .selectFrom('scheduled_posts')
        .select('status')
        .where('id', '=', postId)
        .where('user_id', '=', userId)
        .where('design_id', 'is not', null)
        .executeTakeFirst();
      if (post?.status === 'cancelled') return [];
      throw post ? locked() : notFound();
    }
    const rows = await lockedDeliveries(trx, postId);
    const pending = rows.filter((row) => row.status === 'pending');
    const leased = pending.some((row) => row.lease_until !== null && row.lease_until > now.toISOString());
    if (leased || pending.length === 0) throw locked();
    await trx
      .updateTable('scheduled_deliveries')
      .set({ status: 'cancelled', lease_until: null })
      .where('post_id', '=', postId)
      .where('status', '=', 'pending')
      .execute();
    return pending;
  });
  await deliveries?.cancel(cancelled);
  return readScheduledPost(db, userId, postId);
}

/**
 * Cancels, inside the transaction deleting design `designId`, its posts' deliveries still to go that no attempt
 * is publishing now (one that is settles as it ends; a retry then finds the design gone); the caller cancels
 * their jobs once it commits.
 */
export async function cancelDeliveriesOfDesign(
  trx: Transaction<Database>,
  designId: number,
  now = new Date(),
): Promise<DeliveryRow[]> {
  return trx
    .updateTable('scheduled_deliveries')
    .set(DESIGN_DELETED)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]))
    .where('post_id', 'in', (eb) =>
      eb.selectFrom('scheduled_posts').select('id').where('design_id', '=', designId),
    )
    .returning(['id', 'post_id', 'network'])
    .execute();
}

function postsQuery(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('scheduled_posts')
    .innerJoin('designs', 'designs.id', 'scheduled_posts.design_id')
    .select([
      'scheduled_posts.id',
      'scheduled_posts.design_id',
      'scheduled_posts.networks',
      'scheduled_posts.publish_at',
      'scheduled_posts.time_zone',
      'scheduled_posts.caption',
      'scheduled_posts.hashtags',
      'scheduled_posts.first_comment',
      'scheduled_posts.alt_text',
      'scheduled_posts.status',
      'scheduled_posts.created_at',
      'scheduled_posts.updated_at',
      'designs.hash as design_hash',
      'designs.title as design_title',
      'designs.post_type',
    ])
    .where('scheduled_posts.user_id', '=', userId)
    .$narrowType<{ design_id: number }>();
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>['execute']>>[number];

const networkOrder = (network: ScheduleNetwork) => SCHEDULE_NETWORKS.indexOf(network);

/** Rows to the API's answer, each post with its deliveries (in the networks' standard order). */
async function withDeliveries(db: Kysely<Database>, rows: PostRow[]): Promise<ScheduledPost[]> {
  if (rows.length === 0) return [];
  const deliveries = await db
    .selectFrom('scheduled_deliveries')
    .select([
      'post_id',
      'network',
      'status',
      'attempts',
      'lease_until',
      'last_error',
      'last_error_code',
      'delivered_at',
    ])
    .where(
      'post_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => {
    const own = deliveries
      .filter((delivery) => delivery.post_id === row.id)
      .sort((a, b) => networkOrder(a.network) - networkOrder(b.network));
    return {
      id: row.id,
      design_id: row.design_id,
      design_hash: row.design_hash,
      design_title: row.design_title,
      image: designImageUrl(row.design_hash, 's'),
      post_type: row.post_type,
      networks: JSON.parse(row.networks) as ScheduleNetwork[],
      publish_at: row.publish_at,
      time_zone: row.time_zone,
      caption: row.caption,
      hashtags: JSON.parse(row.hashtags) as string[],
      first_comment: row.first_comment,
      alt_text: row.alt_text,
      status: postStatus(row.status, own),
      deliveries: own.map((delivery) => ({
        network: delivery.network,
        status: delivery.status,
        attempts: delivery.attempts,
        last_error: delivery.last_error,
        last_error_code: delivery.last_error_code,
        delivered_at: delivery.delivered_at,
      })),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

/** One of the caller's posts; 404 when it is someone else's or its design is gone. */
export async function readScheduledPost(
  db: Kysely<Database>,
  userId: number,
  postId: number,
): Promise<ScheduledPost> {
  const row = await postsQuery(db, userId).where('scheduled_posts.id', '=', postId).executeTakeFirst();
  if (!row) throw notFound();
  const [post] = await withDeliveries(db, [row]);
  if (!post) throw notFound();
  return post;
}

/**
 * The caller's posts: the ones still to come first, soonest first, then the past ones, latest first. Posts whose
 * design was deleted stay in the database as history but are not listed (there is nothing left to show).
 */
export async function listScheduledPosts(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<ScheduledPost[]> {
  const stamp = now.toISOString();
  const upcoming = await postsQuery(db, userId)
    .where('scheduled_posts.publish_at', '>', stamp)
    .orderBy('scheduled_posts.publish_at')
    .orderBy('scheduled_posts.id')
    .execute();
  const past = await postsQuery(db, userId)
    .where('scheduled_posts.publish_at', '<=', stamp)
    .orderBy('scheduled_posts.publish_at', 'desc')
    .orderBy('scheduled_posts.id', 'desc')
    .execute();
  return withDeliveries(db, [...upcoming, ...past]);
}
