import {
  createObject,
  getFtextShape,
  nextAlignment,
  nextSpacing,
  type FtextAlignment,
  type FtextSpacing,
  type PzFtext,
} from '@lienzo/core';
import { newObjectId } from '../../ids';
import type { ObjectPatch } from '../../store/transaction';
import { fitObject } from '../fitObject';
import { addFitted, requireFitted, updateFitted, type FittedObjectContext } from '../fittedObjectCommands';

export type FancyTextPatch = Partial<Omit<PzFtext, 'id' | 'type'>>;

const FANCY = new Set(['pz-ftext']);

export function addFancyText(context: FittedObjectContext, text: string, shapeId?: string): string {
  if (shapeId !== undefined && !getFtextShape(shapeId))
    throw new RangeError(`No fancy-text shape "${shapeId}"`);
  const record = createObject('pz-ftext', {
    id: newObjectId(),
    left: 0,
    top: 0,
    text,
    ...(shapeId === undefined ? {} : { shapeId }),
  });
  return addFitted(context, fitObject(record), 'add-fancy-text');
}

export function updateFancyText(context: FittedObjectContext, id: string, patch: FancyTextPatch): void {
  updateFitted(context, requireFitted(context, id, FANCY), patch as ObjectPatch, 'fancy-text', true);
}

export function cycleFancySpacing(context: FittedObjectContext, id: string): FtextSpacing {
  const object = requireFitted(context, id, FANCY) as PzFtext;
  const spacing = nextSpacing(object.spacing);
  updateFitted(context, object, { spacing }, 'fancy-text-spacing', false);
  return spacing;
}

export function cycleFancyAlignment(context: FittedObjectContext, id: string): FtextAlignment {
  const object = requireFitted(context, id, FANCY) as PzFtext;
  const textAlign = nextAlignment(object.textAlign);
  updateFitted(context, object, { textAlign }, 'fancy-text-alignment', false);
  return textAlign;
}

/** The fancy-text toolbar's wrapping button: lines break at `maxCharsPerLine` characters, or not at all. */
export function toggleFancyWrapping(context: FittedObjectContext, id: string): boolean {
  const object = requireFitted(context, id, FANCY) as PzFtext;
  const wrapping = !object.wrapping;
  updateFitted(context, object, { wrapping }, 'fancy-text-wrapping', false);
  return wrapping;
}
