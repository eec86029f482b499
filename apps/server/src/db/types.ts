// The tables as Kysely sees them. Timestamps are ISO 8601 strings in UTC on both engines (`toISOString()`):
// they sort as text, compare equal across SQLite and PostgreSQL, and reach the client unchanged.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  DeliveryErrorCode,
  DeliveryStatus,
  Locale,
  OAuthProvider,
  PostType,
  ScheduleNetwork,
  UploadKind,
} from '@lienzo/core';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash`, or a value no password can match (the system user). */
  password_hash: string;
  language: Generated<string>;
  last_login: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** sha256 hex of the cookie token: a leaked table does not leak usable sessions. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface BoardsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  created_at: string;
}

export interface DesignsTable {
  id: Generated<number>;
  hash: string;
  user_id: number;
  board_id: number | null;
  title: string;
  post_type: PostType;
  /** The validated design document, as JSON text. */
  editor: string;
  text_content: string;
  keywords: string;
  layout: string;
  network: string;
  type: string;
  width: number;
  height: number;
  /** Storage key of the original PNG; a new key on every save so the old file can go after commit. */
  image_key: string;
  video_url: string | null;
  /** The frames key the editor sent with the video (migration 0019); null for none or an older video. */
  video_frames: Generated<string | null>;
  /** How many pages its document has (migration 0020), derived on save. */
  page_count: Generated<number>;
  /** The sizes it is one of (migration 0022): the first size's id; null when it has no other size. */
  size_family: Generated<number | null>;
  /** 0 or 1 (an integer on both engines). */
  is_template: Generated<number>;
  /** A template's language (migration 0023); null for designs. */
  template_locale: Generated<Locale | null>;
  /** The hash of the English template a template is a language of (migration 0023); null for designs. */
  template_group: Generated<string | null>;
  /** A template's category; null for designs and uncategorised templates. */
  category_id: Generated<number | null>;
  /** The Instagram sticker metadata of the last save (SPEC §3), validated JSON text; '[]' when none. */
  instagram_stickers: Generated<string>;
  /** One more at every save of the document (see migration 0018). */
  revision: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One background job of the embedded runner (jobs/embedded-queue.ts). */
export interface JobsTable {
  id: Generated<number>;
  queue: string;
  /** One job per key in a queue while it waits, runs or lies dead. */
  key: string;
  /** The handler's input, as JSON. */
  data: string;
  fairness_key: string | null;
  /** Taken lowest turn first (then oldest): an owner's next job comes one turn after their last. */
  turn: Generated<number>;
  /** ISO time from which the job may be taken (later after a failed attempt). */
  run_at: string;
  state: Generated<'waiting' | 'dead'>;
  attempts: Generated<number>;
  /** ISO time until which the process that took the job holds it; null when nobody does. */
  lease_until: string | null;
  progress: Generated<number | null>;
  /** Why the last attempt failed (the dead job's reason). */
  reason: string | null;
}

/** A post to publish on one or more networks at `publish_at`; the person's side of it (issue 11). */
export interface ScheduledPostsTable {
  id: Generated<number>;
  user_id: number;
  /** Null once the design is deleted: the post stays as history, its pending deliveries cancelled. */
  design_id: number | null;
  /** JSON array of ScheduleNetwork, in the order picked. */
  networks: string;
  /** ISO instant in UTC. */
  publish_at: string;
  /** The IANA zone the time was picked in (shown back in it). */
  time_zone: string;
  caption: string;
  /** JSON array of hashtags without their '#'. */
  hashtags: string;
  first_comment: string;
  alt_text: string;
  /** 'cancelled' once the person cancels it; what it shows otherwise comes from its deliveries. */
  status: 'scheduled' | 'cancelled';
  created_at: string;
  updated_at: string;
}

/** One network's publication of a post: what the API shows of it; its job on the queue does the work. */
export interface ScheduledDeliveriesTable {
  id: Generated<number>;
  post_id: number;
  network: ScheduleNetwork;
  status: DeliveryStatus;
  /** Attempts so far, as its job counts them (schedule/delivery-jobs.ts). */
  attempts: Generated<number>;
  /** ISO time until which an attempt is publishing it (its job's lease); null when none is. */
  lease_until: string | null;
  last_error: string | null;
  last_error_code: DeliveryErrorCode | null;
  delivered_at: string | null;
}

/** The picture of page `position` (2 or more) of a design (migration 0021, issue 23). */
export interface DesignPagesTable {
  design_id: number;
  position: number;
  /** Storage key of the PNG, a new one at every upload so the replaced file can go after commit. */
  image_key: string;
  created_at: string;
}

export interface FavoritesTable {
  user_id: number;
  design_id: number;
  created_at: string;
}

export interface FontsTable {
  id: Generated<number>;
  user_id: number;
  /** The family name read from the font file. */
  name: string;
  /** Storage key of the TTF file, `fonts/<random>.ttf`. */
  key: string;
  /** sha256 hex of the file. */
  hash: string;
  created_at: string;
}

export interface CustomLayoutsTable {
  id: Generated<number>;
  user_id: number;
  /** 'custom.' plus 13 characters, chosen by the client; unique per user. */
  hash: string;
  label: string;
  width: number;
  height: number;
  created_at: string;
}

export interface TemplateCategoriesTable {
  id: Generated<number>;
  name: string;
  name_es: string;
  position: number;
  /** 0 or 1: whether the editor's template browser lists it. */
  visible_in_editor: Generated<number>;
}

export interface SeedsTable {
  name: string;
  applied_at: string;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  /**
   * Storage keys of the stored file and, for a picture, of its 200 px wide thumbnail (`…_t.jpg`); the other
   * CDN widths sit next to it (`…_m.jpg`, `_s`, `_x`).
   */
  key: string;
  thumb_key: string | null;
  /** A picture's size; null for audio. */
  width: number | null;
  height: number | null;
  /** Size of the stored picture or MP3. */
  bytes: number;
  created_at: string;
  kind: ColumnType<UploadKind, UploadKind | undefined, never>;
  /** Seconds of an MP3; null for a picture. */
  duration: number | null;
  /** A picture's file name as uploaded, without its extension (searched by the image search); may be null. */
  name: ColumnType<string | null, string | null | undefined, never>;
}

/** A provider account (OAuth sign-in) linked to a user. */
export interface OAuthAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: OAuthProvider;
  provider_user_id: string;
  /** The email the provider gave when the account was linked, if any. */
  email: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  boards: BoardsTable;
  designs: DesignsTable;
  fonts: FontsTable;
  seeds: SeedsTable;
  uploads: UploadsTable;
  favorites: FavoritesTable;
  design_pages: DesignPagesTable;
  custom_layouts: CustomLayoutsTable;
  template_categories: TemplateCategoriesTable;
  oauth_accounts: OAuthAccountsTable;
  jobs: JobsTable;
  scheduled_posts: ScheduledPostsTable;
  scheduled_deliveries: ScheduledDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type DesignRow = Selectable<DesignsTable>;
export type NewDesign = Insertable<DesignsTable>;
