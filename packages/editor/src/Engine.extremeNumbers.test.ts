// Regressions found by Engine.hostile.property.test.ts: a stored design whose numbers are valid yet extreme
// must draw every frame and export, or refuse the export with a clear error, never throw out of a frame.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createObject, getLayout, type DesignDocument, type DesignPage } from '@lienzo/core';
import { ExportTooLargeError } from './fabric/ExportTooLargeError';
import { viewOf } from './test/framePixels';
import { disposeEngines, mountEngine } from './test/mountEngine';
import { watchPage } from './test/pageWatch';
import { pngSize } from './test/pngSize';

afterEach(disposeEngines);

const frame = () => new Promise(requestAnimationFrame);

/** Two frames: the one the engine asked for after the load has been drawn by the second. */
async function framesDrawn(): Promise<void> {
  await frame();
  await frame();
}

type PostPatch = Partial<Omit<DesignDocument, 'pages'>> & Partial<Omit<DesignPage, 'id'>>;

/** A one-page Facebook post with these fields of the design (viewport, layout) and of its page (objects). */
function postWith(patch: PostPatch): DesignDocument {
  const { objects, background, pattern, settings, duration, layoutBase, ...design } = patch;
  const page = Object.fromEntries(
    Object.entries({ objects, background, pattern, settings, duration, layoutBase }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return { ...createDocument(getLayout('facebook.post'), page), ...design };
}

describe('designs with extreme numbers', () => {
  it('draws a stored viewport of no pixels, or of 10³⁰⁰, at the layout’s size, at most 4,096 pixels long, and keeps it stored', async () => {
    const { engine, element } = await mountEngine();
    const page = watchPage();
    // A layout the API takes (up to 20,000 pixels a side) that no screen of the editor makes.
    const huge = { key: 'custom.hostile', name: 'Huge', width: 14_714, height: 14_992 };
    try {
      for (const [viewport, size, layout] of [
        [{ width: 1e-300, height: 5e-324, scale: 1e-300 }, [940, 788]],
        [{ width: 1e300, height: 1.7e308, scale: 1e300 }, [940, 788]],
        // At its size, 220 megapixels: each frame took seconds (Engine.hostile.property.test.ts, 13 s).
        [{ width: 5e-323, height: 8e47, scale: 1.7976931348623143e308 }, [4020, 4096], huge],
      ] as const) {
        const document = postWith(layout ? { viewport, layout } : { viewport });
        await engine.load(document);
        await framesDrawn();
        expect([element.width, element.height]).toEqual(size);
        expect(engine.toDocument()).toEqual(document);
      }
      page.expectUntouched();
    } finally {
      page.stop();
    }
  });

  it('draws texts turned and scaled to nothing or to near infinity without an error', async () => {
    const { engine } = await mountEngine();
    const page = watchPage();
    try {
      const text = (id: string, patch: Record<string, number>) => ({
        ...createObject('pz-ftext', { id, left: 10, top: 10 }),
        ...patch,
      });
      const document = postWith({
        objects: [
          text('tiny', { scaleX: 1e-300, scaleY: 1e-300, angle: 30 }),
          text('flat', { scaleX: 5e-324, angle: 45, height: 1e-280 }),
          text('huge', { width: 9.5e184, scaleX: 1.2e111, scaleY: 2e303, angle: 2e67 }),
        ],
      } as PostPatch);
      await engine.load(document);
      await framesDrawn();
      expect(pngSize(engine.exportPng())).toEqual({ width: 940, height: 788 });
      await framesDrawn();
      page.expectUntouched();
    } finally {
      page.stop();
    }
  });

  // The last case of the hostile proof test (seed 20261123): Fabric sizes this question sticker's cache 0 × 0.
  async function mountSizelessSticker() {
    const mounted = await mountEngine();
    const question = {
      ...createObject('pz-question', { id: 'question', left: 1e-37, top: 2e-62 }),
      width: 8.646403463869685e204,
      height: 5.820992821042662e-118,
      scaleX: 1.1747351731740744e219,
      scaleY: 1.177055376994477e192,
      angle: 4488531684808273000,
    };
    await mounted.engine.load(postWith({ objects: [question] } as PostPatch));
    await framesDrawn();
    const view = viewOf(mounted.engine);
    const [sticker] = view.canvas.getObjects();
    expect(sticker?._cacheCanvas?.width).toBe(0);
    return { ...mounted, view, sticker: sticker! };
  }

  it('composites a cache of no pixels as nothing, also where Fabric composites it by itself', async () => {
    const { view, sticker } = await mountSizelessSticker();
    // Unpatched, as pictures are (and every object once the view is disposed).
    view.turnedCache.dispose();
    const ctx = view.canvas.getContext();
    expect(() => sticker.drawCacheOnCanvas.call(sticker as never, ctx)).not.toThrow();
  });

  it('disposes at once with a frame pending and draws nothing more', async () => {
    const { engine, view } = await mountSizelessSticker();
    const draws = vi.spyOn(view.canvas, 'renderCanvas');
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    let disposed = false;
    try {
      // A change asks for a frame; the engine is disposed before it comes.
      view.canvas.requestRenderAll();
      void engine.dispose().then(() => (disposed = true));
      await framesDrawn();
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).toEqual([]);
    expect(draws).not.toHaveBeenCalled();
    expect(disposed).toBe(true);
  });

  it('refuses to export a layout with more pixels than the browser can draw, with a clear error', async () => {
    const { engine } = await mountEngine();
    const layout = { key: 'huge', name: 'Huge', width: 20_000, height: 20_000 };
    await engine.load(postWith({ layout }));
    expect(() => engine.exportPng()).toThrow(ExportTooLargeError);
    expect(() => engine.exportJpeg()).toThrow(/too large to export: this browser cannot draw 20000×20000/);
    // One just under the limit still exports.
    await engine.load(postWith({ layout: { ...layout, width: 16_384, height: 1000 } }));
    expect(pngSize(engine.exportPng())).toEqual({ width: 16_384, height: 1000 });
  });
});
