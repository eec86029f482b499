import { describe, expect, it } from 'vitest';
import { innerBoxTint } from './innerBoxTint';

describe('innerBoxTint', () => {
  it('flips to a light tint on the dark card colours of SPEC §5', () => {
    for (const dark of ['#000000', '#1c4928', '#432326', '#000', 'rgb(20, 20, 20)']) {
      expect(innerBoxTint(dark), dark).toBe('rgba(255, 255, 255, 0.25)');
    }
  });

  it('keeps a dark tint on light cards', () => {
    for (const light of ['#FFFFFF', '#ffd2d4', '#fce0b0', 'rgba(255, 255, 255, 0.5)']) {
      expect(innerBoxTint(light), light).toBe('rgba(0, 0, 0, 0.08)');
    }
  });
});
