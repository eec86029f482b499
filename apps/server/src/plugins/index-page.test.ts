import { describe, expect, it } from 'vitest';
import { injectBasePath } from './index-page';

describe('injectBasePath', () => {
  it('adds the prefix as a meta tag at the end of the head', () => {
    expect(injectBasePath('<html><head><title>L</title></head><body></body></html>', '/apps/lienzo')).toBe(
      '<html><head><title>L</title><meta name="lienzo-base-path" content="/apps/lienzo" />\n</head><body></body></html>',
    );
  });

  it('escapes the value, so no prefix can break out of the attribute', () => {
    expect(injectBasePath('<head></head>', `/a"><script>alert('x')</script>&`)).toBe(
      '<head><meta name="lienzo-base-path" content="/a&quot;&gt;&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;&amp;" />\n</head>',
    );
  });

  it('puts it after the doctype of a page without a head, and says "" for no prefix', () => {
    expect(injectBasePath('<!doctype html><title>L</title>', '')).toBe(
      '<!doctype html><meta name="lienzo-base-path" content="" /><title>L</title>',
    );
  });
});
