import { Textbox } from 'fabric';
import type { DesignObject, PzText } from '@lienzo/core';
import type { ObjectShape } from '../ObjectShape';
import { createTextbox, readTextbox, updateTextbox } from './textbox';

function asText(record: DesignObject): PzText {
  if (record.type !== 'pz-text') throw new TypeError(`Not a text: ${record.type}`);
  return record;
}

/** A text (SPEC §3 pz-text): a Fabric textbox with per-character styles, lists and effects. */
export const textShape: ObjectShape = {
  create: (record) => createTextbox(asText(record)),
  update: (object, record) => {
    if (object instanceof Textbox) updateTextbox(object, asText(record));
  },
  read: (object) => (object instanceof Textbox ? readTextbox(object) : {}),
};
