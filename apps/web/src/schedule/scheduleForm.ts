import {
  captionWithHashtags,
  isTimeZone,
  NETWORK_LIMITS,
  parseHashtags,
  SCHEDULE_MAX_AHEAD_MS,
  SCHEDULE_NETWORKS,
  SCHEDULE_TEXT_LIMITS,
  utcToZonedLocal,
  zonedLocalToUtc,
  type ScheduleCreatePayload,
  type ScheduledPost,
  type ScheduleNetwork,
} from '@lienzo/core';
import { defaultPublishLocal } from './publishTime';

/** The schedule form as the person fills it in: the time on the chosen zone's clock, the hashtags as typed. */
export interface ScheduleFormValues {
  networks: readonly ScheduleNetwork[];
  /** A `datetime-local` value, 'YYYY-MM-DDTHH:mm[:ss]', or '' while incomplete. */
  local: string;
  timeZone: string;
  caption: string;
  hashtags: string;
  firstComment: string;
  altText: string;
}

/** What the create and update calls share. */
export type ScheduleFields = Omit<ScheduleCreatePayload, 'design_id'>;

type TextField = 'caption' | 'firstComment' | 'altText';

/** Why the form cannot be sent, per field; each names a translated message (schedule.error.*). */
export interface ScheduleFormErrors {
  networks?: 'none';
  time?: 'missing' | 'skipped' | 'past' | 'too_far';
  timeZone?: 'unknown';
  hashtags?: { code: 'invalid'; invalid: string[] } | { code: 'too_many'; max: number };
  caption?: { code: 'too_long'; max: number };
  firstComment?: { code: 'too_long'; max: number };
  altText?: { code: 'too_long'; max: number };
}

const TEXT_LIMITS: Record<TextField, number> = {
  caption: SCHEDULE_TEXT_LIMITS.caption,
  firstComment: SCHEDULE_TEXT_LIMITS.firstComment,
  altText: SCHEDULE_TEXT_LIMITS.altText,
};

/** A new post: no network yet, the default time in the browser's zone, nothing written. */
export function newScheduleForm(now: number, timeZone: string): ScheduleFormValues {
  return {
    networks: [],
    local: defaultPublishLocal(now, timeZone),
    timeZone,
    caption: '',
    hashtags: '',
    firstComment: '',
    altText: '',
  };
}

/** A scheduled post back in the form, its time on the clock of the zone it was scheduled in. */
export function formFromPost(post: ScheduledPost): ScheduleFormValues {
  return {
    networks: post.networks,
    local: utcToZonedLocal(post.publish_at, post.time_zone),
    timeZone: post.time_zone,
    caption: post.caption,
    hashtags: post.hashtags.map((tag) => `#${tag}`).join(' '),
    firstComment: post.first_comment,
    altText: post.alt_text,
  };
}

/** Checks or unchecks a network, keeping the networks in their usual order. */
export function toggleNetwork(
  networks: readonly ScheduleNetwork[],
  network: ScheduleNetwork,
  on: boolean,
): ScheduleNetwork[] {
  const chosen = new Set(networks);
  if (on) chosen.add(network);
  else chosen.delete(network);
  return SCHEDULE_NETWORKS.filter((each) => chosen.has(each));
}

/** The text the networks publish (caption and hashtags) and the strictest chosen network's limit on it. */
export function captionCount(values: Pick<ScheduleFormValues, 'networks' | 'caption' | 'hashtags'>): {
  length: number;
  max: number | null;
  network: ScheduleNetwork | null;
} {
  const { hashtags } = parseHashtags(values.hashtags);
  const length = [...captionWithHashtags(values.caption, hashtags)].length;
  let strictest: ScheduleNetwork | null = null;
  for (const network of values.networks)
    if (strictest === null || NETWORK_LIMITS[network].captionMax < NETWORK_LIMITS[strictest].captionMax)
      strictest = network;
  return { length, max: strictest && NETWORK_LIMITS[strictest].captionMax, network: strictest };
}

function publishInstant(values: ScheduleFormValues, now: number): Pick<ScheduleFormErrors, 'time'> | string {
  if (values.local === '') return { time: 'missing' };
  const instant = zonedLocalToUtc(values.local, values.timeZone);
  if (instant === null) return { time: 'skipped' };
  const at = Date.parse(instant);
  if (at <= now) return { time: 'past' };
  if (at > now + SCHEDULE_MAX_AHEAD_MS) return { time: 'too_far' };
  return instant;
}

/**
 * The form as the API takes it (the time as its UTC instant, the hashtags without '#'), or what is wrong with
 * it. The server checks all of it again; this is so the person hears at once, next to the field.
 */
export function readScheduleForm(
  values: ScheduleFormValues,
  now: number,
): { fields: ScheduleFields; errors: null } | { fields: null; errors: ScheduleFormErrors } {
  const errors: ScheduleFormErrors = {};
  if (values.networks.length === 0) errors.networks = 'none';
  let publishAt = '';
  if (!isTimeZone(values.timeZone)) errors.timeZone = 'unknown';
  else {
    const instant = publishInstant(values, now);
    if (typeof instant === 'string') publishAt = instant;
    else Object.assign(errors, instant);
  }
  const { hashtags, invalid } = parseHashtags(values.hashtags);
  if (invalid.length > 0) errors.hashtags = { code: 'invalid', invalid };
  else if (hashtags.length > SCHEDULE_TEXT_LIMITS.hashtags)
    errors.hashtags = { code: 'too_many', max: SCHEDULE_TEXT_LIMITS.hashtags };
  for (const field of Object.keys(TEXT_LIMITS) as TextField[])
    if (values[field].length > TEXT_LIMITS[field])
      errors[field] = { code: 'too_long', max: TEXT_LIMITS[field] };

  if (Object.keys(errors).length > 0) return { fields: null, errors };
  return {
    fields: {
      networks: [...values.networks],
      publish_at: publishAt,
      time_zone: values.timeZone,
      caption: values.caption,
      hashtags,
      first_comment: values.firstComment,
      alt_text: values.altText,
    },
    errors: null,
  };
}
