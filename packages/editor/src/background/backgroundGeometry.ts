import { round2 } from '@lienzo/core';

export interface Size {
  width: number;
  height: number;
}

export interface Offset {
  offsetX: number;
  offsetY: number;
}

/** A zoom in percent as a factor: SPEC §5, pattern and background zoom apply only above 100 %. */
export function zoomFactor(percent: number): number {
  return Math.max(1, percent / 100);
}

/**
 * The size a background picture is drawn at: it covers the whole canvas keeping its ratio (as CSS
 * `background-size: cover`), then is enlarged by the zoom.
 */
export function coverSize(natural: Size, layout: Size, zoomPercent: number): Size {
  if (!(natural.width > 0 && natural.height > 0)) return { width: layout.width, height: layout.height };
  const scale =
    Math.max(layout.width / natural.width, layout.height / natural.height) * zoomFactor(zoomPercent);
  return { width: natural.width * scale, height: natural.height * scale };
}

/** SPEC §5: the offset stays negative (or 0) and within the excess of the drawn picture over the canvas. */
export function clampOffset(offset: Offset, drawn: Size, layout: Size): Offset {
  // `+ 0` turns -0 into 0, so an offset at the edge compares equal to a stored 0.
  const within = (value: number, excess: number) =>
    round2(Math.min(0, Math.max(-Math.max(0, excess), value))) + 0;
  return {
    offsetX: within(offset.offsetX, drawn.width - layout.width),
    offsetY: within(offset.offsetY, drawn.height - layout.height),
  };
}

/** The offset that centres the drawn picture on the canvas. */
export function centredOffset(drawn: Size, layout: Size): Offset {
  return clampOffset(
    { offsetX: (layout.width - drawn.width) / 2, offsetY: (layout.height - drawn.height) / 2 },
    drawn,
    layout,
  );
}

/**
 * The offset after a zoom change from `before` to `after` (drawn sizes), keeping the canvas centre on the
 * same point of the picture, then clamped.
 */
export function rezoomOffset(offset: Offset, before: Size, after: Size, layout: Size): Offset {
  const ratioX = after.width / before.width;
  const ratioY = after.height / before.height;
  const centreX = layout.width / 2;
  const centreY = layout.height / 2;
  return clampOffset(
    {
      offsetX: centreX - (centreX - offset.offsetX) * ratioX,
      offsetY: centreY - (centreY - offset.offsetY) * ratioY,
    },
    after,
    layout,
  );
}
