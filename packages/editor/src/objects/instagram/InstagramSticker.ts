import { classRegistry, FabricObject, type FabricObjectProps } from 'fabric';
import type { StickerDrawing } from './StickerDrawing';

/**
 * An Instagram sticker on the canvas (button, poll, question, slider): one Fabric object that paints
 * its own content and takes the size its drawing fitted to the text (SPEC §4 "resize to fit").
 */
export class InstagramSticker extends FabricObject {
  static override type = 'InstagramSticker';

  declare drawing: StickerDrawing;

  constructor(drawing: StickerDrawing, options: Partial<FabricObjectProps> = {}) {
    super(options);
    this.setDrawing(drawing);
    // Stickers keep their proportions: only the corner handles scale them.
    this.setControlsVisibility({ ml: false, mr: false, mt: false, mb: false });
  }

  setDrawing(drawing: StickerDrawing): void {
    this.drawing = drawing;
    this.set({ width: drawing.width, height: drawing.height, dirty: true });
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    ctx.save();
    ctx.translate(-this.width / 2, -this.height / 2);
    this.drawing.paint(ctx);
    ctx.restore();
  }
}

classRegistry.setClass(InstagramSticker);
