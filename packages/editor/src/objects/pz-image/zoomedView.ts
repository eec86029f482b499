import type { PzImage } from '@lienzo/core';

/** The part of the picture Fabric draws, and how much larger it is drawn than the record's scale. */
export interface ZoomedView {
  width: number;
  height: number;
  cropX: number;
  cropY: number;
  /** The record's zoom as a factor (1 at 100 %): Fabric's scale is the record's times this. */
  factor: number;
}

/**
 * SPEC §2 image "zoom": above 100 % the picture is enlarged inside its own box, about the box's centre.
 * The box keeps its size on the canvas; Fabric draws a smaller part of the picture, scaled up.
 */
export function zoomedView(
  image: Pick<PzImage, 'width' | 'height' | 'cropX' | 'cropY' | 'zoom'>,
): ZoomedView {
  const factor = Math.max(1, image.zoom / 100);
  const width = image.width / factor;
  const height = image.height / factor;
  return {
    width,
    height,
    cropX: image.cropX + (image.width - width) / 2,
    cropY: image.cropY + (image.height - height) / 2,
    factor,
  };
}
