import { TIMELINE } from '@lienzo/core';

/** What the preview needs of the engine. */
export interface PreviewTarget {
  animating: boolean;
  showMoment(seconds: number | null): void;
  getTimelineDuration(): number;
  getTimelineAudio(): { src: string } | null;
  assetUrl(src: string): string;
}

export interface PreviewListeners {
  /** Each whole second of the timeline as the preview reaches it, from 0 to its length. */
  onTick?: (second: number) => void;
  /** The preview ran to its end (not when it is cancelled). */
  onEnd?: () => void;
}

/** How long the last frame stays after the timeline's end before the preview stops (SPEC §4). */
export const PREVIEW_STOP_DELAY_SECONDS = 1;

/**
 * Plays a design's animations in real time on the editor's canvas (SPEC §4 preview): starts only if
 * not running, plays the timeline's track at volume 0.4 once it can, counts each second, and stops 1 s
 * after the timeline's end showing every object as it is again. Cancel stops it at once the same way.
 * While it runs the engine is `animating` (layouts are not applied unless forced).
 */
export class PreviewPlayer {
  private frame = 0;
  private playing = false;
  private startedAt = 0;
  private counter = 0;
  private track: HTMLAudioElement | null = null;

  constructor(
    private readonly target: PreviewTarget,
    private readonly listeners: PreviewListeners = {},
  ) {}

  get running(): boolean {
    return this.playing;
  }

  /** The second the preview has reached (0 when it is not running). */
  get second(): number {
    return this.counter;
  }

  /** The track playing with the preview, if the design has one. */
  get audio(): HTMLAudioElement | null {
    return this.track;
  }

  /** Starts the preview; false (and nothing happens) when it is already running. */
  start(): boolean {
    if (this.playing) return false;
    this.playing = true;
    this.target.animating = true;
    this.counter = 0;
    const sound = this.target.getTimelineAudio();
    if (sound) {
      const track = new Audio(this.target.assetUrl(sound.src));
      track.volume = TIMELINE.previewAudioVolume;
      track.addEventListener('canplay', () => void track.play().catch(() => undefined), { once: true });
      this.track = track;
    }
    this.startedAt = performance.now();
    this.target.showMoment(0);
    this.listeners.onTick?.(0);
    this.frame = requestAnimationFrame(this.step);
    return true;
  }

  /** Stops the preview and shows every object as it is; the counter goes back to 0. */
  cancel(): void {
    if (this.playing) this.stop();
  }

  private readonly step = (now: number) => {
    const duration = this.target.getTimelineDuration();
    const seconds = Math.max(0, (now - this.startedAt) / 1000);
    if (seconds >= duration + PREVIEW_STOP_DELAY_SECONDS) {
      this.stop();
      this.listeners.onEnd?.();
      return;
    }
    this.target.showMoment(Math.min(seconds, duration));
    const second = Math.min(Math.floor(seconds), duration);
    if (second !== this.counter) {
      this.counter = second;
      this.listeners.onTick?.(second);
    }
    this.frame = requestAnimationFrame(this.step);
  };

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
    this.target.animating = false;
  }
}
