import { FabricImage, type Canvas } from 'fabric';
import type { PageDocument } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import { fabricFiltersFor, useCanvasFilters } from '../objects/pz-image/imageFilters';
import { clampOffset, coverSize, zoomFactor, type Offset, type Size } from './backgroundGeometry';
import { BackgroundPaint, type BackgroundScene } from './BackgroundPaint';
import { filtersOf } from './backgroundSettings';

export type BackgroundKind = 'image' | 'pattern';

export interface BackgroundHooks {
  /** A picture arrived and is now part of the background: the canvas draws again. */
  arrived(): void;
  /** The background picture or pattern of the current document could not be loaded. */
  failed(kind: BackgroundKind, src: string, error: unknown): void;
}

interface Loading {
  src: string;
  picture: HTMLImageElement | null;
}

/**
 * Draws the document's background picture (covering the canvas, zoomed, placed by its offset, filtered),
 * its overlay and its pattern on Fabric's background object, loading each picture once.
 */
export class BackgroundView {
  private readonly paint = new BackgroundPaint();
  private readonly loading: Record<BackgroundKind, Loading | null> = { image: null, pattern: null };
  private filtered: { picture: HTMLImageElement; key: string; element: CanvasImageSource } | null = null;
  private tile: { picture: HTMLImageElement; factor: number; element: HTMLCanvasElement } | null = null;
  private document: PageDocument | null = null;
  /** The offset shown while the picture is being dragged, before the gesture is committed. */
  private dragged: Offset | null = null;

  constructor(
    private readonly canvas: Canvas,
    private readonly assets: AssetLoader,
    private readonly hooks: BackgroundHooks,
  ) {
    canvas.backgroundImage = this.paint;
  }

  /** Draws `document`'s background; pictures not loaded yet are drawn when they arrive. */
  render(document: PageDocument): void {
    this.document = document;
    this.want('image', document.background.image?.src ?? null);
    this.want('pattern', document.pattern?.src ?? null);
    this.compose();
  }

  /** The natural size of the document's background picture, once it has loaded (else null). */
  get pictureSize(): Size | null {
    const picture = this.loading.image?.picture;
    return picture ? { width: picture.naturalWidth, height: picture.naturalHeight } : null;
  }

  /** The size the background picture is drawn at now, or null while there is none or it is loading. */
  get drawnSize(): Size | null {
    const natural = this.pictureSize;
    const document = this.document;
    if (!natural || !document?.background.image) return null;
    return coverSize(natural, document.layout, document.settings.zoomImage);
  }

  /** Shows the picture at `offset` during a drag (null: back to the document's offset). */
  showDragged(offset: Offset | null): void {
    this.dragged = offset;
    this.compose();
  }

  private want(kind: BackgroundKind, src: string | null): void {
    const current = this.loading[kind];
    if (src === null) {
      this.loading[kind] = null;
      return;
    }
    if (current?.src === src) return;
    const entry: Loading = { src, picture: null };
    this.loading[kind] = entry;
    void this.assets.track(
      this.assets.loadImage(src).then(
        (picture) => {
          if (this.loading[kind] !== entry) return;
          entry.picture = picture;
          this.compose();
          this.hooks.arrived();
        },
        (error: unknown) => {
          if (this.loading[kind] === entry) this.hooks.failed(kind, src, error);
        },
      ),
    );
  }

  private compose(): void {
    const document = this.document;
    if (!document) return;
    const { layout } = document;
    this.paint.set({ width: layout.width, height: layout.height });
    const scene: BackgroundScene = { tile: this.tileFor(document), image: null, overlay: null };
    const picture = this.loading.image?.picture;
    const record = document.background.image;
    if (picture && record) {
      const drawn = coverSize(
        { width: picture.naturalWidth, height: picture.naturalHeight },
        layout,
        document.settings.zoomImage,
      );
      const { offsetX, offsetY } = clampOffset(this.dragged ?? record, drawn, layout);
      scene.image = { element: this.filteredFor(picture, document), x: offsetX, y: offsetY, ...drawn };
      const { overlayColor, overlayOpacity } = document.settings;
      if (overlayColor !== null && overlayOpacity > 0) {
        scene.overlay = { color: overlayColor, alpha: overlayOpacity / 100 };
      }
    }
    this.paint.scene = scene;
  }

  /** The picture with the settings' preset, brightness, darkness and blur (the image filters). */
  private filteredFor(picture: HTMLImageElement, document: PageDocument): CanvasImageSource {
    const filters = filtersOf(document.settings);
    const { width, height } = document.layout;
    const key = `${JSON.stringify(filters)} ${Math.max(width, height)}`;
    if (this.filtered?.picture === picture && this.filtered.key === key) return this.filtered.element;
    useCanvasFilters();
    const image = new FabricImage(sourceFor(picture, document.layout));
    image.filters = fabricFiltersFor(filters);
    image.applyFilters();
    const element = image.getElement();
    this.filtered = { picture, key, element };
    return element;
  }

  /** The pattern's tile at its drawn size (enlarged by the pattern zoom above 100 %). */
  private tileFor(document: PageDocument): HTMLCanvasElement | null {
    const picture = this.loading.pattern?.picture;
    if (!picture || !document.pattern) return null;
    const factor = zoomFactor(document.pattern.zoom);
    if (this.tile?.picture === picture && this.tile.factor === factor) return this.tile.element;
    const element = globalThis.document.createElement('canvas');
    element.width = Math.max(1, Math.round((picture.naturalWidth || 1) * factor));
    element.height = Math.max(1, Math.round((picture.naturalHeight || 1) * factor));
    element.getContext('2d')?.drawImage(picture, 0, 0, element.width, element.height);
    this.tile = { picture, factor, element };
    return element;
  }
}

/**
 * The picture to filter: a large photo is first scaled down so its longer side is at most twice the
 * canvas's, which keeps filtering (blur above all) quick on every slider step; Fabric's filters are
 * relative to the picture's size, so the look is the same.
 */
function sourceFor(picture: HTMLImageElement, layout: Size): HTMLImageElement | HTMLCanvasElement {
  const longest = Math.max(picture.naturalWidth, picture.naturalHeight);
  const limit = 2 * Math.max(layout.width, layout.height);
  if (longest <= limit) return picture;
  const scale = limit / longest;
  const canvas = globalThis.document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(picture.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(picture.naturalHeight * scale));
  canvas.getContext('2d')?.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return canvas;
}
