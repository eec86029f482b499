import { Color, Shadow } from 'fabric';
import type { TextEffects, TextShadow } from '@lienzo/core';

/** A shadow colour with the shadow's opacity applied on top of the colour's own alpha. */
function shadowColour(shadow: TextShadow): string {
  const colour = new Color(shadow.color);
  return colour.setAlpha(colour.getAlpha() * shadow.opacity).toRgba();
}

/** The Fabric properties a pz-text's effects decide (see EffectTextbox for what draws them). */
export function effectPropsOf(record: TextEffects) {
  const { outline, shadow } = record;
  return {
    // The stroke is drawn first and centred on the glyph edge: twice the width shows `width` outside it.
    stroke: outline && outline.width > 0 ? outline.color : null,
    strokeWidth: outline ? outline.width * 2 : 0,
    paintFirst: 'stroke' as const,
    strokeLineJoin: 'round' as const,
    shadow: shadow
      ? new Shadow({
          color: shadowColour(shadow),
          blur: shadow.blur,
          offsetX: shadow.offsetX,
          offsetY: shadow.offsetY,
          affectStroke: true,
        })
      : null,
    curve: record.curve,
    highlight: record.highlight,
  };
}

const STRUCTURED = new Set(['shadow', 'curve', 'highlight']);

function plain(value: unknown): string {
  return JSON.stringify(value instanceof Shadow ? value.toObject() : (value ?? null));
}

/** Whether an effect property the textbox holds already equals the wanted one (a new Shadow is not new). */
export function sameEffectProp(key: string, current: unknown, wanted: unknown): boolean {
  return STRUCTURED.has(key) && plain(current) === plain(wanted);
}
