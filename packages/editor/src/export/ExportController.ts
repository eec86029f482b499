import { firstPage, type DesignDocument, type DesignObject } from '@lienzo/core';
import type { AssetLoader } from '../assets/AssetLoader';
import type { FabricView } from '../fabric/FabricView';
import { waitForFonts } from '../fonts/waitForFonts';
import type { ShapeLookup } from '../objects/ObjectShape';
import type { PageRenderer } from '../pages/PageRenderer';
import type { DocumentStore } from '../store/DocumentStore';
import { videoCodecFor } from '../video/codecSupport';
import type { VideoContainer, VideoJob } from '../video/encodeVideo';
import { videoFramesKey } from '../video/framesKey';
import { sceneFrames, type SceneFrames } from '../video/sceneFrames';
import { videoSizeOf, type VideoResolution } from '../video/videoSize';

/** What exporting needs from the engine it sits beside. */
export interface ExportHost {
  readonly store: DocumentStore;
  readonly view: FabricView;
  readonly assets: AssetLoader;
  readonly pageRenderer: PageRenderer;
  readonly shapeOf: ShapeLookup;
  isDisposed(): boolean;
}

/** The design as files: pictures of its pages (PNG, JPEG, ZIP, PDF), its video (WebM, MP4, GIF), thumbnails. */
export class ExportController {
  constructor(private readonly host: ExportHost) {}

  /**
   * A PNG data URL of the design at exactly its layout size (the export multiplier of SPEC §9). Throws an
   * ExportTooLargeError when the layout has more pixels than the browser can draw.
   */
  png(): string {
    const { layout } = this.host.store.document;
    return this.host.view.exportPng(layout.width, layout.height);
  }

  /**
   * A JPEG data URL of the design at exactly its layout size; `quality` from 0 to 1. Throws an
   * ExportTooLargeError as {@link png} does.
   */
  jpeg(quality = 0.92): string {
    if (!(quality >= 0 && quality <= 1)) throw new RangeError(`Not a JPEG quality: ${quality}`);
    const { layout } = this.host.store.document;
    return this.host.view.exportImage(layout.width, layout.height, 'image/jpeg', quality);
  }

  /**
   * Page `id` as a PNG or JPEG data URL at exactly its layout size, as that page shows (issue 23: a carousel's
   * pictures, a PDF's pages), once its faces and assets have arrived. Another page than the shown one is
   * drawn off screen. Throws an ExportTooLargeError as {@link png} does.
   */
  page(id: string, type: 'image/png' | 'image/jpeg' = 'image/png', quality = 0.92): Promise<string> {
    const { width, height } = this.host.store.design.layout;
    return this.drawPage(id, (view) => view.exportImage(width, height, type, quality));
  }

  /** The first page's PNG at its layout size: the design's picture in the gallery and in a one-picture post. */
  firstPage(): Promise<string> {
    return this.page(firstPage(this.host.store.design).id);
  }

  /** A small JPEG of page `id`, its longer side `maxSize` pixels at most (the page strip's thumbnail). */
  pageThumbnail(id: string, maxSize: number): Promise<string> {
    if (!(maxSize > 0)) throw new RangeError(`Not a thumbnail size: ${maxSize}`);
    const { width, height } = this.host.store.design.layout;
    return this.drawPage(id, (view) => view.pageThumbnail(width, height, maxSize));
  }

  /**
   * Every page as a PNG or JPEG at its layout size in one ZIP (issue 23: a carousel's pictures), named
   * `{name}-01.png` on in page order. `onProgress` gets the share of pages done; `signal` stops it, keeping
   * nothing.
   */
  async pagesZip(options: {
    format: 'png' | 'jpg';
    name: string;
    signal?: AbortSignal;
    onProgress?: (done: number) => void;
  }): Promise<Blob> {
    const { format, ...job } = options;
    const type = format === 'png' ? 'image/png' : 'image/jpeg';
    const ids = this.host.store.design.pages.map((page) => page.id);
    // fflate is a chunk of its own, as the video encoders are: only this download needs it.
    const { makePagesZip } = await import('./makeZip');
    return makePagesZip({
      ...job,
      extension: format,
      pageCount: ids.length,
      drawPage: (index) => this.page(ids[index] as string, type),
    });
  }

