import { CANVAS } from '@lienzo/core';
import type { DocumentStore } from '../store/DocumentStore';
import { fitScale, viewportAt, type Room } from './viewport';

/** How large the canvas is shown (zoom and fit). Zooming is not an edit: not undoable, not touched. */
export class ViewportController {
  constructor(private readonly store: DocumentStore) {}

  get zoom(): number {
    return this.store.document.viewport.scale;
  }

  /** Shows the canvas at `scale` (1 = layout size). */
  setZoom(scale: number): void {
    if (!Number.isFinite(scale) || scale <= 0) throw new RangeError(`Not a zoom scale: ${scale}`);
    const { layout } = this.store.document;
    this.store.transact({ label: 'zoom', undoable: false }, (draft) =>
      draft.setRoot({ viewport: viewportAt(layout, scale) }),
    );
  }

  zoomIn(): void {
    this.setZoom(this.zoom * CANVAS.zoomInFactor);
  }

  zoomOut(): void {
    this.setZoom(this.zoom * CANVAS.zoomOutFactor);
  }

  /**
   * Fits the canvas in an editor area of this size (SPEC §9 margins, SPEC §5 clamps), within the `room`
   * the area shows the canvas in, when given (see {@link fitScale}).
   */
  fitToArea(width: number, height: number, room?: Room): void {
    this.setZoom(fitScale(this.store.document.layout, width, height, room));
  }
}
