import { Canvas2dFilterBackend, type filters } from 'fabric';

type Filter = InstanceType<typeof filters.BaseFilter>;
type PipelineState = NonNullable<ReturnType<Canvas2dFilterBackend['applyFilters']>>;

interface SourcePixels {
  width: number;
  height: number;
  pixels: ImageData;
}

/**
 * Fabric's CPU filter backend, but reading each picture's pixels once: Fabric draws the picture and
 * reads it back twice on every filter change, which on a 1.7-megapixel photo is most of a slider step
 * (bench/RESULTS.md, issue 8). A decoded picture never changes its pixels, so they are kept with it.
 * The filters then run on a copy, exactly as Fabric runs them.
 */
export class SourcePixelsFilterBackend extends Canvas2dFilterBackend {
  private readonly sources = new WeakMap<CanvasImageSource, SourcePixels>();

  override applyFilters(
    filterList: Filter[],
    sourceElement: CanvasImageSource,
    sourceWidth: number,
    sourceHeight: number,
    targetCanvas: HTMLCanvasElement,
  ): PipelineState | void {
    const ctx = targetCanvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return;
    const original = this.sourcePixels(ctx, sourceElement, sourceWidth, sourceHeight);
    const state: PipelineState = {
      sourceWidth,
      sourceHeight,
      imageData: new ImageData(original.data.slice(), sourceWidth, sourceHeight),
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

  /** The picture's pixels at the given size, read once through the target canvas. */
  private sourcePixels(
    ctx: CanvasRenderingContext2D,
    sourceElement: CanvasImageSource,
    width: number,
    height: number,
  ): ImageData {
    const kept = this.sources.get(sourceElement);
    if (
      kept &&
      kept.width === width &&
      kept.height === height &&
      !(sourceElement instanceof HTMLCanvasElement)
    )
      return kept.pixels;
    ctx.clearRect(0, 0, width, height);
    ctx.drawImage(sourceElement, 0, 0, width, height);
    const pixels = ctx.getImageData(0, 0, width, height);
    this.sources.set(sourceElement, { width, height, pixels });
    return pixels;
  }
}
