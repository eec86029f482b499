import {
  instagramPollFontSize,
  normalizePollAnswer,
  pollAnswerFontSize,
  type DesignObject,
  type InstagramStickerType,
  type PzButton,
  type PzPoll,
  type PzQuestion,
  type PzSlider,
} from '@lienzo/core';
import { buttonLabel } from '../pz-button/buttonLabel';

/** The record each Instagram sticker is stored as. */
export interface StickerRecords {
  HASHTAG: PzButton;
  LOCATION: PzButton;
  MENTION: PzButton;
  POLL: PzPoll;
  QUESTION: PzQuestion;
  SLIDER: PzSlider;
}

export const STICKER_OBJECT_TYPES = {
  HASHTAG: 'pz-button',
  LOCATION: 'pz-button',
  MENTION: 'pz-button',
  POLL: 'pz-poll',
  QUESTION: 'pz-question',
  SLIDER: 'pz-slider',
} as const satisfies Record<InstagramStickerType, DesignObject['type']>;

/** What the panel may set on a new or existing sticker: anything but its identity and type. */
export type StickerProps<Kind extends InstagramStickerType> = Partial<
  Omit<StickerRecords[Kind], 'id' | 'type'>
>;

/**
 * A sticker's text in its stored form (SPEC §4, §5): button text upper case with its '#' or '@', poll
 * answers upper case (empty is null) with the Instagram font size their length gives them.
 */
export function normalizeSticker<Record extends DesignObject>(record: Record): Record {
  if (record.type === 'pz-button') return { ...record, text: buttonLabel(record) };
  if (record.type !== 'pz-poll') return record;
  const a1 = normalizePollAnswer(record.poll.a1);
  const a2 = normalizePollAnswer(record.poll.a2);
  return {
    ...record,
    poll: { ...record.poll, a1, a2 },
    a1_ig_font_size: instagramPollFontSize(pollAnswerFontSize(a1)),
    a2_ig_font_size: instagramPollFontSize(pollAnswerFontSize(a2)),
  };
}
