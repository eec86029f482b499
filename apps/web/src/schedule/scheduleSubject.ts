import { pageDurationSchema, TIMELINE, type DesignRecord, type PostType } from '@lienzo/core';

/** The saved design a post publishes, with what the networks' limits are checked against. */
export interface ScheduleSubject {
  design_id: number;
  hash: string;
  title: string;
  post_type: PostType;
  width: number;
  height: number;
  /** A video's length in seconds (its timeline's); null for a picture. */
  duration: number | null;
  /** How many pages it has (a carousel's pictures, issue 23). */
  pages: number;
}

/** The subject of a stored design, e.g. to edit a post from the list while another design is open. */
export function subjectOfRecord(record: DesignRecord): ScheduleSubject {
  const video = record.post_type === 'video';
  return {
    design_id: record.id,
    hash: record.hash,
    title: record.title,
    post_type: record.post_type,
    width: record.width,
    height: record.height,
    duration: video ? videoLength(record.editor) : null,
    pages: pageCount(record.editor),
  };
}

/** How many pages a stored document has: its pages', or 1 for a document stored before pages (version 1). */
function pageCount(editor: unknown): number {
  const pages = isRecord(editor) ? editor.pages : undefined;
  return Array.isArray(pages) && pages.length > 0 ? pages.length : 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A page's or timeline's stored length: the default when none is given, null when it is broken. */
function lengthOf(value: unknown): number | null {
  if (value === undefined) return TIMELINE.defaultDuration;
  const parsed = pageDurationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * How long a stored design's video plays: its pages' lengths added up, or the timeline's of a document stored
 * before pages (version 1); null when what it says is broken.
 */
function videoLength(editor: unknown): number | null {
  const record = isRecord(editor) ? editor : {};
  if (Array.isArray(record.pages) && record.pages.length > 0) {
    let total = 0;
    for (const page of record.pages) {
      const length = lengthOf(isRecord(page) ? page.duration : null);
      if (length === null) return null;
      total += length;
    }
    return total;
  }
  const timeline = record.timeline ?? {};
  return isRecord(timeline) ? lengthOf(timeline.duration) : null;
}
