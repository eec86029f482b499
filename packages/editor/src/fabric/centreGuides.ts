import { Point, type Canvas, type FabricObject } from 'fabric';
import { CANVAS } from '@lienzo/core';
import { NO_GUIDES, snapToCentre, type CentreGuides } from '../interaction/guides';

const GUIDE_COLOR = '#ff2d95';

/**
 * Snaps moving objects to the canvas centre lines and draws those lines, dashed, on Fabric's top
 * (interaction) layer. They are never objects of the canvas, so they cannot reach the document or an export.
 */
export class CentreGuideLayer {
  private shown: CentreGuides = NO_GUIDES;
  private readonly disposers: (() => void)[] = [];

  constructor(
    private readonly canvas: Canvas,
    private readonly layoutSize: () => { width: number; height: number },
  ) {
    this.disposers.push(
      canvas.on('object:moving', ({ target }) => this.snap(target)),
      canvas.on('mouse:up', () => this.hide()),
      // Exports render into their own context: guides belong only on the screen.
      canvas.on('after:render', ({ ctx }) => {
        if (ctx === canvas.contextContainer) this.draw();
      }),
    );
  }

  get guides(): CentreGuides {
    return this.shown;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private snap(target: FabricObject): void {
    const { centre, guides } = snapToCentre(target.getCenterPoint(), this.layoutSize());
    if (guides.vertical || guides.horizontal) {
      target.setPositionByOrigin(new Point(centre.x, centre.y), 'center', 'center');
      target.setCoords();
    }
    this.shown = guides;
  }

  private hide(): void {
    if (!this.shown.vertical && !this.shown.horizontal) return;
    this.shown = NO_GUIDES;
    this.canvas.clearContext(this.canvas.contextTop);
    this.canvas.requestRenderAll();
  }

  private draw(): void {
    if (!this.shown.vertical && !this.shown.horizontal) return;
    const { width, height } = this.layoutSize();
    const context = this.canvas.contextTop;
    const [scaleX, , , scaleY, offsetX, offsetY] = this.canvas.viewportTransform;
    const x = (width / 2) * scaleX + offsetX;
    const y = (height / 2) * scaleY + offsetY;
    context.save();
    context.setTransform(this.canvas.getRetinaScaling(), 0, 0, this.canvas.getRetinaScaling(), 0, 0);
    context.strokeStyle = GUIDE_COLOR;
    context.lineWidth = 1;
    context.setLineDash([...CANVAS.guideDash]);
    context.beginPath();
    if (this.shown.vertical) {
      context.moveTo(x, offsetY);
      context.lineTo(x, height * scaleY + offsetY);
    }
    if (this.shown.horizontal) {
      context.moveTo(offsetX, y);
      context.lineTo(width * scaleX + offsetX, y);
    }
    context.stroke();
    context.restore();
    // Tells Fabric to wipe the top layer before its next frame, so the lines follow the object.
    this.canvas.contextTopDirty = true;
  }
}
