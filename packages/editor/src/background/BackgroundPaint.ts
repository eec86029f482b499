import { FabricObject } from 'fabric';

/** What the background layer draws over the canvas colour, in layout units. */
export interface BackgroundScene {
  /** A tile repeated over the whole canvas, already at its drawn size. */
  tile: HTMLCanvasElement | null;
  /** The (filtered) background picture and where it is drawn. */
  image: { element: CanvasImageSource; x: number; y: number; width: number; height: number } | null;
  /** A colour laid over the picture, under the objects. */
  overlay: { color: string; alpha: number } | null;
}

export const EMPTY_SCENE: BackgroundScene = { tile: null, image: null, overlay: null };

/**
 * Fabric's background object: drawn after the canvas colour and before every object, on screen and in
 * exports alike (Fabric draws it in the layout's coordinates). It is never a target of the pointer.
 */
export class BackgroundPaint extends FabricObject {
  scene: BackgroundScene = EMPTY_SCENE;

  constructor() {
    super({
      left: 0,
      top: 0,
      originX: 'left',
      originY: 'top',
      width: 1,
      height: 1,
      strokeWidth: 0,
      selectable: false,
      evented: false,
      objectCaching: false,
    });
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    const { width, height, scene } = this;
    ctx.save();
    // Fabric draws an object about its centre.
    ctx.translate(-width / 2, -height / 2);
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    ctx.clip();
    if (scene.tile) {
      const pattern = ctx.createPattern(scene.tile, 'repeat');
      if (pattern) {
        ctx.fillStyle = pattern;
        ctx.fillRect(0, 0, width, height);
      }
    }
    if (scene.image) {
      const { element, x, y, width: drawnWidth, height: drawnHeight } = scene.image;
      ctx.drawImage(element, x, y, drawnWidth, drawnHeight);
    }
    if (scene.overlay) {
      ctx.globalAlpha = scene.overlay.alpha;
      ctx.fillStyle = scene.overlay.color;
      ctx.fillRect(0, 0, width, height);
    }
    ctx.restore();
  }
}
