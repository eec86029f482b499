// Audio tracks of the /audios drawer (SPEC §3 "Audio track").

export const AUDIO_CATEGORIES = [
  'Alternative',
  'Ambient',
  'Cinematic',
  'Corporate',
  'Dance',
  'Electronic',
  'Folk',
  'Funk',
  'Indie',
  'Jazz',
  'Latin',
  'Pop',
  'Rock',
] as const;
export type AudioCategory = (typeof AUDIO_CATEGORIES)[number];

/** What the document keeps of the selected track (`timeline.audio`). */
export interface TimelineAudio {
  name: string;
  src: string;
}
