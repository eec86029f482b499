import { withBasePath } from '@lienzo/core';
import { AssetPolicy, AssetRefusedError } from './assetPolicy';
import { sanitizeSvg } from './sanitizeSvg';

/** An SVG larger than this is refused: real icons and illustrations are far smaller. */
export const MAX_SVG_BYTES = 2 * 1024 * 1024;
/** A track larger than this is refused: ten minutes of a 320 kbit/s MP3 is 24 MB. */
export const MAX_AUDIO_BYTES = 64 * 1024 * 1024;
/** The rate tracks are decoded at: Opus encodes 48 kHz natively. */
export const AUDIO_SAMPLE_RATE = 48_000;

/** An asset that was allowed but could not be loaded (network error, 404, not an image, bad SVG). */
export class AssetLoadError extends Error {
  override readonly name = 'AssetLoadError';

  constructor(
    readonly src: string,
    reason: string,
  ) {
    super(`Could not load "${src.slice(0, 200)}": ${reason}`);
  }
}

/**
 * Loads the pictures and SVGs a design shows, once per address, and only from addresses the
 * {@link AssetPolicy} allows. It also tracks every piece of asset work in flight, so an export can
 * wait until the canvas shows everything ({@link whenIdle}).
 */
export class AssetLoader {
  private readonly policy: AssetPolicy;
  private readonly images = new Map<string, Promise<HTMLImageElement>>();
  private readonly svgs = new Map<string, Promise<string>>();
  private readonly tracks = new Map<string, Promise<AudioBuffer>>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly basePath: string;

  /** `basePath`: the app's prefix (BASE_PATH), under which the document's site paths are fetched. */
  constructor(options: { origins?: readonly string[]; basePath?: string } = {}) {
    this.policy = new AssetPolicy(options.origins);
    this.basePath = options.basePath ?? '';
  }

  /** The address fetched for `src`: a site path under the app's prefix, anything else as it is. */
  urlOf(src: string): string {
    return withBasePath(this.basePath, src);
  }

  allows(src: string): boolean {
    return this.policy.allows(src);
  }

  /** A decoded picture; rejects with {@link AssetRefusedError} before any request for a refused address. */
  loadImage(src: string): Promise<HTMLImageElement> {
    return this.cached(this.images, src, () => this.fetchImage(src));
  }

  /** The SVG's text, sanitised so it can neither run script nor fetch from another host. */
  loadSvg(src: string): Promise<string> {
    return this.cached(this.svgs, src, () => this.fetchSvg(src));
  }

  /** A track decoded to samples at {@link AUDIO_SAMPLE_RATE} in stereo, for a video's sound. */
  loadAudio(src: string): Promise<AudioBuffer> {
    return this.cached(this.tracks, src, () => this.fetchAudio(src));
  }

  /** Counts `work` as pending until it settles; {@link whenIdle} waits for it. */
  track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
    return work;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Resolves once nothing is loading, including work that started while it waited. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private cached<T>(cache: Map<string, Promise<T>>, src: string, load: () => Promise<T>): Promise<T> {
    if (!this.policy.allows(src)) return Promise.reject(new AssetRefusedError(src));
    let loading = cache.get(src);
    if (!loading) {
      loading = this.track(load());
      // A failed load is forgotten, so a later attempt (the network came back) may succeed.
      loading.catch(() => cache.delete(src));
      cache.set(src, loading);
    }
    return loading;
  }

  private async fetchImage(src: string): Promise<HTMLImageElement> {
    const image = new Image();
    if (this.policy.isCrossOrigin(src)) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.src = this.urlOf(src);
    try {
      await image.decode();
    } catch {
      throw new AssetLoadError(src, 'not a picture the browser can show');
    }
    return image;
  }

  private async fetchOk(src: string): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(this.urlOf(src), {
        credentials: this.policy.isCrossOrigin(src) ? 'omit' : 'same-origin',
        redirect: 'error',
      });
    } catch {
      throw new AssetLoadError(src, 'network error');
    }
    if (!response.ok) throw new AssetLoadError(src, `HTTP ${response.status}`);
    return response;
  }

  private async fetchAudio(src: string): Promise<AudioBuffer> {
    const bytes = await (await this.fetchOk(src)).arrayBuffer();
    if (bytes.byteLength > MAX_AUDIO_BYTES) throw new AssetLoadError(src, 'the track is too large');
    try {
      // An offline context decodes without a user gesture and resamples to its own rate.
      return await new OfflineAudioContext(2, 1, AUDIO_SAMPLE_RATE).decodeAudioData(bytes);
    } catch {
      throw new AssetLoadError(src, 'not a track the browser can play');
    }
  }

  private async fetchSvg(src: string): Promise<string> {
    const text = await (await this.fetchOk(src)).text();
    if (text.length > MAX_SVG_BYTES) throw new AssetLoadError(src, 'the SVG is too large');
    try {
      return sanitizeSvg(text);
    } catch (error) {
      throw new AssetLoadError(src, error instanceof Error ? error.message : 'not an SVG');
    }
  }
}
