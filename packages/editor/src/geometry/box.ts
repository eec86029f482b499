import type { DesignObject } from '@lienzo/core';

export interface Point {
  x: number;
  y: number;
}

type Box = Pick<DesignObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'angle'>;

/** The centre of an object. Our left/top is its rotated top-left corner, half the box away along its axes. */
export function centreOf(box: Box): Point {
  const radians = (box.angle * Math.PI) / 180;
  const halfWidth = (box.width * box.scaleX) / 2;
  const halfHeight = (box.height * box.scaleY) / 2;
  return {
    x: box.left + halfWidth * Math.cos(radians) - halfHeight * Math.sin(radians),
    y: box.top + halfWidth * Math.sin(radians) + halfHeight * Math.cos(radians),
  };
}

/** The left/top that puts an object of this size, scale and angle with its centre at `centre`. */
export function topLeftFor(centre: Point, box: Omit<Box, 'left' | 'top'>): { left: number; top: number } {
  const radians = (box.angle * Math.PI) / 180;
  const halfWidth = (box.width * box.scaleX) / 2;
  const halfHeight = (box.height * box.scaleY) / 2;
  return {
    left: centre.x - halfWidth * Math.cos(radians) + halfHeight * Math.sin(radians),
    top: centre.y - halfWidth * Math.sin(radians) - halfHeight * Math.cos(radians),
  };
}
