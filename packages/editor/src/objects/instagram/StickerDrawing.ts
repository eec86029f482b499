/** What a sticker looks like: its size, fitted to its text, and how to paint it in a box at 0,0. */
export interface StickerDrawing {
  width: number;
  height: number;
  paint(ctx: CanvasRenderingContext2D): void;
}
