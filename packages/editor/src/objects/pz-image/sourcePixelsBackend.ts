import { Canvas2dFilterBackend, type filters } from 'fabric';

type Filter = InstanceType<typeof filters.BaseFilter>;
type PipelineState = NonNullable<ReturnType<Canvas2dFilterBackend['applyFilters']>>;

/**
 * Fabric's CPU filter backend, but reading each picture's pixels once: Fabric draws the picture and
 * reads it back twice on every filter change, which on a 1.7-megapixel photo is most of a slider step
 * (bench/RESULTS.md, issue 8). A decoded picture never changes its pixels, so they are kept with it.
 * The filters then run on a copy, exactly as Fabric runs them, at `resolution` of the picture's size:
 * below 1 the target canvas is that much smaller and Fabric draws it scaled back up.
 */
export class SourcePixelsFilterBackend extends Canvas2dFilterBackend {
  /** The share of the source's width and height the next filtering runs at. */
  resolution = 1;
  private readonly sources = new WeakMap<CanvasImageSource, Map<string, ImageData>>();

  override applyFilters(
    filterList: Filter[],
    sourceElement: CanvasImageSource,
    sourceWidth: number,
    sourceHeight: number,
    targetCanvas: HTMLCanvasElement,
  ): PipelineState | void {
    const width = Math.max(1, Math.round(sourceWidth * this.resolution));
    const height = Math.max(1, Math.round(sourceHeight * this.resolution));
    if (targetCanvas.width !== width || targetCanvas.height !== height) {
      targetCanvas.width = width;
      targetCanvas.height = height;
    }
    const ctx = targetCanvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    const original = this.sourcePixels(ctx, sourceElement, width, height);
    const state: PipelineState = {
      sourceWidth: width,
      sourceHeight: height,
      imageData: new ImageData(original.data.slice(), width, height),
      originalEl: sourceElement,
      originalImageData: original,
      canvasEl: targetCanvas,
      ctx,
      filterBackend: this,
    };
    for (const filter of filterList) filter.applyTo(state);
    const { imageData } = state;
    if (imageData.width !== targetCanvas.width || imageData.height !== targetCanvas.height) {
      targetCanvas.width = imageData.width;
      targetCanvas.height = imageData.height;
    }
    ctx.putImageData(imageData, 0, 0);
    return state;
  }

  /** The picture's pixels at the given size, read once per size through the target canvas. */
  private sourcePixels(
    ctx: CanvasRenderingContext2D,
    sourceElement: CanvasImageSource,
    width: number,
    height: number,
  ): ImageData {
    // A canvas may be drawn on again: only decoded pictures keep their pixels.
    const keeps = !(sourceElement instanceof HTMLCanvasElement);
    const sizes = this.sources.get(sourceElement) ?? new Map<string, ImageData>();
    const size = `${width}x${height}`;
    const kept = keeps ? sizes.get(size) : undefined;
    if (kept) return kept;
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(sourceElement, 0, 0, width, height);
    const pixels = ctx.getImageData(0, 0, width, height);
    if (keeps) this.sources.set(sourceElement, sizes.set(size, pixels));
    return pixels;
  }
}
