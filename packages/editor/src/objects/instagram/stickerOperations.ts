import {
  createObject,
  initialScaleFor,
  pzButtonDefaults,
  stickerExistsCode,
  type DesignObject,
  type InstagramStickerType,
} from '@lienzo/core';
import { newObjectId } from '../../ids';
import type { ObjectPatch } from '../../store/transaction';
import { fitObject } from '../fitObject';
import { addFitted, requireFitted, updateFitted, type FittedObjectContext } from '../fittedObjectCommands';
import { StickerExistsError } from './StickerExistsError';
import { STICKER_OBJECT_TYPES, type StickerProps } from './stickerRecords';

const STICKER_TYPES = new Set<string>(Object.values(STICKER_OBJECT_TYPES));

export function addSticker<Kind extends InstagramStickerType>(
  context: FittedObjectContext,
  kind: Kind,
  props: StickerProps<Kind>,
): string {
  const exists = stickerExistsCode(context.store.document.objects, kind);
  if (exists) throw new StickerExistsError(exists);
  const type = STICKER_OBJECT_TYPES[kind];
  const defaults = type === 'pz-button' ? pzButtonDefaults(kind as 'HASHTAG' | 'LOCATION' | 'MENTION') : {};
  const init = { ...defaults, ...props, id: newObjectId(), left: 0, top: 0 };
  const record = fitObject(createObject(type, init as never) as DesignObject);
  // Polls start at 0.15, questions and sliders at 0.17, buttons at their natural size (SPEC §9).
  const scale = initialScaleFor(type, record.width, context.store.document.layout.width);
  const scaled = { ...record, scaleX: props.scaleX ?? scale, scaleY: props.scaleY ?? scale };
  return addFitted(context, scaled, `add-${type}`, { sticker: true });
}

export function updateSticker(context: FittedObjectContext, id: string, patch: ObjectPatch): void {
  updateFitted(context, requireFitted(context, id, STICKER_TYPES), patch, 'sticker', true);
}
