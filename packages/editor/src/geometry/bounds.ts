import type { DesignObject } from '@lienzo/core';
import { centreOf } from './box';

/** An axis-aligned rectangle in layout units. */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

type Box = Pick<DesignObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'angle'>;

/** The upright box around an object as drawn: a turned object's box holds all four of its corners. */
export function boundsOf(box: Box): Bounds {
  const centre = centreOf(box);
  const radians = (box.angle * Math.PI) / 180;
  const width = Math.abs(box.width * box.scaleX);
  const height = Math.abs(box.height * box.scaleY);
  const halfX = (Math.abs(width * Math.cos(radians)) + Math.abs(height * Math.sin(radians))) / 2;
  const halfY = (Math.abs(width * Math.sin(radians)) + Math.abs(height * Math.cos(radians))) / 2;
  return { left: centre.x - halfX, top: centre.y - halfY, right: centre.x + halfX, bottom: centre.y + halfY };
}

/** The smallest box holding all of these (they must not be empty). */
export function unionOf(all: readonly Bounds[]): Bounds {
  return {
    left: Math.min(...all.map((bounds) => bounds.left)),
    top: Math.min(...all.map((bounds) => bounds.top)),
    right: Math.max(...all.map((bounds) => bounds.right)),
    bottom: Math.max(...all.map((bounds) => bounds.bottom)),
  };
}
