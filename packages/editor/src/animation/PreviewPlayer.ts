import { TIMELINE, sceneAt, scenesDuration, type Scene } from '@lienzo/core';

/** What the preview needs of the engine. */
export interface PreviewTarget {
  animating: boolean;
  showMoment(seconds: number | null): void;
  /** The design's pages as scenes, one after another (issue 23). */
  getScenes(): readonly Scene[];
  /** The page on the canvas. */
  readonly pageId: string;
  showPage(id: string): boolean;
  getTimelineAudio(): { src: string } | null;
  assetUrl(src: string): string;
}

export interface PreviewListeners {
  /**
   * Each whole second of the video as the preview reaches it, from the second its first scene starts at to
   * the video's length (the clock counts over every scene).
   */
  onTick?: (second: number) => void;
  /** The preview ran to its end (not when it is cancelled). */
  onEnd?: () => void;
}

/** How long the last frame stays after the timeline's end before the preview stops (SPEC §4). */
export const PREVIEW_STOP_DELAY_SECONDS = 1;

/**
 * Plays a design's animations in real time on the editor's canvas (SPEC §4 preview): starts only if
 * not running, plays the timeline's track at volume 0.4 once it can, counts each second, and stops 1 s
 * after the end showing every object as it is again. Cancel stops it at once the same way.
 *
 * A design with pages plays them as scenes (issue 23), as Canva's Play does: from the start of the shown
 * page's scene to the end of the video, each page shown on the canvas as its scene comes (so the page strip
 * follows), its animations from its own start; the clock and the track count over the whole video. When it
 * ends or is cancelled, the page shown before comes back. While it runs the engine is `animating` (layouts
 * are not applied unless forced).
 */
export class PreviewPlayer {
  private frame = 0;
  private playing = false;
  private startedAt = 0;
  private counter = 0;
  /** Where in the video the preview started: the shown page's scene's start. */
  private from = 0;
  /** The page shown when it started, shown again when it stops. */
  private returnTo: string | null = null;
  private track: HTMLAudioElement | null = null;

  constructor(
    private readonly target: PreviewTarget,
    private readonly listeners: PreviewListeners = {},
  ) {}

  get running(): boolean {
    return this.playing;
  }

  /** The second of the video the preview has reached (0 when it is not running). */
  get second(): number {
    return this.counter;
  }

  /** The track playing with the preview, if the design has one. */
  get audio(): HTMLAudioElement | null {
    return this.track;
  }

  /** Starts the preview at the shown page's scene; false (and nothing happens) when it is already running. */
  start(): boolean {
    if (this.playing) return false;
    const scenes = this.target.getScenes();
    const shown = scenes.find((scene) => scene.pageId === this.target.pageId) ?? scenes[0];
    if (!shown) return false;
    this.playing = true;
    this.target.animating = true;
    this.from = shown.start;
    this.returnTo = this.target.pageId;
    this.counter = Math.floor(this.from);
    const sound = this.target.getTimelineAudio();
    if (sound) {
      const track = new Audio(this.target.assetUrl(sound.src));
      track.volume = TIMELINE.previewAudioVolume;
      // Where the video is when the preview starts from a later scene (kept until the track has loaded).
      track.currentTime = this.from;
      track.addEventListener('canplay', () => void track.play().catch(() => undefined), { once: true });
      this.track = track;
    }
    this.startedAt = performance.now();
    this.showScene(scenes, this.from);
    this.listeners.onTick?.(this.counter);
    this.frame = requestAnimationFrame(this.step);
    return true;
  }

  /** Stops the preview and shows every object as it is; the counter goes back to 0. */
  cancel(): void {
    if (this.playing) this.stop();
  }

  private readonly step = (now: number) => {
    const scenes = this.target.getScenes();
    const duration = scenesDuration(scenes);
    const seconds = this.from + Math.max(0, (now - this.startedAt) / 1000);
    if (seconds >= duration + PREVIEW_STOP_DELAY_SECONDS) {
      this.stop();
      this.listeners.onEnd?.();
      return;
    }
    this.showScene(scenes, Math.min(seconds, duration));
    const second = Math.min(Math.floor(seconds), duration);
    if (second !== this.counter) {
      this.counter = second;
      this.listeners.onTick?.(second);
      // A listener may have cancelled it.
      if (!this.playing) return;
    }
    this.frame = requestAnimationFrame(this.step);
  };

  /** Shows the moment `seconds` of the video: its scene's page, as at that moment of the page's timeline. */
  private showScene(scenes: readonly Scene[], seconds: number): void {
    const { scene, local } = sceneAt(scenes, seconds);
    if (this.target.pageId !== scene.pageId) {
      this.target.showMoment(null);
      this.target.showPage(scene.pageId);
    }
    this.target.showMoment(local);
  }

  private stop(): void {
    cancelAnimationFrame(this.frame);
    this.playing = false;
    this.counter = 0;
    if (this.track) {
      this.track.pause();
      this.track.removeAttribute('src');
      this.track.load();
      this.track = null;
    }
    this.target.showMoment(null);
    const returnTo = this.returnTo;
    this.returnTo = null;
    if (returnTo && this.target.getScenes().some((scene) => scene.pageId === returnTo))
      this.target.showPage(returnTo);
    this.target.animating = false;
  }
}
