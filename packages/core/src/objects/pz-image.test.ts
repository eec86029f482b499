import { describe, expect, it } from 'vitest';
import { EDITOR_IMAGE_FILTER_PRESETS, IMAGE_FILTER_PRESETS, imageFiltersSchema } from './pz-image';

describe('image filter settings (SPEC §4)', () => {
  it('names the 16 presets a document may hold, and the 8 the editor lists in its order', () => {
    expect([...IMAGE_FILTER_PRESETS].sort()).toEqual(
      [
        'nofilter',
        'greyscale',
        'grayscale',
        'test',
        'technicolor',
        'vintage',
        'kodachrome',
        'lomo',
        'brannan',
        'hefe',
        'lordKelvin',
        'nashville',
        'xPro',
        'sunrise',
        'sinCity',
        'sepia',
      ].sort(),
    );
    expect(EDITOR_IMAGE_FILTER_PRESETS).toEqual([
      'nofilter',
      'greyscale',
      'brannan',
      'hefe',
      'lordKelvin',
      'nashville',
      'sepia',
      'xPro',
    ]);
  });

  it('holds one preset at a time, next to independent blur, brightness and darkness from 0', () => {
    expect(imageFiltersSchema.parse({})).toEqual({ preset: 'nofilter', blur: 0, brightness: 0, darkness: 0 });
    expect(imageFiltersSchema.parse({ preset: 'hefe', blur: 3, brightness: 40, darkness: 15 })).toEqual({
      preset: 'hefe',
      blur: 3,
      brightness: 40,
      darkness: 15,
    });
    expect(imageFiltersSchema.safeParse({ preset: ['hefe', 'sepia'] }).success).toBe(false);
    expect(imageFiltersSchema.safeParse({ preset: 'clarendon' }).success).toBe(false);
  });

  it('keeps the sliders whole numbers from 0 to 100', () => {
    for (const key of ['blur', 'brightness', 'darkness']) {
      expect(imageFiltersSchema.safeParse({ [key]: 2.5 }).success, key).toBe(false);
      expect(imageFiltersSchema.safeParse({ [key]: -1 }).success, key).toBe(false);
      expect(imageFiltersSchema.safeParse({ [key]: 101 }).success, key).toBe(false);
      expect(imageFiltersSchema.safeParse({ [key]: 100 }).success, key).toBe(true);
    }
  });
});
