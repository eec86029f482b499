import { describe, expect, it } from 'vitest';
import { strictBase64 } from './png';

describe('strictBase64', () => {
  it('decodes standard base64, with or without its padding', () => {
    for (const text of ['aGk=', 'aGk', 'aGVsbG8gd29ybGQ=', 'aGVsbG8gd29ybGQ', 'AAEC/+8='])
      expect(strictBase64(text), text).not.toBeNull();
    expect(strictBase64('aGk')?.toString()).toBe('hi');
    expect(strictBase64('AAEC/+8=')).toEqual(Buffer.from([0, 1, 2, 255, 239]));
  });

  it('refuses what Node would skip or bend: other characters, base64url, spaces, stray bits, empty text', () => {
    for (const text of [
      '',
      'a',
      'aG!k',
      'aG k',
      'aGk\n',
      'AAEC_-8=',
      'aGl=',
      'aGk===',
      '=aGk',
      'aG=k',
      '<svg>',
    ])
      expect(strictBase64(text), JSON.stringify(text)).toBeNull();
  });
});
