import { Pattern } from 'fabric';

/** Side of one square of the checkerboard, in screen pixels, and its two greys (as image editors show). */
const SQUARE = 8;
const LIGHT = '#ffffff';
const DARK = '#d6d6d6';

let tile: HTMLCanvasElement | null = null;

function checkerTile(): HTMLCanvasElement {
  if (tile) return tile;
  tile = document.createElement('canvas');
  tile.width = SQUARE * 2;
  tile.height = SQUARE * 2;
  const context = tile.getContext('2d')!;
  context.fillStyle = LIGHT;
  context.fillRect(0, 0, SQUARE * 2, SQUARE * 2);
  context.fillStyle = DARK;
  context.fillRect(SQUARE, 0, SQUARE, SQUARE);
  context.fillRect(0, SQUARE, SQUARE, SQUARE);
  return tile;
}

/**
 * The checkerboard shown under a transparent canvas, its squares the same size on screen at any `zoom`
 * (Fabric draws the canvas background in the zoomed plane). Only the view shows it: exports stay
 * transparent.
 */
export function checkerboard(zoom: number): Pattern {
  return new Pattern({
    source: checkerTile(),
    repeat: 'repeat',
    patternTransform: [1 / zoom, 0, 0, 1 / zoom, 0, 0],
  });
}
