import {
  isStoryLayout,
  objectBox,
  round2,
  storySafeZones,
  type DesignDocument,
  type DesignObject,
} from '@lienzo/core';

/** An object's group as a whole moves as one: the outermost group it is in, or itself. */
const unitOf = (object: DesignObject) => object.groupIds?.[0] ?? object.id;

/**
 * A design on a story layout with every object (or outermost group) that fits between Instagram's bars
 * (core's story safe zones) moved up or down just enough to be wholly between them; taller ones (a
 * full-bleed picture, a backdrop shape) stay where they are, as they are meant to run under the bars.
 * Other layouts are returned unchanged.
 */
export function keepOutOfStoryBars(design: DesignDocument): DesignDocument {
  const { layout } = design;
  if (!isStoryLayout(layout.key)) return design;
  const bars = storySafeZones(layout);
  const bandTop = bars.top;
  const bandBottom = layout.height - bars.bottom;
  const shiftOf = (top: number, bottom: number) => {
    if (bottom - top > bandBottom - bandTop) return 0;
    if (top < bandTop) return bandTop - top;
    return bottom > bandBottom ? bandBottom - bottom : 0;
  };
  return {
    ...design,
    pages: design.pages.map((page) => {
      const spans = new Map<string, { top: number; bottom: number }>();
      for (const object of page.objects) {
        const box = objectBox(object);
        const span = spans.get(unitOf(object));
        spans.set(unitOf(object), {
          top: Math.min(span?.top ?? box.top, box.top),
          bottom: Math.max(span?.bottom ?? box.bottom, box.bottom),
        });
      }
      const objects = page.objects.map((object) => {
        const span = spans.get(unitOf(object))!;
        const shift = shiftOf(span.top, span.bottom);
        return shift === 0 ? object : { ...object, top: round2(object.top + shift) };
      });
      return { ...page, objects };
    }),
  };
}
