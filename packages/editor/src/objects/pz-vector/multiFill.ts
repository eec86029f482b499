import type { PzIllustration } from '@lienzo/core';
import type { SvgArtwork } from './svgArtwork';

/** The colour settings of an SVG object (SPEC §3 pz-vector: fill, fillCount, colorsByTargets). */
export interface MultiFill {
  fill: PzIllustration['fill'];
  colorsByTargets: PzIllustration['colorsByTargets'];
  /** Emojis keep their own colours whatever the record says. */
  keepColours: boolean;
}

/**
 * Paints each filled shape: its target's colour from `colorsByTargets`, else `fill` when the SVG has a
 * single colour, else its own colour. Returns whether anything changed.
 */
export function recolour(artwork: SvgArtwork, settings: MultiFill): boolean {
  const single = artwork.fills.length === 1 ? settings.fill : null;
  let changed = false;
  for (const shape of artwork.shapes) {
    const override = settings.keepColours
      ? undefined
      : (settings.colorsByTargets[String(shape.target)] ?? single ?? undefined);
    const colour = override ?? shape.original;
    if (shape.object.fill === colour) continue;
    shape.object.set('fill', colour);
    changed = true;
  }
  if (changed) artwork.group.set('dirty', true);
  return changed;
}