  /**
   * The design as a PDF, a page per page at its layout's paper size, text searchable (see makePdf); `print`
   * adds crop marks around each page and draws its pictures at twice the layout's size. `onProgress` gets
   * the share of pages done; `signal` stops it, keeping nothing.
   */
  async pdf(
    options: { print?: boolean; signal?: AbortSignal; onProgress?: (done: number) => void } = {},
  ): Promise<Blob> {
    const { print = false, ...job } = options;
    const { layout, name } = this.host.store.design;
    const ids = this.host.store.design.pages.map((page) => page.id);
    const multiplier = print ? 2 : 1;
    // pdf-lib is a chunk of its own: only this download needs it.
    const { makePdf } = await import('./makePdf');
    return makePdf({
      ...job,
      layout,
      title: name,
      print,
      pageCount: ids.length,
      drawPage: (index) =>
        this.drawPage(ids[index] as string, (view) => ({
          picture: view.exportImage(layout.width, layout.height, 'image/jpeg', 0.95, multiplier),
          runs: view.textRuns(),
        })),
    });
  }

  /** Runs `use` on a view showing page `id` at rest: the canvas itself for the shown page, else off screen. */
  private async drawPage<T>(id: string, use: (view: FabricView) => T): Promise<T> {
    if (this.host.isDisposed()) throw new Error('The engine was disposed');
    if (!this.host.store.design.pages.some((page) => page.id === id))
      throw new RangeError(`No page with id "${id}"`);
    if (id === this.host.store.pageId) {
      await Promise.all([this.host.assets.whenIdle(), waitForFonts(this.host.store.design)]);
      if (id === this.host.store.pageId) return use(this.host.view);
    }
    return this.host.pageRenderer.draw(this.host.store.design, id, use);
  }

  /**
   * The design as a video (DESIGN.md §6, issue 22): every frame of its timeline drawn from the animations at
   * the `resolution`'s size (the layout's own, or Instagram's 1080 wide: drawn at that size, not enlarged
   * from a smaller picture), encoded by WebCodecs with the timeline's track, once every picture, SVG, face
   * and the track have loaded. Its pages play one after another as scenes, each for its own length (issue
   * 23, see {@link sceneFrames}). WebM (the saved recording; MediaRecorder where WebCodecs is missing) or MP4
   * (H.264 or VP9; throws where the browser encodes neither, see {@link canMakeMp4}). Rejects with an
   * AssetLoadError when the track cannot be loaded or decoded.
   */
  async video(
    options: {
      onProgress?: (done: number) => void;
      signal?: AbortSignal;
      resolution?: VideoResolution;
      container?: VideoContainer;
    } = {},
  ): Promise<Blob> {
    if (this.host.isDisposed()) throw new Error('The engine was disposed');
    const { resolution = 'layout', container = 'webm', ...job } = options;
    const design = this.host.store.design;
    const { timeline } = design;
    const [audio] = await Promise.all([
      timeline.audio ? this.host.assets.loadAudio(timeline.audio.src) : null,
      this.host.assets.whenIdle(),
      waitForFonts(design),
    ]);
    // The encoder (mediabunny) is a chunk of its own: only a video export needs it (issue 22).
    let encode: (video: VideoJob) => Promise<Blob>;
    if (container === 'mp4') {
      const { encodeVideo } = await import('../video/encodeVideo');
      encode = (video) => encodeVideo(video, 'mp4');
    } else encode = (await import('../video/exportWebm')).exportWebm;
    return this.withSceneFrames(design, resolution, {}, ({ canvas, frames }) =>
      encode({ canvas, duration: frames.duration, drawFrame: frames.drawFrame, audio, ...job }),
    );
  }

