import { afterEach, describe, expect, it } from 'vitest';
import { PWNED_FLAG } from './hostile-arbitrary';
import { pollution } from './pollution';

const global = globalThis as Record<string, unknown>;
const objectPrototype = Object.prototype as Record<string, unknown>;
const arrayPrototype = Array.prototype as unknown as Record<string, unknown>;

describe('pollution()', () => {
  afterEach(() => {
    delete objectPrototype.polluted;
    delete arrayPrototype.extra;
    delete global[PWNED_FLAG];
  });

  it('finds nothing in a clean realm', () => {
    expect(pollution()).toEqual([]);
  });

  it('names a key added to a built-in prototype, and ({}).polluted', () => {
    objectPrototype.polluted = 1;
    expect(pollution()).toEqual(['Object.prototype has other keys', '({}).polluted is set']);
  });

  it('names a key added to Array.prototype even when it is undefined', () => {
    arrayPrototype.extra = undefined;
    expect(pollution()).toEqual(['Array.prototype has other keys']);
  });

  it('names the flag a hostile script sets', () => {
    global[PWNED_FLAG] = 1;
    expect(pollution()).toEqual([`globalThis.${PWNED_FLAG} is set`]);
  });
});
