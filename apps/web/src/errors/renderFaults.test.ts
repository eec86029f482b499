import { beforeEach, describe, expect, it } from 'vitest';
import { installRenderFaultHook, useRenderFaults, type RenderFaultHook } from './renderFaults';

beforeEach(() => useRenderFaults.setState({ failing: [] }));

describe('the test hook that makes a boundary fail', () => {
  it('is not there until installed (boot installs it on a development server only)', () => {
    const page: RenderFaultHook = {};
    expect(page.lienzoFailRender).toBeUndefined();
    installRenderFaultHook(page);
    expect(typeof page.lienzoFailRender).toBe('function');
  });

  it('marks a known boundary as failing, and ignores an unknown name', () => {
    const page: RenderFaultHook = {};
    installRenderFaultHook(page);
    page.lienzoFailRender!('toolbar');
    page.lienzoFailRender!('<img src=x onerror=alert(1)>');
    expect(useRenderFaults.getState().failing).toEqual([]);
    page.lienzoFailRender!('drawer');
    expect(useRenderFaults.getState().failing).toEqual(['drawer']);
  });
});
