import { useMemo } from 'react';
import { TIMELINE, type AnimationEffect } from '@lienzo/core';
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
  duration: number;
  animations: ReadonlyMap<string, ObjectAnimation>;
}

type Snapshot = [number, [string, number, number | null, AnimationEffect][]];

// A string, so that React sees when nothing the timeline shows has changed.
function read(engine: Engine): string {
  const snapshot: Snapshot = [
    engine.getTimelineDuration(),
    engine
      .getObjects()
      .map((object) => [object.id, object.animationStart, object.animationEnd, object.animationEffect]),
  ];
  return JSON.stringify(snapshot);
}

/** The timeline's length and each object's animation, read again after every change of the design. */
export function useTimeline(engine: Engine): TimelineValues {
  const key = useEngineValue(engine, 'change', read, '');
  return useMemo(() => {
    if (!key) return { duration: TIMELINE.defaultDuration, animations: new Map() };
    const [duration, objects] = JSON.parse(key) as Snapshot;
    return {
      duration,
      animations: new Map(objects.map(([id, start, end, effect]) => [id, { start, end, effect }])),
    };
  }, [key]);
}
