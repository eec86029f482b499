import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { cleanFamilyName, readTrueTypeFamily } from './fonts';

describe('uploaded font checks', () => {
  it('reads the family name of a TrueType font', async () => {
    await expect(
      readTrueTypeFamily(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf')),
    ).resolves.toBe('DejaVu Serif');
  });

  it('keeps family names to letters, digits, spaces and a few marks, at most 100 characters', () => {
    expect(cleanFamilyName('  My "Font"</style><script>  ')).toBe('My Fontstylescript');
    expect(cleanFamilyName('Añejo\u0000 Sans\n\tPro')).toBe('Añejo Sans Pro');
    expect(cleanFamilyName('Font & Co. + Mono-Serif_2')).toBe('Font & Co. + Mono-Serif_2');
    expect(cleanFamilyName('x'.repeat(300))).toHaveLength(100);
    expect(cleanFamilyName('"\'<>')).toBe('');
  });

  it('refuses bytes that are not a TrueType font', async () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('true but not a font at all'),
      Buffer.from('OTTO0000000000'),
    ]) {
      await expect(readTrueTypeFamily(bytes)).rejects.toThrow(ApiError);
    }
  });
});
