import type {
  AnimationChange,
  InstagramStickerType,
  TextEffects,
  TextRole,
  TimelineAudio,
  VectorType,
} from '@lienzo/core';
import type { BackgroundSettingsPatch } from '../background/backgroundSettings';
import type { TextPresetStyle } from '../Engine';
import type { Point } from '../geometry/box';
import type { LayoutChoice } from '../layout/resolveLayout';
import type { FancyTextPatch } from '../objects/pz-ftext/fancyTextOperations';
import type { StickerProps } from '../objects/instagram/stickerRecords';
import type { CharacterStyle } from '../objects/text-style/characterStyles';
import type { ObjectPatch } from '../store/transaction';
import type { Room } from '../viewport/viewport';

/** A sticker of one kind with that kind's own props (a poll's answers, a mention's text). */
export type StickerToAdd = {
  [Kind in InstagramStickerType]: { kind: Kind; props?: StickerProps<Kind> };
}[InstagramStickerType];

/** One undo step for a whole slider drag: changes with the same key merge (see DocumentStore). */
interface Merging {
  mergeKey?: string;
}

/**
 * Each command that is run with a payload (`engine.execute('set-selection-opacity', { opacity: 0.5 })`): its
 * payload and what `execute` answers when it runs (tldraw's and Excalidraw's typed actions). A name not
 * here is a command without one, run on the selection or a named target.
 */
export interface CommandPayloads {
  'add-text': { payload: { role: TextRole; text: string; style?: TextPresetStyle }; result: string };
  'add-image': { payload: { src: string; sticker?: boolean; at?: Point }; result: Promise<string> };
  'add-vector': {
    payload: { src: string; vector_type?: VectorType; at?: Point; name?: string };
    result: Promise<string>;
  };
  'add-illustration': { payload: { src: string; at?: Point; name?: string }; result: Promise<string> };
  'add-fancy-text': { payload: { text?: string; shapeId?: string }; result: string };
  'add-sticker': { payload: StickerToAdd; result: string };
  'insert-object': {
    payload: { type: string; props?: Record<string, unknown>; at?: Point };
    result: string;
  };
  'update-object': { payload: { id: string; patch: ObjectPatch; merge?: boolean }; result: void };
  'update-sticker': { payload: { id: string; patch: ObjectPatch }; result: void };
  'update-fancy-text': { payload: { id: string; patch: FancyTextPatch }; result: void };
  'set-text-style': { payload: { id: string; style: CharacterStyle }; result: Promise<void> };
  'set-text-effects': {
    payload: { id: string; effects: Partial<TextEffects>; merge?: boolean };
    result: void;
  };
  'replace-image': { payload: { id: string; src: string }; result: Promise<void> };
  'rename-layer': { payload: { id: string; name: string }; result: boolean };
  'style-selection': { payload: CharacterStyle; result: Promise<void> };
  'set-selection-opacity': { payload: { opacity: number }; result: void };
  'set-selection-angle': { payload: { angle: number }; result: void };
  'set-selection-animation': { payload: AnimationChange; result: void };
  'set-animation': { payload: { id: string; change: AnimationChange }; result: void };
  'set-timeline-duration': { payload: { seconds: number }; result: void };
  'set-timeline-audio': { payload: { audio: TimelineAudio | null }; result: void };
  'set-background-color': { payload: { color: string }; result: void };
  'set-background-image': { payload: { src: string }; result: Promise<boolean> };
  'set-pattern': { payload: { src: string }; result: Promise<boolean> };
  'set-pattern-zoom': { payload: { zoom: number } & Merging; result: void };
  'update-background-settings': { payload: { patch: BackgroundSettingsPatch } & Merging; result: void };
  'apply-layout': { payload: { layout: LayoutChoice; force?: boolean }; result: boolean };
  'fit-to-area': { payload: { width: number; height: number; room?: Room }; result: void };
  'show-safe-zones': { payload: { shown: boolean }; result: void };
  'show-page': { payload: { id: string }; result: boolean };
  'move-page': { payload: { id: string; index: number }; result: boolean };
}

export type PayloadCommandName = keyof CommandPayloads;

/** What `execute(name, …)` takes after the name: the payload, or for any other command an optional target. */
export type ExecuteArgs<Name extends string> = Name extends PayloadCommandName
  ? [payload: CommandPayloads[Name]['payload']]
  : [target?: readonly string[]];

/**
 * What `execute` answers: whether it ran, or for a command with a result, that result (false when the
 * command did not apply or was refused).
 */
export type ExecuteResult<Name extends string> = Name extends PayloadCommandName
  ? CommandPayloads[Name]['result'] extends void
    ? boolean
    : CommandPayloads[Name]['result'] | false
  : boolean;
