import type { FabricObject } from 'fabric';
import { round2, type DesignObject, type PzFtext } from '@lienzo/core';
import type { ObjectShape } from '../ObjectShape';
import { readGeometry } from '../../fabric/readGeometry';
import { applyRecordProps, INTERACTION, placeAtTopLeft, transformOf } from '../../fabric/placement';
import type { ObjectPatch } from '../../store/transaction';
import { FancyTextbox } from './FancyTextbox';

/** Every Fabric property a pz-ftext record decides, except its position. */
function fabricPropsOf(record: PzFtext) {
  return {
    text: record.text,
    fontFamily: record.fontFamily,
    fontSize: record.fontSize,
    fill: record.fill,
    textAlign: record.textAlign,
    lineHeight: record.spacing,
    shapeId: record.shapeId,
    shapeColor: record.backgroundColor,
    shapePadding: record.padding,
    maxCharsPerLine: record.wrapping ? record.maxCharsPerLine : 0,
    ...transformOf(record),
  };
}

function asFancyText(record: DesignObject): PzFtext {
  if (record.type !== 'pz-ftext') throw new TypeError(`Not a fancy text: ${record.type}`);
  return record;
}

export function createFancyTextbox(record: PzFtext): FancyTextbox {
  const textbox = new FancyTextbox(record.text, { ...INTERACTION, ...fabricPropsOf(record) });
  placeAtTopLeft(textbox, record.left, record.top);
  return textbox;
}

function updateFancyTextbox(textbox: FancyTextbox, record: PzFtext): void {
  applyRecordProps(textbox, fabricPropsOf(record), record);
}

function readFancyTextbox(textbox: FancyTextbox): ObjectPatch {
  return {
    ...readGeometry(textbox),
    text: textbox.text,
    width: round2(textbox.width),
    height: round2(textbox.height),
  } as ObjectPatch;
}

/** The size of the shape a fancy-text record needs around its text. */
export function measureFancyText(record: PzFtext): { width: number; height: number } {
  const probe = new FancyTextbox(record.text, fabricPropsOf(record));
  return { width: round2(probe.width), height: round2(probe.height) };
}

const isFancy = (object: FabricObject): object is FancyTextbox => object instanceof FancyTextbox;

export const fancyTextShape: ObjectShape = {
  create: (record) => createFancyTextbox(asFancyText(record)),
  update: (object, record) => {
    if (isFancy(object)) updateFancyTextbox(object, asFancyText(record));
  },
  read: (object) => (isFancy(object) ? readFancyTextbox(object) : {}),
};
