import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_SCALES } from '../constants';
import { baseObjectShape, finite } from './base';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType, type ObjectMigration } from './object-type';

/** Answers are stored upper case and an empty answer is null (SPEC §5). */
export function normalizePollAnswer(answer: string | null | undefined): string | null {
  const trimmed = (answer ?? '').trim();
  return trimmed === '' ? null : trimmed.toUpperCase();
}

const pollAnswer = z
  .string()
  .max(FIELD_LIMITS.pollAnswer)
  .refine((answer) => normalizePollAnswer(answer) === answer, { message: 'must be upper case and not blank' })
  .nullable();

export const pollSchema = z.object({
  question: z.string().max(FIELD_LIMITS.stickerText).default(''),
  a1: pollAnswer.default('YES'),
  a2: pollAnswer.default('NO'),
});
export type Poll = z.infer<typeof pollSchema>;

/** Canvas font size of an answer: 100, 75 from 8 characters, 60 from 17 (SPEC §5). */
export function pollAnswerFontSize(answer: string | null): number {
  const length = answer?.length ?? 0;
  if (length >= 17) return 60;
  if (length >= 8) return 75;
  return 100;
}

/** The font size Instagram's sticker metadata expects for a canvas answer size (SPEC §5). */
export function instagramPollFontSize(canvasFontSize: number): number {
  if (canvasFontSize === 60) return 17.5;
  if (canvasFontSize === 75) return 22;
  if (canvasFontSize === 100) return 30;
  return 25;
}

export const pzPollSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-poll'),
  poll: pollSchema.default(() => pollSchema.parse({})),
  a1_ig_font_size: finite.positive().max(100).default(30),
  a2_ig_font_size: finite.positive().max(100).default(30),
  instagram: z.object({ type: z.literal('POLL') }).default({ type: 'POLL' }),
});

export type PzPoll = z.infer<typeof pzPollSchema>;

export const PZ_POLL_TOOLBAR: ToolbarId = 'ig-poll';
export const PZ_POLL_PROPERTIES = propertyNamesOf(pzPollSchema);

/** A new poll with YES / NO answers, drawn large and scaled to 0.15 (SPEC §9). */
export function pzPollDefaults(): NewObjectProps<typeof pzPollSchema> {
  return newObjectProps(pzPollSchema, {
    type: 'pz-poll',
    width: 1200,
    height: 700,
    scaleX: DEFAULT_SCALES.poll,
    scaleY: DEFAULT_SCALES.poll,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Older editors stored answers as typed ("yes", " no ", ""); SPEC §5 stores them upper case, blank as null. */
const strictPollAnswers: ObjectMigration = {
  name: 'poll-answers-upper-case',
  up: (record) => {
    const poll = record.poll;
    if (!isRecord(poll)) return record;
    const answer = (value: unknown) =>
      typeof value === 'string' || value === null ? normalizePollAnswer(value) : value;
    return { ...record, poll: { ...poll, a1: answer(poll.a1), a2: answer(poll.a2) } };
  },
};

const pollMigrations = [strictPollAnswers];

/** The pz-poll type as the object registry lists it. */
export const pzPollType = defineObjectType({
  type: 'pz-poll',
  schema: pzPollSchema,
  toolbar: PZ_POLL_TOOLBAR,
  properties: PZ_POLL_PROPERTIES,
  defaults: pzPollDefaults,
  initialSize: { kind: 'scale', scale: DEFAULT_SCALES.poll },
  instagram: ['POLL'],
  migrations: pollMigrations,
});
