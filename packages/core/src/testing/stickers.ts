import { createObject } from '../objects/registry';
import { pzButtonDefaults, type ButtonInstagramType } from '../objects/pz-button';
import type { DesignObject } from '../objects';

/** Where the sticker helpers put an object on a 540 × 960 story, clear of Instagram's bars. */
const AT = { left: 100, top: 300 };

/** A hashtag, location or mention sticker with its defaults, named after its kind. */
export function stickerButton(kind: ButtonInstagramType, props: Record<string, unknown> = {}): DesignObject {
  return createObject('pz-button', { ...pzButtonDefaults(kind), id: kind, ...AT, ...props }) as DesignObject;
}

/** A question, slider or poll card: 1200 × 600 at scale 0.17, so 204 × 102 on a 540 × 960 story. */
export function stickerCard(
  type: 'pz-question' | 'pz-slider' | 'pz-poll',
  props: Record<string, unknown> = {},
): DesignObject {
  return createObject(type, {
    id: type,
    ...AT,
    width: 1200,
    height: 600,
    scaleX: 0.17,
    scaleY: 0.17,
    ...props,
  }) as DesignObject;
}
