import { describe, expect, it } from 'vitest';
import { isCssColor } from './colour';

describe('colours', () => {
  it.each(['#fff', '#62CAD9', '#62CAD980', 'rgb(1, 2, 3)', 'rgba(10,20,30,0.5)', 'transparent'])(
    'accepts %s',
    (c) => expect(isCssColor(c)).toBe(true),
  );
  it.each(['red', '#12', 'rgb(1,2)', 'url(x)', 'expression(alert(1))', ''])('refuses %s', (c) =>
    expect(isCssColor(c)).toBe(false),
  );
});
