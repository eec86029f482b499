import { afterEach, describe, expect, it } from 'vitest';
import { configureAnalytics, track } from './analytics';

describe('analytics adapter (SPEC §9: only the prod environment reports)', () => {
  afterEach(() => configureAnalytics(undefined, {}));

  it('pushes events with their properties onto the host page data layer in prod', () => {
    const host: { dataLayer?: unknown[] } = {};
    configureAnalytics('prod', host);
    track('design_saved', { post_type: 'IMAGE', layout: 'instagram.story' });
    track('drawer_opened', { drawer: 'texts' });
    expect(host.dataLayer).toEqual([
      { event: 'lienzo_design_saved', post_type: 'IMAGE', layout: 'instagram.story' },
      { event: 'lienzo_drawer_opened', drawer: 'texts' },
    ]);
  });

  it('keeps what the host page already queued', () => {
    const host = { dataLayer: [{ event: 'host_page_view' }] as unknown[] };
    configureAnalytics('prod', host);
    track('editor_opened');
    expect(host.dataLayer).toEqual([{ event: 'host_page_view' }, { event: 'lienzo_editor_opened' }]);
  });

  it('sends nothing in dev, nor when the environment is unknown', () => {
    for (const environment of ['dev', undefined] as const) {
      const host: { dataLayer?: unknown[] } = {};
      configureAnalytics(environment, host);
      track('design_saved');
      expect(host.dataLayer).toBeUndefined();
    }
  });
});
