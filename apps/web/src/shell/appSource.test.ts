import { describe, expect, it } from 'vitest';
import { readAppSource } from './appSource';

describe('the app source', () => {
  it('is external only when the address says source=external', () => {
    expect(readAppSource('?source=external')).toBe('external');
    expect(readAppSource('?layout=x&source=external')).toBe('external');
    expect(readAppSource('?source=webapp')).toBe('webapp');
    expect(readAppSource('?source=EXTERNAL')).toBe('webapp');
    expect(readAppSource('')).toBe('webapp');
  });
});
