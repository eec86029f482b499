import { timelineSchema, type DesignRecord, type PostType } from '@lienzo/core';

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
}

/** The subject of a stored design, e.g. to edit a post from the list while another design is open. */
export function subjectOfRecord(record: DesignRecord): ScheduleSubject {
  const editor = record.editor as { timeline?: unknown } | null;
  const timeline = timelineSchema.safeParse(editor?.timeline ?? {});
  const video = record.post_type === 'video';
  return {
    design_id: record.id,
    hash: record.hash,
    title: record.title,
    post_type: record.post_type,
    width: record.width,
    height: record.height,
    duration: video ? (timeline.data?.duration ?? null) : null,
  };
}
