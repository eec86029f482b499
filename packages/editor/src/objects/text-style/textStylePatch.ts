import { describeIssues, pzTextSchema, type DesignObject, type PzText } from '@lienzo/core';
import { measureTextRecord } from '../pz-text/textbox';
import type { ObjectPatch } from '../../store/transaction';
import { fittedPatch } from '../fitObject';
import { textDecorationWith } from './textFormat';
import {
  clearCharacterStyles,
  styleCharacters,
  styleOffsetOf,
  type CharacterStyle,
  type TextSelection,
} from './characterStyles';

export type { TextSelection };

/** The layer fields of a pz-text that a character style sets for the whole text. */
function textLayerFields(text: PzText, style: CharacterStyle): Partial<PzText> {
  const { underline, linethrough, ...plain } = style;
  const fields: Partial<PzText> = { ...plain };
  if (underline !== undefined || linethrough !== undefined) {
    fields.textDecoration = textDecorationWith(text.textDecoration, { underline, linethrough });
  }
  return fields;
}

function textPatch(text: PzText, style: CharacterStyle, selection: TextSelection | null): ObjectPatch {
  const patch: Partial<PzText> =
    selection && selection.end > selection.start
      ? {
          styles: styleCharacters(
            text.text,
            text.styles,
            styleOffsetOf(text.text, selection.start),
            styleOffsetOf(text.text, selection.end),
            style,
          ),
        }
      : {
          ...textLayerFields(text, style),
          styles: clearCharacterStyles(
            text.text,
            text.styles,
            Object.keys(style) as (keyof CharacterStyle)[],
          ),
        };
  const parsed = pzTextSchema.safeParse({ ...text, ...patch });
  if (!parsed.success) throw new RangeError(describeIssues(parsed.error));
  return { ...patch, height: measureTextRecord(parsed.data) } as ObjectPatch;
}

/** Fancy texts and buttons are styled as a whole: which style keys they take, under which field. */
const LAYER_FIELDS: Partial<Record<DesignObject['type'], Partial<Record<keyof CharacterStyle, string>>>> = {
  'pz-ftext': { fill: 'fill', fontSize: 'fontSize', fontFamily: 'fontFamily' },
  'pz-button': { fill: 'color', fontSize: 'fontSize', fontFamily: 'fontFamily' },
};

/**
 * What a text style change does to an object (SPEC §4): while a text is edited with characters
 * selected, it styles those characters only; otherwise it styles the whole layer and drops the
 * per-character overrides of the same properties.
 */
export function textStylePatch(
  object: DesignObject,
  style: CharacterStyle,
  selection: TextSelection | null,
): ObjectPatch {
  if (object.type === 'pz-text') return textPatch(object, style, selection);
  const fields = LAYER_FIELDS[object.type];
  if (!fields) throw new RangeError(`A ${object.type} has no text to style`);
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(style)) {
    const field = fields[key as keyof CharacterStyle];
    if (!field) throw new RangeError(`A ${object.type} has no "${key}" text style`);
    patch[field] = value;
  }
  return fittedPatch(object, patch as ObjectPatch);
}
