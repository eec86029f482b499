import { describe, expect, it } from 'vitest';
import { clipText } from './clip';

describe('clipText', () => {
  it('keeps short texts and cuts long ones without splitting an emoji', () => {
    expect(clipText('Banner', 200)).toBe('Banner');
    expect(clipText('a'.repeat(10_000), 200)).toHaveLength(200);
    expect(clipText('a🎨', 2)).toBe('a');
    expect(clipText('🎨'.repeat(150), 200)).toBe('🎨'.repeat(100));
    expect(clipText('שלום עולם', 4)).toBe('שלום');
  });
});
