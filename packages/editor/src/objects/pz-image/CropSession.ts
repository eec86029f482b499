import { FabricImage, Point, Rect, type Canvas, type TPointerEventInfo } from 'fabric';
import type { PzImage } from '@lienzo/core';
import { INTERACTION } from '../../fabric/placement';
import {
  clampCropRect,
  drawnScale,
  sceneOfSourcePoint,
  sourceOfScenePoint,
  visibleRect,
  type CropRect,
  type PictureSize,
} from './cropGeometry';

/** How much of the picture outside the frame shows while cropping. */
const DIMMED_OPACITY = 0.35;

/**
 * Crop mode on the canvas (SPEC §2 image toolbar "crop"): the whole source picture is shown dimmed in
 * the image's place, the image itself shows the part inside a frame the person moves and resizes by its
 * eight handles. The frame lives in the image's own frame (rotation and flips included) and is kept inside
 * the picture. Nothing is stored here: the engine reads {@link rect} when the crop is applied.
 */
export class CropSession {
  private current: CropRect;
  private readonly dimmed: FabricImage;
  private readonly frame: Rect;
  private readonly scale: { x: number; y: number };
  private readonly stops: (() => void)[] = [];
  private readonly uniformScaling: boolean;

  constructor(
    private readonly canvas: Canvas,
    private readonly image: FabricImage,
    private readonly record: PzImage,
    private readonly picture: PictureSize,
    /** A press on the canvas outside the frame (the crop is applied then, as in Canva). */
    outside: () => void,
    /** The frame or the image drawn differently: bitmaps of the still objects are stale. */
    private readonly changed: () => void,
  ) {
    this.scale = drawnScale(record);
    this.current = visibleRect(record);
    const shared = {
      angle: record.angle,
      excludeFromExport: true,
      selectable: false,
      evented: false,
    };
    // The filtered picture, whole: Fabric filters the full source and crops when drawing.
    this.dimmed = new FabricImage(image.getElement(), {
      ...shared,
      width: picture.width,
      height: picture.height,
      scaleX: this.scale.x,
      scaleY: this.scale.y,
      flipX: record.flipX,
      flipY: record.flipY,
      opacity: DIMMED_OPACITY * record.opacity,
    });
    this.dimmed.setPositionByOrigin(
      this.sceneOf({ x: picture.width / 2, y: picture.height / 2 }),
      'center',
      'center',
    );
    this.frame = new Rect({
      ...INTERACTION,
      ...shared,
      selectable: true,
      evented: true,
      width: this.current.width,
      height: this.current.height,
      fill: 'transparent',
      lockScalingFlip: true,
      lockRotation: true,
      hoverCursor: 'move',
    });
    this.frame.setControlVisible('mtr', false);
    this.uniformScaling = canvas.uniformScaling;
    // Each side of the crop is free: corner handles do not keep the ratio.
    canvas.uniformScaling = false;
    canvas.insertAt(canvas.getObjects().indexOf(image), this.dimmed);
    canvas.add(this.frame);
    this.show(this.current);
    canvas.setActiveObject(this.frame);
    this.stops.push(
      this.frame.on('moving', () => this.follow('move')),
      this.frame.on('scaling', () => this.follow('resize')),
      canvas.on('mouse:down', ({ target }: TPointerEventInfo) => {
        if (target !== this.frame) outside();
      }),
    );
    canvas.requestRenderAll();
  }

  /** The part of the picture inside the frame now, in source pixels. */
  get rect(): CropRect {
    return { ...this.current };
  }

  /** Puts the frame on `rect` (kept inside the picture), as a drag would. */
  setRect(rect: CropRect): CropRect {
    this.show(clampCropRect(rect, this.picture, 'resize'));
    this.canvas.requestRenderAll();
    return this.rect;
  }

  /** Takes the frame and the dimmed picture away; the caller draws the image from its record again. */
  end(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.canvas.uniformScaling = this.uniformScaling;
    this.canvas.remove(this.dimmed, this.frame);
    this.changed();
  }

  private sceneOf(source: { x: number; y: number }): Point {
    const point = sceneOfSourcePoint(this.record, source);
    return new Point(point.x, point.y);
  }

  /** Reads the frame after a step of the gesture, keeps it inside the picture and shows the result. */
  private follow(mode: 'move' | 'resize'): void {
    const frame = this.frame;
    const centre = sourceOfScenePoint(this.record, frame.getCenterPoint());
    const width = (frame.width * frame.scaleX) / this.scale.x;
    const height = (frame.height * frame.scaleY) / this.scale.y;
    const wanted = { x: centre.x - width / 2, y: centre.y - height / 2, width, height };
    this.show(clampCropRect(wanted, this.picture, mode));
  }

  private show(rect: CropRect): void {
    this.current = rect;
    const centre = this.sceneOf({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
    // The frame keeps its own width and height: its scale carries the size, as a handle's drag does.
    this.frame.set({
      scaleX: (rect.width * this.scale.x) / this.frame.width,
      scaleY: (rect.height * this.scale.y) / this.frame.height,
    });
    this.frame.setPositionByOrigin(centre, 'center', 'center');
    this.frame.setCoords();
    this.image.set({
      cropX: rect.x,
      cropY: rect.y,
      width: rect.width,
      height: rect.height,
      scaleX: this.scale.x,
      scaleY: this.scale.y,
    });
    this.image.setPositionByOrigin(centre, 'center', 'center');
    this.image.setCoords();
    this.changed();
  }
}
