import type { DesignPage } from './schema';

/**
 * A page of a video-mode design as a scene (issue 23): the pages play one after another, each for its own
 * length, so page n starts when the pages before it have played.
 */
export interface Scene {
  /** The page's place in the design, 0 first. */
  index: number;
  pageId: string;
  /** Seconds from the video's start to the scene's first instant. */
  start: number;
  /** How long the scene plays: its page's length. */
  duration: number;
}

/** Where a moment of the video falls: in which scene, and how far into it. */
export interface SceneMoment {
  scene: Scene;
  /** Seconds from the scene's start: the moment of its page's own timeline (its animations restart). */
  local: number;
}

/** The design's scenes in order, each starting where the one before ends. */
export function scenesOf(pages: readonly Pick<DesignPage, 'id' | 'duration'>[]): Scene[] {
  let start = 0;
  return pages.map(({ id, duration }, index) => {
    const scene = { index, pageId: id, start, duration };
    start += duration;
    return scene;
  });
}

/** The scenes' total length: the video's. */
export function scenesDuration(scenes: readonly Scene[]): number {
  const last = scenes.at(-1);
  return last ? last.start + last.duration : 0;
}

/**
 * The scene playing at `seconds` of the video and the moment of it. Exactly at a scene's start the new scene
 * shows; before the video's start is its first instant; the video's end (and anything after it) is the last
 * instant of the last scene. Throws on no scenes or a moment that is not a number.
 */
export function sceneAt(scenes: readonly Scene[], seconds: number): SceneMoment {
  if (Number.isNaN(seconds)) throw new RangeError(`Not a moment: ${seconds}`);
  let found = scenes[0];
  if (!found) throw new RangeError('A video has at least one scene');
  for (const scene of scenes) {
    if (scene.start > seconds) break;
    found = scene;
  }
  const local = Math.min(Math.max(0, seconds - found.start), found.duration);
  return { scene: found, local };
}
