import type { Canvas } from 'fabric';
import { isStoryLayout, storySafeZones, type PageDocument } from '@lienzo/core';

/** The shade over the bars Instagram covers, and the dashed line where each bar ends. */
const SHADE = 'rgba(0, 0, 0, 0.35)';
const EDGE = 'rgba(255, 255, 255, 0.9)';
const EDGE_DASH = [6, 4] as const;

/**
 * Shades the top and bottom bars Instagram's story screen covers (core's story safe zones) over the
 * objects, when shown and the layout is a story. It paints the screen's canvas after each frame, never an
 * object of the design, so exports, which render into their own context, never carry it.
 */
export class SafeZoneLayer {
  private on = false;
  private readonly dispose_: () => void;

  constructor(
    private readonly canvas: Canvas,
    private readonly layout: () => PageDocument['layout'],
  ) {
    this.dispose_ = canvas.on('after:render', ({ ctx }) => {
      if (ctx === canvas.contextContainer) this.draw();
    });
  }

  get shown(): boolean {
    return this.on;
  }

  show(shown: boolean): void {
    if (this.on === shown) return;
    this.on = shown;
    this.canvas.requestRenderAll();
  }

  /** Whether the shade is on the screen now: shown, on a story layout. */
  get drawn(): boolean {
    return this.on && isStoryLayout(this.layout().key);
  }

  dispose(): void {
    this.dispose_();
  }

  private draw(): void {
    if (!this.drawn) return;
    const { width, height } = this.layout();
    const bars = storySafeZones({ height });
    const context = this.canvas.contextContainer;
    const [scaleX, , , scaleY, offsetX, offsetY] = this.canvas.viewportTransform;
    const retina = this.canvas.getRetinaScaling();
    const x = offsetX;
    const screenWidth = width * scaleX;
    const topEnd = offsetY + bars.top * scaleY;
    const bottomStart = offsetY + (height - bars.bottom) * scaleY;
    context.save();
    context.setTransform(retina, 0, 0, retina, 0, 0);
    context.fillStyle = SHADE;
    context.fillRect(x, offsetY, screenWidth, bars.top * scaleY);
    context.fillRect(x, bottomStart, screenWidth, bars.bottom * scaleY);
    context.strokeStyle = EDGE;
    context.lineWidth = 1;
    context.setLineDash([...EDGE_DASH]);
    context.beginPath();
    context.moveTo(x, topEnd);
    context.lineTo(x + screenWidth, topEnd);
    context.moveTo(x, bottomStart);
    context.lineTo(x + screenWidth, bottomStart);
    context.stroke();
    context.restore();
  }
}
