import { Point, type BasicTransformEvent, type Canvas, type FabricObject, type Transform } from 'fabric';
import { CANVAS } from '@lienzo/core';
import type { Bounds } from '../geometry/bounds';
import type { CentreGuides } from '../interaction/guides';
import { NO_SMART_GUIDES, snapBox, type MovingEdges, type SmartGuides } from '../interaction/smartGuides';

const GUIDE_COLOR = '#ff2d95';
/** Half the length of the ticks that close each equal-spacing mark, in screen pixels. */
const TICK = 4;
const NONE: MovingEdges = { start: false, middle: false, end: false };

function boundsOfTarget(target: FabricObject): Bounds {
  target.setCoords();
  const { left, top, width, height } = target.getBoundingRect();
  return { left, top, right: left + width, bottom: top + height };
}

/** The edges a resize handle moves: 'ml' the left one, 'br' the right and the bottom ones… */
function edgesOfCorner(corner: string): { x: MovingEdges; y: MovingEdges } {
  const edge = (start: boolean, end: boolean): MovingEdges =>
    start || end ? { start, middle: false, end } : NONE;
  return {
    x: edge(corner.includes('l'), corner.includes('r')),
    y: edge(corner.includes('t'), corner.includes('b')),
  };
}

/**
 * Snaps moving and resized objects to the canvas centre lines, to the other objects' edges and centres and
 * to equal spacing (interaction/smartGuides), and draws those guides, dashed, on Fabric's top (interaction)
 * layer. They are never objects of the canvas, so they cannot reach the document or an export.
 */
export class SmartGuideLayer {
  private shown: SmartGuides = NO_SMART_GUIDES;
  /** The other objects' boxes, read once per gesture. */
  private others: readonly Bounds[] | null = null;
  private readonly disposers: (() => void)[] = [];

  constructor(
    private readonly canvas: Canvas,
    private readonly layoutSize: () => { width: number; height: number },
    /** The boxes of the objects that are not being moved, in layout units. */
    private readonly stillBounds: (moving: FabricObject) => readonly Bounds[],
  ) {
    this.disposers.push(
      canvas.on('object:moving', ({ target }) => this.snapMove(target)),
      canvas.on('object:scaling', (event) => this.snapScale(event)),
      canvas.on('object:resizing', (event) => this.snapWidth(event)),
      canvas.on('mouse:up', () => this.hide()),
      // Exports render into their own context: guides belong only on the screen.
      canvas.on('after:render', ({ ctx }) => {
        if (ctx === canvas.contextContainer) this.draw();
      }),
    );
  }

  get guides(): SmartGuides {
    return this.shown;
  }

