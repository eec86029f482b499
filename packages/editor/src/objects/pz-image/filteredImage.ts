import { FabricImage, getFilterBackend, type StaticCanvas } from 'fabric';
import { SourcePixelsFilterBackend } from './sourcePixelsBackend';

/** Pictures whose filters last ran below full resolution: an export sharpens them first. */
const previews = new Set<FilteredImage>();

/**
 * A picture whose filters can run at screen size while it is being edited (a slider step on a large
 * photo shown at a fraction of its pixels) and at full size once the edit settles and before any
 * export, so exports always hold every pixel of the filtered picture.
 */
export class FilteredImage extends FabricImage {
  /** The share of its source's width and height its filters last ran at (1: every pixel). */
  filterResolution = 1;

  /** Runs the image's filters at `resolution` (at most 1) of its source's size. */
  applyFiltersAt(resolution: number): void {
    const backend = getFilterBackend();
    const scaled = resolution < 1 && backend instanceof SourcePixelsFilterBackend;
    // Fabric only sets these when the filtered canvas is smaller than the source, never back.
    this._filterScalingX = 1;
    this._filterScalingY = 1;
    if (scaled) backend.resolution = resolution;
    try {
      this.applyFilters();
    } finally {
      if (scaled) backend.resolution = 1;
    }
    this.filterResolution = scaled && this._filteredEl !== undefined ? resolution : 1;
    if (this.filterResolution < 1) previews.add(this);
    else previews.delete(this);
  }

  /** Screen pixels per source pixel: how much of its source the picture shows now, at most 1. */
  screenResolution(): number {
    const { x, y } = this.getTotalObjectScaling();
    return Math.min(1, Math.max(x, y));
  }
}

/** Runs at full size the filters of the canvas's pictures last filtered for the screen; true if any. */
export function sharpenFilterPreviews(canvas: StaticCanvas): boolean {
  let sharpened = false;
  for (const image of [...previews]) {
    if (!image.canvas) previews.delete(image);
    if (image.canvas !== canvas) continue;
    image.applyFiltersAt(1);
    sharpened = true;
  }
  return sharpened;
}
