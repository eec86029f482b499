import { useMemo } from 'react';
import { TIMELINE, scenesDuration, type AnimationEffect, type Scene } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { useEngineValue } from '../header/useEngineValue';

/** When an object enters and leaves and how it enters (SPEC §3 object fields). */
export interface ObjectAnimation {
  start: number;
  /** null: it stays to the end of the timeline. */
  end: number | null;
  effect: AnimationEffect;
}

export interface TimelineValues {
  /** The shown page's length: its scene's. */
  duration: number;
  animations: ReadonlyMap<string, ObjectAnimation>;
  /** The design's pages as the scenes of its video (issue 23). */
  scenes: readonly Scene[];
  /** The shown page's scene. */
  scene: Scene | null;
  /** The whole video's length: every scene's added up. */
  total: number;
}

type Snapshot = [number, [string, number, number | null, AnimationEffect][], Scene[], string];

// A string, so that React sees when nothing the timeline shows has changed.
function read(engine: Engine): string {
  const snapshot: Snapshot = [
    engine.getTimelineDuration(),
    engine
      .getObjects()
      .map((object) => [object.id, object.animationStart, object.animationEnd, object.animationEffect]),
    engine.getScenes(),
    engine.pageId,
  ];
  return JSON.stringify(snapshot);
}

/**
 * The shown page's length and each of its objects' animation, and the scenes of the video with the shown
 * one, read again after every change of the design (showing another page is one).
 */
export function useTimeline(engine: Engine): TimelineValues {
  const key = useEngineValue(engine, 'change', read, '');
  return useMemo(() => {
    if (!key) {
      const duration = TIMELINE.defaultDuration;
      return { duration, animations: new Map(), scenes: [], scene: null, total: duration };
    }
    const [duration, objects, scenes, pageId] = JSON.parse(key) as Snapshot;
    return {
      duration,
      animations: new Map(objects.map(([id, start, end, effect]) => [id, { start, end, effect }])),
      scenes,
      scene: scenes.find((scene) => scene.pageId === pageId) ?? null,
      total: scenesDuration(scenes),
    };
  }, [key]);
}