  /**
   * The design's animation as an animated GIF at its layout size (issue 23): 15 frames a second with a
   * palette of its own, looping; its pages play one after another as scenes, so its length is theirs added
   * up. Once every picture, SVG and face has loaded; `onProgress` gets the share of frames done, `signal`
   * stops it (rejecting, nothing kept).
   */
  async gif(options: { onProgress?: (done: number) => void; signal?: AbortSignal } = {}): Promise<Blob> {
    if (this.host.isDisposed()) throw new Error('The engine was disposed');
    const design = this.host.store.design;
    await Promise.all([this.host.assets.whenIdle(), waitForFonts(design)]);
    // The encoder (gifenc) is a chunk of its own, as the video encoders are.
    const { encodeGif } = await import('../video/encodeGif');
    return this.withSceneFrames(design, 'layout', { willReadFrequently: true }, ({ canvas, frames }) =>
      encodeGif({
        canvas,
        duration: frames.duration,
        drawFrame: frames.drawFrame,
        // A frame from the middle of each scene, so every page's colours are in the palette.
        paletteMoments: frames.scenes.map((scene) => scene.start + scene.duration / 2),
        ...options,
      }),
    );
  }

  /**
   * Runs `use` with a canvas at the video size of `resolution` and the design's scenes drawn on it frame by
   * frame (see {@link sceneFrames}); the view drawn off screen is let go of when `use` ends, however it ends.
   */
  private async withSceneFrames<T>(
    design: DesignDocument,
    resolution: VideoResolution,
    settings: CanvasRenderingContext2DSettings,
    use: (drawing: { canvas: HTMLCanvasElement; frames: SceneFrames }) => Promise<T>,
  ): Promise<T> {
    const size = videoSizeOf(design.layout, resolution);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const target = canvas.getContext('2d', settings);
    if (!target) throw new Error('No 2D canvas to draw the frames on');
    const frames = sceneFrames({
      design,
      shown: () => ({ pageId: this.host.store.pageId, view: this.host.view }),
      shownIdle: () => this.host.assets.whenIdle(),
      assets: this.host.assets,
      shapeOf: this.host.shapeOf,
      target,
      scale: size.scale,
    });
    try {
      return await use({ canvas, frames });
    } finally {
      await frames.dispose();
    }
  }

  /** The frame size of the design's video at a resolution (see {@link videoSizeOf}). */
  videoSize(resolution: VideoResolution): { width: number; height: number } {
    const { width, height } = videoSizeOf(this.host.store.document.layout, resolution);
    return { width, height };
  }

  /** Whether this browser makes an MP4 of the design at that resolution itself (else the server's copy). */
  async canMakeMp4(resolution: VideoResolution = 'layout'): Promise<boolean> {
    const { width, height } = videoSizeOf(this.host.store.document.layout, resolution);
    return (await videoCodecFor('mp4', width, height)) !== null;
  }

  /** The key of what the design's video is made of (see {@link videoFramesKey}): equal keys, equal videos. */
  videoFramesKey(): Promise<string> {
    return videoFramesKey(this.host.store.design);
  }

  /** A PNG thumbnail of one object, its longer side at most `maxSize` pixels (never enlarged). */
  objectPicture(id: string, maxSize: number): string {
    this.requireObject(id);
    if (!(maxSize > 0)) throw new RangeError(`Not a thumbnail size: ${maxSize}`);
    return this.host.view.objectToDataUrl(id, maxSize);
  }

  /** A PNG thumbnail of several objects as they stand together (a group's row); null when none is drawn. */
  objectsPicture(ids: readonly string[], maxSize: number): string | null {
    for (const id of ids) this.requireObject(id);
    if (!(maxSize > 0)) throw new RangeError(`Not a thumbnail size: ${maxSize}`);
    return this.host.view.objectsToCanvas(ids, maxSize)?.toDataURL('image/png') ?? null;
  }

  private requireObject(id: string): DesignObject {
    const object = this.host.store.getObject(id);
    if (!object) throw new RangeError(`No object with id "${id}"`);
    return object;
  }
}
