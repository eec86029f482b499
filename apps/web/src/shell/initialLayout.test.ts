import { describe, expect, it } from 'vitest';
import { homeRouteFor, readInitialLayout } from './initialLayout';

describe('boot layout and home route (SPEC §2, §4)', () => {
  it('reads a known layout key from the address; default, unknown or missing mean none', () => {
    expect(readInitialLayout('?layout=instagram.story')).toBe('instagram.story');
    expect(readInitialLayout('?x=1&layout=facebook.post')).toBe('facebook.post');
    expect(readInitialLayout('?layout=default')).toBeNull();
    expect(readInitialLayout('?layout=<script>')).toBeNull();
    expect(readInitialLayout('')).toBeNull();
  });

  it('opens stories on /instagram and everything else on /templates', () => {
    expect(homeRouteFor('instagram.story')).toBe('/instagram');
    expect(homeRouteFor('instagram.post')).toBe('/templates');
    expect(homeRouteFor(null)).toBe('/templates');
  });
});
