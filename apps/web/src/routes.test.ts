import { describe, expect, it } from 'vitest';
import { resolveRoute } from './routes';

const shown = (path: string, layout: string | null = null) => {
  const resolved = resolveRoute(path, layout);
  if ('redirect' in resolved) return { redirect: resolved.redirect };
  if ('design' in resolved) return { design: resolved.design };
  return { drawer: resolved.drawer.path, tab: resolved.tab !== null };
};

describe('SPEC §2 routes', () => {
  it('sends / to the home route of the layout the page opened with', () => {
    expect(shown('/')).toEqual({ redirect: '/templates' });
    expect(shown('/', 'instagram.story')).toEqual({ redirect: '/instagram' });
  });

  it('shows each drawer, and a tabbed drawer on its first tab', () => {
    expect(shown('/templates')).toEqual({ drawer: 'templates', tab: false });
    expect(shown('/templates/')).toEqual({ drawer: 'templates', tab: false });
    expect(shown('/gallery')).toEqual({ redirect: '/gallery/designs' });
    expect(shown('/images')).toEqual({ redirect: '/images/search' });
    expect(shown('/backgrounds')).toEqual({ redirect: '/backgrounds/search' });
    expect(shown('/images/icons')).toEqual({ drawer: 'images', tab: true });
    expect(shown('/gallery/scheduled')).toEqual({ drawer: 'gallery', tab: true });
  });

  it('opens a saved design by its hash', () => {
    expect(shown('/design/abc123')).toEqual({ design: 'abc123' });
  });

  it("sends anything unknown, Facebook's _=_ included, to /templates", () => {
    for (const path of ['/_=_', '/nowhere', '/texts/more', '/images/unknown', '/design', '/design/a/b'])
      expect(shown(path)).toEqual({ redirect: '/templates' });
  });
});
