import { describe, expect, it } from 'vitest';
import { parseHexColor, toColorInputValue } from './hexColor';

describe('hex colours', () => {
  it('accepts #RGB and #RRGGBB, as lowercase #rrggbb', () => {
    expect(parseHexColor('#F36')).toBe('#ff3366');
    expect(parseHexColor(' #FF3366 ')).toBe('#ff3366');
  });

  it('refuses anything else (shown as Bad Hex)', () => {
    for (const bad of ['ff3366', '#ff336', '#ff33667', '#ggg', 'red', '#ff336680', ''])
      expect(parseHexColor(bad)).toBeNull();
  });

  it('turns document colours into colour-input values', () => {
    expect(toColorInputValue('#62CAD9')).toBe('#62cad9');
    expect(toColorInputValue('rgb(255, 51, 102)')).toBe('#ff3366');
    expect(toColorInputValue('rgba(0,0,0,0.5)')).toBe('#000000');
    expect(toColorInputValue('#ff336680')).toBe('#ff3366');
    expect(toColorInputValue('transparent')).toBe('#1a1a1a');
  });
});
