import { VIEWPORT, type DesignDocument } from '@lienzo/core';

export type Viewport = DesignDocument['viewport'];

const MIN_SCALE = 0.05;
const MAX_SCALE = 5;

/** The canvas shown at `scale`: its on-screen size in whole pixels, the document keeping layout units. */
export function viewportAt(layout: { width: number; height: number }, scale: number): Viewport {
  const clamped = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  return {
    width: Math.max(1, Math.round(layout.width * clamped)),
    height: Math.max(1, Math.round(layout.height * clamped)),
    scale: clamped,
  };
}

/**
 * The scale that fits the layout in the editor area (SPEC §9: area width minus 170, height minus 120),
 * the box being clamped to 350–1000 wide and at least 300 tall (SPEC §5).
 */
export function fitScale(
  layout: { width: number; height: number },
  areaWidth: number,
  areaHeight: number,
): number {
  const boxWidth = Math.min(
    VIEWPORT.maxWidth,
    Math.max(VIEWPORT.minWidth, areaWidth - VIEWPORT.areaWidthMargin),
  );
  const boxHeight = Math.max(VIEWPORT.minHeight, areaHeight - VIEWPORT.areaHeightMargin);
  return Math.min(boxWidth / layout.width, boxHeight / layout.height);
}
