import { describe, expect, it } from 'vitest';
import { acceptsHostMessage, readyTargets } from './hostOrigin';

const allowed = ['https://a.com', 'http://127.0.0.1:8080'];
const parent = { name: 'the framing page' };

describe('acceptsHostMessage', () => {
  it('accepts the framing page on an allowed origin, spelled exactly', () => {
    expect(acceptsHostMessage({ origin: 'https://a.com', source: parent }, allowed, parent)).toBe(true);
    expect(acceptsHostMessage({ origin: 'http://127.0.0.1:8080', source: parent }, allowed, parent)).toBe(
      true,
    );
  });

  it('refuses look-alike origins, other ports and schemes, and null', () => {
    for (const origin of [
      'https://a.com.evil.com',
      'https://evil.com',
      'https://a.com:8443',
      'http://a.com',
      'http://127.0.0.1:8081',
      'http://localhost:8080',
      'null',
      '',
    ])
      expect(acceptsHostMessage({ origin, source: parent }, allowed, parent)).toBe(false);
  });

  it('refuses an allowed origin speaking from another window than the parent', () => {
    expect(
      acceptsHostMessage({ origin: 'https://a.com', source: { name: 'a popup' } }, allowed, parent),
    ).toBe(false);
    expect(acceptsHostMessage({ origin: 'https://a.com', source: null }, allowed, parent)).toBe(false);
  });

  it('accepts nothing when no origin is allowed', () => {
    expect(acceptsHostMessage({ origin: 'https://a.com', source: parent }, [], parent)).toBe(false);
  });
});

describe('readyTargets', () => {
  it('names the referrer’s origin when it is allowed', () => {
    expect(readyTargets('https://a.com/widget/page?x=1', allowed)).toEqual(['https://a.com']);
    expect(readyTargets('http://127.0.0.1:8080/', allowed)).toEqual(['http://127.0.0.1:8080']);
  });

  it('names nobody when the referrer is another site, a look-alike or not an address', () => {
    expect(readyTargets('https://a.com.evil.com/', allowed)).toEqual([]);
    expect(readyTargets('https://a.com:8443/', allowed)).toEqual([]);
    expect(readyTargets('not a url', allowed)).toEqual([]);
  });

  it('falls back to the allowed origins, never *, when the host sent no referrer', () => {
    expect(readyTargets('', allowed)).toEqual(allowed);
    expect(readyTargets('', [])).toEqual([]);
  });
});
