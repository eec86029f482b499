import type { z } from 'zod';
import { DEFAULT_SCALES } from '../constants';
import type { InstagramStickerType } from './instagram';
import type { NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { PZ_TEXT_PROPERTIES, PZ_TEXT_TOOLBAR, pzTextDefaults, pzTextSchema } from './pz-text';
import { PZ_FTEXT_PROPERTIES, PZ_FTEXT_TOOLBAR, pzFtextDefaults, pzFtextSchema } from './pz-ftext';
import { PZ_VECTOR_PROPERTIES, PZ_VECTOR_TOOLBAR, pzVectorDefaults, pzVectorSchema } from './pz-vector';
import { PZ_IMAGE_PROPERTIES, PZ_IMAGE_TOOLBAR, pzImageDefaults, pzImageSchema } from './pz-image';
import {
  PZ_ILLUSTRATION_PROPERTIES,
  PZ_ILLUSTRATION_TOOLBAR,
  pzIllustrationDefaults,
  pzIllustrationSchema,
} from './pz-illustration';
import {
  BUTTON_TOOLBARS,
  PZ_BUTTON_PROPERTIES,
  PZ_BUTTON_TOOLBAR,
  pzButtonDefaults,
  pzButtonSchema,
} from './pz-button';
import {
  PZ_POLL_PROPERTIES,
  PZ_POLL_TOOLBAR,
  normalizePollAnswer,
  pzPollDefaults,
  pzPollSchema,
} from './pz-poll';
import {
  PZ_QUESTION_PROPERTIES,
  PZ_QUESTION_TOOLBAR,
  pzQuestionDefaults,
  pzQuestionSchema,
} from './pz-question';
import { PZ_SLIDER_PROPERTIES, PZ_SLIDER_TOOLBAR, pzSliderDefaults, pzSliderSchema } from './pz-slider';

// The registry knows every object type that has a module; `designObjectSchema` lists the ones a
// document may hold. Typing it by its own schemas keeps it independent of that union.
const SCHEMAS = {
  'pz-text': pzTextSchema,
  'pz-ftext': pzFtextSchema,
  'pz-vector': pzVectorSchema,
  'pz-image': pzImageSchema,
  'pz-illustration': pzIllustrationSchema,
  'pz-button': pzButtonSchema,
  'pz-poll': pzPollSchema,
  'pz-question': pzQuestionSchema,
  'pz-slider': pzSliderSchema,
} as const;

export type RegisteredObjectType = keyof typeof SCHEMAS;
export type RegisteredObjectOf<Type extends RegisteredObjectType> = z.infer<(typeof SCHEMAS)[Type]>;
export type RegisteredObject = RegisteredObjectOf<RegisteredObjectType>;

/** How a new object is first sized on the canvas (SPEC §9 "Default scales"). */
export type InitialSize =
  | { kind: 'width'; width: number }
  | { kind: 'scale'; scale: number }
  | { kind: 'canvas-width'; percent: number; stickerWidth: number }
  | { kind: 'natural' };

export interface ObjectTypeInfo<Type extends RegisteredObjectType = RegisteredObjectType> {
  type: Type;
  schema: (typeof SCHEMAS)[Type];
  toolbar: ToolbarId;
  /** Every property a record of this type serialises, geometry and animation included. */
  properties: readonly string[];
  /** A new object's properties; the caller places it (left, top) and gives it an id. */
  defaults: () => NewObjectProps<(typeof SCHEMAS)[Type]>;
  initialSize: InitialSize;
  /** The Instagram sticker it publishes as, when it is one. */
  instagram: readonly InstagramStickerType[];
  /** Rewrites values that older editors stored loosely into their strict form (used by `restore`). */
  normalize?: (record: Record<string, unknown>) => Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalizePoll(record: Record<string, unknown>): Record<string, unknown> {
  const poll = record.poll;
  if (!isRecord(poll)) return record;
  const answer = (value: unknown) =>
    typeof value === 'string' || value === null ? normalizePollAnswer(value) : value;
  return { ...record, poll: { ...poll, a1: answer(poll.a1), a2: answer(poll.a2) } };
}

/** What the editor needs to know about each object type, looked up generically by `type`. */
export const OBJECT_TYPE_INFO: { readonly [Type in RegisteredObjectType]: ObjectTypeInfo<Type> } = {
  'pz-text': {
    type: 'pz-text',
    schema: SCHEMAS['pz-text'],
    toolbar: PZ_TEXT_TOOLBAR,
    properties: PZ_TEXT_PROPERTIES,
    defaults: pzTextDefaults,
    initialSize: { kind: 'natural' },
    instagram: [],
  },
  'pz-ftext': {
    type: 'pz-ftext',
    schema: SCHEMAS['pz-ftext'],
    toolbar: PZ_FTEXT_TOOLBAR,
    properties: PZ_FTEXT_PROPERTIES,
    defaults: pzFtextDefaults,
    initialSize: { kind: 'natural' },
    instagram: [],
  },
  'pz-vector': {
    type: 'pz-vector',
    schema: SCHEMAS['pz-vector'],
    toolbar: PZ_VECTOR_TOOLBAR,
    properties: PZ_VECTOR_PROPERTIES,
    defaults: pzVectorDefaults,
    initialSize: { kind: 'width', width: DEFAULT_SCALES.vector },
    instagram: [],
  },
  'pz-image': {
    type: 'pz-image',
    schema: SCHEMAS['pz-image'],
    toolbar: PZ_IMAGE_TOOLBAR,
    properties: PZ_IMAGE_PROPERTIES,
    defaults: pzImageDefaults,
    initialSize: {
      kind: 'canvas-width',
      percent: DEFAULT_SCALES.imageWidthPercentOfCanvas,
      stickerWidth: DEFAULT_SCALES.sticker,
    },
    instagram: [],
  },
  'pz-illustration': {
    type: 'pz-illustration',
    schema: SCHEMAS['pz-illustration'],
    toolbar: PZ_ILLUSTRATION_TOOLBAR,
    properties: PZ_ILLUSTRATION_PROPERTIES,
    defaults: pzIllustrationDefaults,
    initialSize: { kind: 'width', width: DEFAULT_SCALES.illustration },
    instagram: [],
  },
  'pz-button': {
    type: 'pz-button',
    schema: SCHEMAS['pz-button'],
    toolbar: PZ_BUTTON_TOOLBAR,
    properties: PZ_BUTTON_PROPERTIES,
    defaults: pzButtonDefaults,
    initialSize: { kind: 'natural' },
    instagram: ['HASHTAG', 'LOCATION', 'MENTION'],
  },
  'pz-poll': {
    type: 'pz-poll',
    schema: SCHEMAS['pz-poll'],
    toolbar: PZ_POLL_TOOLBAR,
    properties: PZ_POLL_PROPERTIES,
    defaults: pzPollDefaults,
    initialSize: { kind: 'scale', scale: DEFAULT_SCALES.poll },
    instagram: ['POLL'],
    normalize: normalizePoll,
  },
  'pz-question': {
    type: 'pz-question',
    schema: SCHEMAS['pz-question'],
    toolbar: PZ_QUESTION_TOOLBAR,
    properties: PZ_QUESTION_PROPERTIES,
    defaults: pzQuestionDefaults,
    initialSize: { kind: 'scale', scale: DEFAULT_SCALES.questionAndSlider },
    instagram: ['QUESTION'],
  },
  'pz-slider': {
    type: 'pz-slider',
    schema: SCHEMAS['pz-slider'],
    toolbar: PZ_SLIDER_TOOLBAR,
    properties: PZ_SLIDER_PROPERTIES,
    defaults: pzSliderDefaults,
    initialSize: { kind: 'scale', scale: DEFAULT_SCALES.questionAndSlider },
    instagram: ['SLIDER'],
  },
};

/** The toolbar shown for a selected object: buttons pick theirs by Instagram type (SPEC §2). */
export function toolbarOf(object: RegisteredObject): ToolbarId {
  if (object.type === 'pz-button') return BUTTON_TOOLBARS[object.instagram.type];
  return OBJECT_TYPE_INFO[object.type].toolbar;
}

/**
 * The scale a new object starts at, from the size its content has (an SVG's or a picture's own width)
 * and the canvas width: vectors 150 px wide, illustrations and stickers 100 px, images 80 % of the
 * canvas, polls 0.15, questions and sliders 0.17 (SPEC §9).
 */
export function initialScaleFor(
  type: RegisteredObjectType,
  naturalWidth: number,
  canvasWidth: number,
  options: { sticker?: boolean } = {},
): number {
  const size = OBJECT_TYPE_INFO[type].initialSize;
  if (size.kind === 'scale') return size.scale;
  if (!(naturalWidth > 0) || !Number.isFinite(naturalWidth)) return 1;
  if (size.kind === 'width') return size.width / naturalWidth;
  if (size.kind === 'canvas-width') {
    const target = options.sticker ? size.stickerWidth : (canvasWidth * size.percent) / 100;
    return target > 0 ? target / naturalWidth : 1;
  }
  return 1;
}

/** A complete new record of `type` at a place, with any overrides; throws if the overrides are invalid. */
export function createObject<Type extends RegisteredObjectType>(
  type: Type,
  init: { id: string; left: number; top: number } & Partial<Omit<RegisteredObjectOf<Type>, 'type'>>,
): RegisteredObjectOf<Type> {
  const info = OBJECT_TYPE_INFO[type] as ObjectTypeInfo<Type>;
  return info.schema.parse({ ...info.defaults(), ...init, type }) as RegisteredObjectOf<Type>;
}
