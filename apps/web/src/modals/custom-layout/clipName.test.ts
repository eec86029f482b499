import { describe, expect, it } from 'vitest';
import { clipName } from './clipName';

describe('clipName', () => {
  it('keeps short names and cuts long ones without splitting an emoji', () => {
    expect(clipName('Banner')).toBe('Banner');
    expect(clipName('a'.repeat(10_000))).toHaveLength(200);
    expect(clipName('a🎨', 2)).toBe('a');
    expect(clipName('🎨'.repeat(150))).toBe('🎨'.repeat(100));
  });
});
