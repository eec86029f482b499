import { describe, expect, it } from 'vitest';
import { createDocument } from './create';
import { createPage, designDuration } from './pages';
import { sceneAt, scenesDuration, scenesOf } from './scenes';

/** Pages lasting the given seconds, ids a, b, c… */
const pages = (...durations: number[]) =>
  durations.map((duration, index) => ({ ...createPage(String.fromCharCode(97 + index)), duration }));

describe('scenes of a video with pages (issue 23)', () => {
  const scenes = scenesOf(pages(2, 3, 2));

  it('starts each page where the pages before it end, and lasts as long as they add up', () => {
    expect(scenes).toEqual([
      { index: 0, pageId: 'a', start: 0, duration: 2 },
      { index: 1, pageId: 'b', start: 2, duration: 3 },
      { index: 2, pageId: 'c', start: 5, duration: 2 },
    ]);
    expect(scenesDuration(scenes)).toBe(7);
    const design = createDocument();
    design.pages = pages(2, 3, 2);
    expect(scenesDuration(scenesOf(design.pages))).toBe(designDuration(design));
    expect(scenesDuration([])).toBe(0);
  });

  it('shows the new scene exactly at its start, and the one before up to then', () => {
    const at = (seconds: number) => {
      const { scene, local } = sceneAt(scenes, seconds);
      return [scene.pageId, local];
    };
    expect(at(0)).toEqual(['a', 0]);
    expect(at(1.999)).toEqual(['a', 1.999]);
    expect(at(2)).toEqual(['b', 0]);
    expect(at(4.5)).toEqual(['b', 2.5]);
    expect(at(5)).toEqual(['c', 0]);
    // Frame n of a 30 fps video is at n / 30: frame 150 starts the third scene exactly.
    expect(at(150 / 30)).toEqual(['c', 0]);
    expect(at(149 / 30)[0]).toBe('b');
  });

  it('gives the last instant and anything after it to the last scene, anything before the start to the first', () => {
    expect(sceneAt(scenes, 7)).toEqual({ scene: scenes[2], local: 2 });
    expect(sceneAt(scenes, 100)).toEqual({ scene: scenes[2], local: 2 });
    expect(sceneAt(scenes, Infinity)).toEqual({ scene: scenes[2], local: 2 });
    expect(sceneAt(scenes, -1)).toEqual({ scene: scenes[0], local: 0 });
  });

  it('plays one page as one scene over its whole length, as a design without pages did', () => {
    const one = scenesOf(pages(15));
    expect(one).toEqual([{ index: 0, pageId: 'a', start: 0, duration: 15 }]);
    for (const seconds of [0, 7.3, 15])
      expect(sceneAt(one, seconds)).toEqual({ scene: one[0], local: seconds });
  });

  it('refuses no scenes and a moment that is not a number', () => {
    expect(() => sceneAt([], 0)).toThrow(RangeError);
    expect(() => sceneAt(scenes, Number.NaN)).toThrow(RangeError);
  });
});
