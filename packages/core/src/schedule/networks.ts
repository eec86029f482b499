// The networks a design can be scheduled to (SPEC §1) and what each accepts (checked before scheduling).

export const SCHEDULE_NETWORKS = [
  'instagram',
  'fb_page',
  'fb_event',
  'fb_group',
  'twitter',
  'google',
  'linkedin',
  'pinterest',
] as const;
export type ScheduleNetwork = (typeof SCHEDULE_NETWORKS)[number];

export function isScheduleNetwork(value: unknown): value is ScheduleNetwork {
  return (SCHEDULE_NETWORKS as readonly unknown[]).includes(value);
}

/** What a network takes in one post. Ratios are width / height. */
export interface NetworkLimits {
  /** The picture's narrowest and widest width-to-height ratios. */
  ratio: { min: number; max: number };
  /** Other exact ratios accepted besides the range (Instagram's 9:16 stories and reels). */
  extraRatios: readonly number[];
  /** The smallest picture width, in pixels. */
  minWidth: number;
  /** A video's shortest and longest length, in seconds (the product's 3–60 s for every network). */
  videoSeconds: { min: number; max: number };
  /** The longest caption, hashtags included, in characters. */
  captionMax: number;
  /** The most hashtags one post carries. */
  hashtagsMax: number;
  /** Whether the network takes a first comment with the post. */
  firstComment: boolean;
}

const VIDEO_SECONDS = { min: 3, max: 60 } as const;

/** A page, an event and a group take the same posts; an event has no comments of its own. */
const FACEBOOK: NetworkLimits = {
  ratio: { min: 9 / 16, max: 1.91 },
  extraRatios: [],
  minWidth: 200,
  videoSeconds: VIDEO_SECONDS,
  captionMax: 63_206,
  hashtagsMax: 30,
  firstComment: true,
};

export const NETWORK_LIMITS: Record<ScheduleNetwork, NetworkLimits> = {
  instagram: {
    ratio: { min: 4 / 5, max: 1.91 },
    extraRatios: [9 / 16],
    minWidth: 320,
    videoSeconds: VIDEO_SECONDS,
    captionMax: 2200,
    hashtagsMax: 30,
    firstComment: true,
  },
  fb_page: FACEBOOK,
  fb_event: { ...FACEBOOK, firstComment: false },
  fb_group: FACEBOOK,
  twitter: {
    ratio: { min: 1 / 3, max: 3 },
    extraRatios: [],
    minWidth: 4,
    videoSeconds: VIDEO_SECONDS,
    captionMax: 280,
    hashtagsMax: 10,
    firstComment: true,
  },
  google: {
    ratio: { min: 1 / 2, max: 2 },
    extraRatios: [],
    minWidth: 250,
    videoSeconds: VIDEO_SECONDS,
    captionMax: 1500,
    hashtagsMax: 10,
    firstComment: false,
  },
  linkedin: {
    ratio: { min: 1 / 2.4, max: 2.4 },
    extraRatios: [],
    minWidth: 200,
    videoSeconds: VIDEO_SECONDS,
    captionMax: 3000,
    hashtagsMax: 30,
    firstComment: true,
  },
  pinterest: {
    ratio: { min: 1 / 2.1, max: 1.91 },
    extraRatios: [],
    minWidth: 200,
    videoSeconds: VIDEO_SECONDS,
    captionMax: 500,
    hashtagsMax: 20,
    firstComment: false,
  },
};
