import {
  animationsWithin,
  changedAnimation,
  designDuration,
  isTimelineDuration,
  scenesOf,
  timelineSchema,
  type AnimationChange,
  type Scene,
  type TimelineAudio,
} from '@lienzo/core';
import { requireStorableSrc } from '../assets/requireStorableSrc';
import type { DocumentStore } from '../store/DocumentStore';

/** The design's timeline (SPEC §3, §4): its track, each page's length, the scenes, and when objects show. */
export class TimelineController {
  constructor(
    private readonly store: DocumentStore,
    private readonly isDisposed: () => boolean,
  ) {}

  /** The track played with the design (SPEC §3 timeline audio), or none; one undo step that touches it. */
  setAudio(audio: TimelineAudio | null): void {
    if (this.isDisposed()) throw new Error('The engine was disposed');
    if (audio) requireStorableSrc(audio.src);
    const { timeline } = this.store.document;
    const next = timelineSchema.parse({ audio: audio && { name: audio.name, src: audio.src } });
    this.store.transact({ label: 'timeline-audio', undoable: true }, (draft) =>
      draft.setRoot({ timeline: { ...timeline, audio: next.audio } }),
    );
  }

  get audio(): TimelineAudio | null {
    return this.store.document.timeline.audio;
  }

  /** The timeline's length in seconds (SPEC §3, default 15): the shown page's, its scene's in a video. */
  get duration(): number {
    return this.store.document.timeline.duration;
  }

  /**
   * Sets the timeline's length: whole seconds from 1 to 600. Objects that started past the new end start
   * at its last second, and ends past it are cleared; one undo step with them.
   */
  setDuration(seconds: number): void {
    if (!isTimelineDuration(seconds))
      throw new RangeError(`A timeline lasts 1 to 600 whole seconds, not ${seconds}`);
    const { timeline, objects } = this.store.document;
    if (seconds === timeline.duration) return;
    this.store.transact({ label: 'timeline-duration', undoable: true }, (draft) => {
      draft.setRoot({ timeline: { ...timeline, duration: seconds } });
      for (const { id, patch } of animationsWithin(objects, seconds)) draft.updateObject(id, patch);
    });
  }

  /**
   * The design's pages as the scenes of its video (issue 23): one after another, each for its page's length.
   * The video lasts them all (see {@link videoDuration}).
   */
  get scenes(): Scene[] {
    return scenesOf(this.store.design.pages);
  }

  /** How long the design's video lasts: its pages' lengths added up. */
  get videoDuration(): number {
    return designDuration(this.store.design);
  }

  /**
   * Changes when an object enters and leaves and how it enters (SPEC §2 timeline, §4): checked against
   * the timeline, a RangeError changing nothing otherwise. A drag of one handle is one undo step.
   */
  setAnimation(id: string, change: AnimationChange): void {
    const object = this.store.getObject(id);
    if (!object) throw new RangeError(`No object with id "${id}"`);
    const next = changedAnimation(object, change, this.store.document.timeline.duration);
    this.store.transact({ label: 'animation', undoable: true, mergeKey: `animation:${id}` }, (draft) =>
      draft.updateObject(id, next),
    );
  }
}