  get centre(): CentreGuides {
    return this.shown.centre;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private othersNow(moving: FabricObject): readonly Bounds[] {
    this.others ??= this.stillBounds(moving);
    return this.others;
  }

  private snapMove(target: FabricObject): void {
    const { dx, dy, guides } = snapBox(boundsOfTarget(target), this.othersNow(target), this.layoutSize());
    if (dx !== 0 || dy !== 0) {
      const centre = target.getCenterPoint();
      target.setPositionByOrigin(new Point(centre.x + dx, centre.y + dy), 'center', 'center');
      target.setCoords();
    }
    this.shown = guides;
  }

  /**
   * Snaps the dragged edges of an upright object being resized: the opposite edges stay, and a corner
   * handle keeps the proportions by following the axis that snapped.
   */
  private snapScale({ target, transform }: BasicTransformEvent & { target: FabricObject }): void {
    const corner = (transform as Transform).corner;
    if (target.getTotalAngle() % 360 !== 0 || !corner) {
      this.shown = NO_SMART_GUIDES;
      return;
    }
    const box = boundsOfTarget(target);
    const edges = edgesOfCorner(corner);
    const { dx, dy, guides } = snapBox(box, this.othersNow(target), this.layoutSize(), edges);
    this.shown = guides;
    if (dx === 0 && dy === 0) return;
    const width = box.right - box.left;
    const height = box.bottom - box.top;
    const grownX = edges.x.start ? -dx : dx;
    const grownY = edges.y.start ? -dy : dy;
    const uniform = edges.x !== NONE && edges.y !== NONE;
    // A corner handle keeps the proportions: the axis that snapped decides, the other follows.
    const ratioX = dx !== 0 || !uniform ? (width + grownX) / width : (height + grownY) / height;
    const ratioY = dy !== 0 && !(uniform && dx !== 0) ? (height + grownY) / height : uniform ? ratioX : 1;
    if (!(ratioX > 0 && ratioY > 0)) return;
    const next = {
      width: width * ratioX,
      height: height * ratioY,
    };
    const left = edges.x.start ? box.right - next.width : box.left;
    const top = edges.y.start ? box.bottom - next.height : box.top;
    target.set({ scaleX: target.scaleX * ratioX, scaleY: target.scaleY * ratioY });
    target.setPositionByOrigin(new Point(left + next.width / 2, top + next.height / 2), 'center', 'center');
    target.setCoords();
    this.shown = snapBox(
      boundsOfTarget(target),
      this.othersNow(target),
      this.layoutSize(),
      edges,
      0.01,
    ).guides;
  }

  /** Snaps the dragged side of an upright text whose width is changed (its side handles wrap, not scale). */
  private snapWidth({ target, transform }: BasicTransformEvent & { target: FabricObject }): void {
    const corner = (transform as Transform).corner;
    const edges = edgesOfCorner(corner ?? '');
    if (target.getTotalAngle() % 360 !== 0 || edges.x === NONE) {
      this.shown = NO_SMART_GUIDES;
      return;
    }
    const box = boundsOfTarget(target);
    const { dx, guides } = snapBox(box, this.othersNow(target), this.layoutSize(), { x: edges.x, y: NONE });
    this.shown = guides;
    if (dx === 0) return;
    const grown = edges.x.start ? -dx : dx;
    const boxWidth = box.right - box.left + grown;
    const centreX = edges.x.start ? box.right - boxWidth / 2 : box.left + boxWidth / 2;
    const centreY = target.getCenterPoint().y;
    target.set('width', target.width + grown / target.scaleX);
    target.setPositionByOrigin(new Point(centreX, centreY), 'center', 'center');
    target.setCoords();
  }

  private hide(): void {
    this.others = null;
    if (this.shown === NO_SMART_GUIDES) return;
    this.shown = NO_SMART_GUIDES;
    this.canvas.clearContext(this.canvas.contextTop);
    this.canvas.requestRenderAll();
  }

  private draw(): void {
    const { centre, lines, spacings } = this.shown;
    if (!centre.vertical && !centre.horizontal && lines.length === 0 && spacings.length === 0) return;
    const { width, height } = this.layoutSize();
    const context = this.canvas.contextTop;
    const [scale, , , scaleY, offsetX, offsetY] = this.canvas.viewportTransform;
    const x = (at: number) => at * scale + offsetX;
    const y = (at: number) => at * scaleY + offsetY;
    context.save();
    context.setTransform(this.canvas.getRetinaScaling(), 0, 0, this.canvas.getRetinaScaling(), 0, 0);
    context.strokeStyle = GUIDE_COLOR;
    context.lineWidth = 1;
    context.setLineDash([...CANVAS.guideDash]);
    context.beginPath();
    if (centre.vertical) {
      context.moveTo(x(width / 2), y(0));
      context.lineTo(x(width / 2), y(height));
    }
    if (centre.horizontal) {
      context.moveTo(x(0), y(height / 2));
      context.lineTo(x(width), y(height / 2));
    }
    for (const line of lines) {
      if (line.axis === 'x') {
        context.moveTo(x(line.at), y(line.from));
        context.lineTo(x(line.at), y(line.to));
      } else {
        context.moveTo(x(line.from), y(line.at));
        context.lineTo(x(line.to), y(line.at));
      }
    }
    context.stroke();
    // Equal gaps are measured, not aligned: drawn solid, each closed by two ticks.
    context.setLineDash([]);
    context.beginPath();
    for (const mark of spacings) {
      for (const gap of mark.gaps) {
        if (mark.axis === 'x') {
          const at = y(gap.across);
          context.moveTo(x(gap.from), at);
          context.lineTo(x(gap.to), at);
          for (const end of [gap.from, gap.to]) {
            context.moveTo(x(end), at - TICK);
            context.lineTo(x(end), at + TICK);
          }
        } else {
          const at = x(gap.across);
          context.moveTo(at, y(gap.from));
          context.lineTo(at, y(gap.to));
          for (const end of [gap.from, gap.to]) {
            context.moveTo(at - TICK, y(end));
            context.lineTo(at + TICK, y(end));
          }
        }
      }
    }
    context.stroke();
    context.restore();
    // Tells Fabric to wipe the top layer before its next frame, so the lines follow the object.
    this.canvas.contextTopDirty = true;
  }
}
