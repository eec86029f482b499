import type { VectorType } from '@lienzo/core';
import { requireStorableSrc } from '../../assets/requireStorableSrc';
import type { Point } from '../../geometry/box';
import { newObjectId } from '../../ids';
import { drawerLayerName } from '../drawerLayerName';
import { requireObject, type InsertContext } from '../InsertContext';
import { newIllustration, newVector, svgFactsOf } from './newSvgObject';

/**
 * Adds an SVG vector or emoji 150 px wide (SPEC §9) with one colour target per distinct fill;
 * centred and selected, one undo step. Rejects when the SVG is refused or cannot be loaded. `name` is the
 * layer's name as the drawer shows the item, in the interface language (issue 24).
 */
export async function addVector(
  context: InsertContext,
  src: string,
  options: { vector_type?: VectorType; at?: Point; name?: string } = {},
): Promise<string> {
  requireStorableSrc(src);
  const facts = await svgFactsOf(context.assets, src);
  const canvasWidth = context.store.document.layout.width;
  const vectorType = options.vector_type ?? 'vector';
  const vector = {
    ...newVector({ id: newObjectId(), src, facts, canvasWidth, vectorType }),
    ...drawerLayerName(options.name),
  };
  // A one-colour icon takes a readable colour where its own would vanish; an emoji keeps its colours.
  const ownFill = vectorType === 'vector' && facts.fills.length === 1 ? facts.fills[0] : undefined;
  return context.place('add-vector', vector, options.at, ownFill);
}

/** Adds an SVG illustration 100 px wide (SPEC §9), named as addVector's; centred and selected, one undo step. */
export async function addIllustration(
  context: InsertContext,
  src: string,
  options: { at?: Point; name?: string } = {},
): Promise<string> {
  requireStorableSrc(src);
  const facts = await svgFactsOf(context.assets, src);
  const canvasWidth = context.store.document.layout.width;
  return context.place(
    'add-illustration',
    { ...newIllustration({ id: newObjectId(), src, facts, canvasWidth }), ...drawerLayerName(options.name) },
    options.at,
  );
}

/**
 * The colour targets of a vector or illustration: its SVG's own distinct fill colours in order of
 * first appearance, the colours `colorsByTargets` indexes (the toolbar shows at most 7, SPEC §2).
 */
export async function colourTargets(context: InsertContext, id: string): Promise<readonly string[]> {
  const object = requireObject(context, id);
  if (object.type !== 'pz-vector' && object.type !== 'pz-illustration') {
    throw new RangeError(`Not a vector or illustration: "${id}"`);
  }
  return (await svgFactsOf(context.assets, object.src)).fills;
}
