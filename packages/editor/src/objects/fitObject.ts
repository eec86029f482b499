import { describeIssues, designObjectSchema, round2, type DesignObject } from '@lienzo/core';
import { centreOf, topLeftFor } from '../geometry/box';
import type { ObjectPatch } from '../store/transaction';
import { fittedSize } from './fittedSize';
import { normalizeSticker } from './instagram/stickerRecords';

const FITTED_TYPES: ReadonlySet<string> = new Set([
  'pz-ftext',
  'pz-button',
  'pz-poll',
  'pz-question',
  'pz-slider',
]);

/** Fancy text and the Instagram stickers: their box follows their text. */
export function fitsItsText(object: Pick<DesignObject, 'type'>): boolean {
  return FITTED_TYPES.has(object.type);
}

/** A record with its text in stored form and its box fitted to its content (SPEC §4 "resize to fit"). */
export function fitObject<Record extends DesignObject>(record: Record): Record {
  const normalized = normalizeSticker(record);
  return { ...normalized, ...fittedSize(normalized) };
}

/**
 * The patch that applies `patch` to `object` and refits it, with every value checked by the schema; a
 * RangeError says which value is wrong.
 */
export function fittedPatch(object: DesignObject, patch: ObjectPatch): ObjectPatch {
  // Poll answers are checked in their stored form: what the user typed is upper-cased first.
  const merged = normalizeSticker({ ...object, ...patch, id: object.id, type: object.type } as DesignObject);
  const parsed = designObjectSchema.safeParse(merged);
  if (!parsed.success) throw new RangeError(describeIssues(parsed.error));
  const refitted = fitObject(parsed.data);
  const resized = refitted.width !== parsed.data.width || refitted.height !== parsed.data.height;
  // A box that grows or shrinks to its text keeps its centre where it was, as Fabric does while typing.
  const place =
    resized && !('left' in patch) && !('top' in patch)
      ? roundedPlace(topLeftFor(centreOf(parsed.data), refitted))
      : {};
  const fitted = { ...refitted, ...place } as unknown as Record<string, unknown>;
  const before = object as unknown as Record<string, unknown>;
  const changed = Object.keys(fitted).filter(
    (key) => key in patch || JSON.stringify(fitted[key]) !== JSON.stringify(before[key]),
  );
  return Object.fromEntries(changed.map((key) => [key, fitted[key]])) as ObjectPatch;
}

function roundedPlace({ left, top }: { left: number; top: number }) {
  return { left: round2(left), top: round2(top) };
}
