import { describeIssues, pzTextSchema, type DesignObject, type TextEffects } from '@lienzo/core';
import { measureTextRecord } from '../pz-text/textbox';
import type { ObjectPatch } from '../../store/transaction';

/**
 * The change that sets text effects on a pz-text (null turns one off), with the height the text now takes
 * (a curve changes it). Throws a RangeError for another type or a value out of its limits.
 */
export function textEffectPatch(object: DesignObject, effects: Partial<TextEffects>): ObjectPatch {
  if (object.type !== 'pz-text') throw new RangeError(`A ${object.type} has no text effects`);
  const parsed = pzTextSchema.safeParse({ ...object, ...effects });
  if (!parsed.success) throw new RangeError(describeIssues(parsed.error));
  const patch: Partial<TextEffects> = {};
  for (const name of Object.keys(effects) as (keyof TextEffects)[]) {
    Object.assign(patch, { [name]: parsed.data[name] });
  }
  return { ...patch, height: measureTextRecord(parsed.data) } as ObjectPatch;
}
